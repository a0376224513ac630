# abc corners, copy protocols (__getstate__/__setstate__, slots, partial, exception groups).
import abc, copy
def tryit(f):
    try:
        r = f()
        print("ok", repr(r))
    except Exception as e:
        print(type(e).__name__, e)
class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self): ...
    @classmethod
    @abc.abstractmethod
    def make(cls): ...
    @staticmethod
    @abc.abstractmethod
    def kind(): ...
    def describe(self): return f"{type(self).__name__} area={self.area()}"
tryit(lambda: Shape())
tryit(lambda: sorted(Shape.__abstractmethods__))
class Sq(Shape):
    def __init__(self, s=2): self.s = s
    def area(self): return self.s ** 2
    @classmethod
    def make(cls): return cls(3)
    @staticmethod
    def kind(): return "square"
tryit(lambda: (Sq.make().describe(), Sq.kind(), len(Sq.__abstractmethods__)))
class Duck:
    def area(self): return 0
Shape.register(Duck)
tryit(lambda: (isinstance(Duck(), Shape), issubclass(Duck, Shape), Duck.__mro__))
class Sized(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized: return any("__len__" in B.__dict__ for B in C.__mro__)
        return NotImplemented
tryit(lambda: (isinstance([], Sized), isinstance(5, Sized), issubclass(dict, Sized)))
class Meta(abc.ABCMeta): pass
class WithMeta(metaclass=Meta):
    @abc.abstractmethod
    def f(self): pass
tryit(lambda: WithMeta())
tryit(lambda: type(WithMeta).__name__)
class Base(abc.ABC):
    @property
    @abc.abstractmethod
    def val(self): ...
    @val.setter
    @abc.abstractmethod
    def val(self, v): ...
class Impl(Base):
    _v = 0
    @property
    def val(self): return self._v
    @val.setter
    def val(self, v): self._v = v
i = Impl(); i.val = 5
tryit(lambda: (i.val, Base.__abstractmethods__))
tryit(lambda: abc.ABC.__abstractmethods__ if hasattr(abc.ABC, "__abstractmethods__") else "none")
class Partial(Shape):
    def area(self): return 1
tryit(lambda: Partial())
class State:
    def __init__(self): self.a = [1]; self.cache = "big"
    def __getstate__(self):
        d = self.__dict__.copy(); del d["cache"]; return d
    def __setstate__(self, st):
        self.__dict__.update(st); self.cache = "rebuilt"
s2 = copy.deepcopy(State())
tryit(lambda: (s2.a, s2.cache))
s3 = copy.copy(State())
tryit(lambda: (s3.a, s3.cache))
class Slotted:
    __slots__ = ("x", "y")
    def __init__(self): self.x = [1]; self.y = 2
sc = copy.deepcopy(Slotted())
tryit(lambda: (sc.x, sc.y))
class WithNew:
    def __new__(cls, v):
        o = super().__new__(cls); o.v = v; return o
    def __getnewargs__(self): return (self.v,)
tryit(lambda: copy.deepcopy(WithNew(7)).v)
tryit(lambda: copy.copy(len))
tryit(lambda: copy.deepcopy(Shape) is Shape)
tryit(lambda: copy.deepcopy((1, [2], {"a": (3,)})))
import functools
tryit(lambda: copy.deepcopy(functools.partial(max, 1))(5))
eg = ExceptionGroup("g", [ValueError([1]), KeyError("k")])
c = copy.deepcopy(eg); s = copy.copy(eg)
print(repr(c), str(c), c.exceptions[0] is eg.exceptions[0], c.exceptions[0].args[0] is eg.exceptions[0].args[0], repr(s), s.exceptions[1] is eg.exceptions[1])
import functools
p = functools.partial(max, [1], key=len)
d = copy.deepcopy(p); s2 = copy.copy(p)
print(d([1, 2], [3]), d.args, d.args[0] is p.args[0], s2.args[0] is p.args[0], d.keywords, d.func is max, repr(s2)[:30])
p.attr = {"x": 1}
print(copy.deepcopy(p).attr, copy.copy(p).attr is p.attr)
