# docstrings on modules, functions, classes and methods
"""Module docstring for the docstring test."""
print(repr(__doc__))
def f():
    """Function doc."""
def g():
    'single-quoted doc'
def h():
    """Multi-line
       docstring with indentation.
    """
def not_doc():
    x = 1
    """string after statement is not a docstring"""
def fstring_not_doc():
    f"""f-strings are not docstrings"""
print(repr(f.__doc__), repr(g.__doc__))
print(repr(h.__doc__))
print(repr(not_doc.__doc__), repr(fstring_not_doc.__doc__))
class C:
    """Class doc."""
    def m(self):
        """Method doc."""
    @property
    def p(self):
        """Property doc."""
        return 1
    @staticmethod
    def s():
        """Static doc."""
    @classmethod
    def c(cls):
        """Classmethod doc."""
print(repr(C.__doc__), repr(C.m.__doc__), repr(C().m.__doc__), repr(C.p.__doc__))
print(repr(C.s.__doc__), repr(C.c.__doc__))
class Sub(C):
    pass
print(repr(Sub.__doc__), repr(Sub.m.__doc__))
lam = lambda: "lambdas have no docstring"
print(repr(lam.__doc__))
class NoDoc:
    x = 1
print(repr(NoDoc.__doc__))
def raw_doc():
    r"""Raw \n docstring."""
print(repr(raw_doc.__doc__))
def byte_doc():
    b"""bytes are not docstrings"""
print(repr(byte_doc.__doc__))
