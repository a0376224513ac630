# property/staticmethod/classmethod objects used directly, property subclasses, bound-method equality and hash.
def tryit(f):
    try:
        r = f()
        print("ok", repr(r))
    except BaseException as e:
        print(type(e).__name__, e)
class C:
    def _get(self): return self._x
    def _set(self, v): self._x = v
    x = property(_get, _set, None, "the x doc")
    @property
    def ro(self):
        "read only doc"
        return 1
    @staticmethod
    def sm(a): return a
    @classmethod
    def cm(cls): return cls.__name__
    def m(self): return "m"
c = C(); c.x = 5
tryit(lambda: (c.x, C.x.__doc__, C.ro.__doc__, C.x.fget.__name__, C.x.fset.__name__, C.x.fdel, type(C.x).__name__))
tryit(lambda: C.x.__get__(c))
tryit(lambda: C.x.__get__(None, C) is C.x)
tryit(lambda: C.x.__set__(c, 9) or c.x)
tryit(lambda: C.ro.__set__(c, 1))
tryit(lambda: C.ro.__delete__(c))
tryit(lambda: (C.__dict__["sm"].__func__(3), C.__dict__["cm"].__func__(C), type(C.__dict__["sm"]).__name__, type(C.__dict__["cm"]).__name__))
tryit(lambda: (C.sm.__name__, C.cm.__name__, C.cm.__self__ is C, C.cm.__func__.__name__, c.m.__func__ is C.m, c.m.__self__ is c))
tryit(lambda: (c.m == c.m, c.m is c.m, C().m == c.m, C.m == C.m, c.cm == C.cm))
tryit(lambda: hash(c.m) == hash(c.m))
p2 = C.x.getter(lambda self: "new getter")
tryit(lambda: (p2.__get__(c), p2.fset is C.x.fset, p2.__doc__))
p3 = property(lambda self: 1)
tryit(lambda: (p3.__doc__, p3.fset, p3.__get__(c)))
tryit(lambda: p3.__set__(c, 1))
class Sub(property):
    def __get__(self, obj, typ=None):
        return ("sub", super().__get__(obj, typ))
class D:
    @Sub
    def v(self): return 7
tryit(lambda: D().v)
tryit(lambda: isinstance(D.__dict__["v"], property))
tryit(lambda: property.__name__)
tryit(lambda: staticmethod(len)("abc"))
tryit(lambda: classmethod(lambda cls: cls).__get__(None, int)())
tryit(lambda: staticmethod(len).__func__ is len)
tryit(lambda: (C.sm(1), c.sm(2), C.cm(), c.cm()))
class E:
    @property
    def p(self): return self.q
    @property
    def q(self): raise KeyError("deep")
tryit(lambda: E().p)
class F:
    x = property()
tryit(lambda: F().x)
tryit(lambda: setattr(F(), "x", 1))
tryit(lambda: delattr(F(), "x"))
class Loud(property):
    pass
class G:
    @Loud
    def v(self): return self._v
    @v.setter
    def v(self, x): self._v = x * 10
g = G(); g.v = 2
tryit(lambda: (g.v, type(G.__dict__["v"]).__name__))
tryit(lambda: property.__get__(5, None))
