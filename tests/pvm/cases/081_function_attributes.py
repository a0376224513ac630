# function objects: __name__, __qualname__, __doc__, __defaults__, __dict__, __module__
def documented(a, b=2, *, c=3):
    """Docstring first line.

    More text."""
    return a + b + c
print(documented.__name__, documented.__qualname__, documented.__module__)
print(repr(documented.__doc__))
print(documented.__defaults__, documented.__kwdefaults__, documented.__annotations__)
def nodoc():
    x = "not a docstring"
print(nodoc.__doc__, nodoc.__defaults__, nodoc.__kwdefaults__)
class C:
    def method(self):
        def inner():
            pass
        return inner
    class Nested:
        def deep(self):
            pass
print(C.method.__qualname__, C().method().__qualname__, C.Nested.deep.__qualname__)
print(C.method.__name__, type(C.method).__name__, type(C().method).__name__)
lam = lambda: None
print(lam.__name__, lam.__qualname__)
def outer():
    return lambda: None
print(outer().__qualname__)
documented.__doc__ = "replaced"
documented.version = 2
documented.tags = ["a"]
print(documented.__doc__, documented.version, documented.tags, sorted(documented.__dict__))
documented.__name__ = "renamed"
print(documented.__name__, documented.__qualname__)
try:
    documented.__name__ = 5
except TypeError as e:
    print(type(e).__name__, e)
def counter():
    counter.calls = getattr(counter, "calls", 0) + 1
    return counter.calls
print(counter(), counter(), counter())
def f(x):
    return x
f.__defaults__ = (10,)
print(f())
def g(*, k):
    return k
g.__kwdefaults__ = {"k": "kw default"}
print(g())
print(callable(f), type(f).__name__, isinstance(f, object))
print(len.__name__, print.__name__, type(len).__name__, str.upper.__name__, type(str.upper).__name__)
print([].append.__name__, type([].append).__name__, (1).__add__.__name__)
print(documented == documented, f != g)
