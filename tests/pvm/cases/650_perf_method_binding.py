# LOAD_METHOD without bound methods: super().m(), Cls.classmethod(),
# methods shadowed by instance attributes after the cache is warm.
class A:
    def m(self, x): return ("A.m", type(self).__name__, x)
    @classmethod
    def c(cls, x): return ("A.c", cls.__name__, x)
    @staticmethod
    def s(x): return ("A.s", x)
    @classmethod
    @property
    def p(cls): return "prop-" + cls.__name__

class B(A):
    def m(self, x): return ("B",) + super().m(x)
    @classmethod
    def c(cls, x): return ("B",) + super().c(x)
    def viasuper(self): return super().c(1), super().s(2)
    @classmethod
    def cm2(cls): return super().m
    def n(self): return 1

b = B()
for i in range(3):
    print(b.m(i), B.c(i), b.c(i), A.c(i), B.s(i), b.viasuper(), A.m(b, i))
    print(B.cm2().__qualname__)
    f = B.c
    print(f(5), A.s.__name__)
# shadowing a method on an instance after warm cache
class C:
    def __init__(self): self.a = 1
    def f(self): return "method"
objs = [C() for _ in range(3)]
for o in objs: print(o.f())
objs[1].f = lambda: "shadow"
for o in objs: print(o.f())
d = C(); d.b = 2; d.f = lambda: "shadow2"
for o in objs + [d]: print(o.f())
class D:
    def f(self): return "D"
dd = D(); print(dd.f()); dd.f = lambda: "x"; print(dd.f())
# class modification invalidates
class E:
    @classmethod
    def k(cls): return 1
for i in range(3):
    print(E.k())
    if i == 1:
        E.k = classmethod(lambda cls: 2)
def g(): return E.k()
print(g(), g())
E.k = staticmethod(lambda: 3)
print(g())
print(B.p)
try:
    super(B, b).zz()
except AttributeError as e: print(e)
class M(type):
    def hello(cls): return "meta " + cls.__name__
class W(metaclass=M):
    @classmethod
    def k(cls): return "W.k"
for i in range(2): print(W.hello(), W.k())
