# __slots__: layouts, member descriptors used directly, inheritance conflicts.
def tryit(f):
    try:
        r = f()
        print("ok", repr(r))
    except BaseException as e:
        print(type(e).__name__, e)
class P:
    __slots__ = ("x", "y")
    def __init__(self, x, y): self.x = x; self.y = y
    def __repr__(self): return f"P({self.x}, {self.y})"
class P3(P):
    __slots__ = ("z",)
    def __init__(self, x, y, z): super().__init__(x, y); self.z = z
class Loose(P):
    pass
p3 = P3(1, 2, 3); lo = Loose(1, 2); lo.extra = 5
tryit(lambda: (p3, p3.z, P3.__slots__, lo.extra, lo.__dict__, hasattr(p3, "__dict__")))
tryit(lambda: setattr(p3, "w", 1))
tryit(lambda: P.x)
tryit(lambda: type(P.x).__name__)
tryit(lambda: P.x.__get__(p3))
tryit(lambda: P.__dict__["x"].__name__)
class Empty:
    __slots__ = ()
tryit(lambda: setattr(Empty(), "a", 1))
class WithDict:
    __slots__ = ("a", "__dict__")
w = WithDict(); w.a = 1; w.b = 2
tryit(lambda: (w.a, w.b, w.__dict__))
try:
    class Conflict:
        __slots__ = ("a",)
        a = 5
except ValueError as e: print("VE", e)
class StrSlot:
    __slots__ = "only"
s = StrSlot(); s.only = 1
tryit(lambda: (s.only, StrSlot.__slots__))
tryit(lambda: delattr(s, "only"))
tryit(lambda: s.only)
tryit(lambda: delattr(s, "only"))
class SlotProp:
    __slots__ = ("_v",)
    def __init__(self): self._v = 0
    @property
    def v(self): return self._v
    @v.setter
    def v(self, val): self._v = val * 2
sp = SlotProp(); sp.v = 4
tryit(lambda: (sp.v, sp._v))
tryit(lambda: vars(sp))
class SlotDefault:
    __slots__ = ("a", "b")
    def __init__(self, a=1): self.a = a
sd = SlotDefault()
tryit(lambda: sd.b)
tryit(lambda: getattr(sd, "b", "default-b"))
tryit(lambda: hasattr(sd, "b"))
import copy
tryit(lambda: copy.copy(P3(4, 5, 6)))
tryit(lambda: copy.deepcopy(p3).z)
from dataclasses import dataclass
@dataclass(slots=True, frozen=True)
class FS:
    a: int
    b: str = "x"
fs = FS(1)
tryit(lambda: (fs, hash(fs) == hash(FS(1)), FS.__slots__))
tryit(lambda: setattr(fs, "a", 2))
tryit(lambda: setattr(fs, "c", 2))
class Multi(P, Empty): pass
tryit(lambda: Multi(1, 2))
try:
    class Bad(P, StrSlot): pass
except TypeError as e: print("TE", e)
class PP:
    __slots__ = ("x", "y")
p = PP()
d = PP.x
d.__set__(p, 5); print(d.__get__(p), d.__get__(p, PP), d.__get__(None, PP) is d, p.x, d.__name__, d.__qualname__, d.__objclass__.__name__, repr(d))
d.__delete__(p)
try: p.x
except AttributeError as e: print("AE", e)
try: d.__get__(5)
except TypeError as e: print("TE", e)
try: PP.__dict__["y"].__get__()
except TypeError as e: print("TE", e)
for f in [lambda: PP.x.__set__(PP()), lambda: PP.x.__delete__(), lambda: PP.x.__get__(1, 2, 3), lambda: PP.x.__set__(1, 2)]:
    try: f()
    except TypeError as e: print(repr(str(e)))
