# The __dict__ and __weakref__ descriptors a class statement adds when its
# bases give instances none: their place in vars(C), reading, setting and
# deleting an instance's __dict__, __weakref__ (always None), and classes
# with __slots__, exceptions, builtin bases, metaclasses and library classes.
import copy
from dataclasses import dataclass, asdict, fields, replace
from enum import Enum
from collections import namedtuple


def names(c):
    return list(vars(c))


class P:
    x = 1

    def __init__(self):
        self.a = 1


class Q(P):
    y = 2


class S:
    __slots__ = ("a", "__weakref__")


class S2:
    __slots__ = ("__dict__", "b")


class E(Exception):
    pass


class L(list):
    pass


class I(int):
    pass


class T(tuple):
    pass


class G:
    def __getattr__(self, n):
        return "ga:" + n


@dataclass
class DC:
    a: int
    b: str = "x"


class Col(Enum):
    R = 1
    G = 2


NT = namedtuple("NT", "a b")
for c in (P, Q, S, S2, E, L, I, T, G):
    print(c.__name__, names(c))
p = P()
print(p.__dict__, vars(p), p.__weakref__, type(P.__dict__).__name__)
p.__dict__ = {"z": 5}
print(p.z, vars(p), hasattr(p, "a"))
try:
    p.__dict__ = 3
except TypeError as e:
    print("TypeError", e)
try:
    p.__weakref__ = 3
except AttributeError as e:
    print("AttributeError", e)
try:
    del p.__dict__
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
q = Q()
q.w = 1
print(q.__dict__, Q.__dict__.get("__dict__"), P.__dict__["__dict__"].__get__(q))
try:
    P.__dict__["__dict__"].__get__(5)
except TypeError as e:
    print("TypeError", e)
s = S()
s.a = 1
print(s.__weakref__, hasattr(s, "__dict__"))
s2 = S2()
s2.b = 2
s2.c = 3
print(s2.__dict__, s2.b)
e = E("m")
e.k = 1
print(e.__dict__, e.__weakref__, str(e))
l = L([1])
l.t = 2
print(l.__dict__, l)
g = G()
print(g.__dict__, g.foo, g.__weakref__)
d = DC(1)
print(asdict(d), [f.name for f in fields(d)], replace(d, b="y"), d.__dict__)
print(list(Col), Col.R.__dict__ == Col.R.__dict__, Col["G"].value)
for c in (DC, Col, NT):
    print(c.__name__, [k for k in vars(c) if k in ("__dict__", "__weakref__")])
print(copy.copy(p).__dict__, copy.deepcopy(q).__dict__)
print([n for n in dir(p) if n in ("__dict__", "__weakref__", "a", "x", "z")])
print(P.__weakref__, P.__dict__["__weakref__"].__name__, P.__dict__["__dict__"].__objclass__)
print(getattr(P, "__dict__") is not None, "__dict__" in P.__dict__, "__weakref__" in Q.__dict__)
class Meta(type):
    pass
class WithMeta(metaclass=Meta):
    pass
print(names(Meta), names(WithMeta))
