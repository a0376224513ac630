# Dataclass comparisons and hashes compare tuples of the fields (with 0, 1
# and several fields), honour compare=False, keep tuple identity semantics
# (a NaN field equals itself), and return NotImplemented across classes.
# operator.attrgetter at one call site sees instances of several classes.
import operator
from dataclasses import dataclass, field


@dataclass(order=True, frozen=True)
class One:
    x: float


@dataclass(order=True)
class Two:
    a: int
    b: str = field(compare=False)
    c: tuple = ()


@dataclass(eq=True, frozen=True)
class Empty:
    pass


nan = float("nan")
o = One(nan)
print(o == o, o <= o, o < o, One(1.0) < One(2.0), One(2.0) >= One(2.0))
print(Two(1, "z") < Two(1, "a", (0,)), Two(1, "z") == Two(1, "y"), Two(2, "a") > Two(1, "b"))
print(sorted([Two(3, "c"), Two(1, "a"), Two(2, "b"), Two(1, "b", (1,))]))
print(Empty() == Empty(), hash(Empty()) == hash(()), hash(One(1.5)) == hash((1.5,)))
print(Two(1, "a").__eq__(One(1.0)), Two(1, "a").__lt__(5))
try:
    Two(1, "a") < One(1.0)
except TypeError as e:
    print("TypeError:", e)


class P:
    def __init__(self, v):
        self.v = v


class Q:
    v = "class attribute"


class R:
    @property
    def v(self):
        return "property"


get = operator.attrgetter("v")
get2 = operator.attrgetter("v", "v")
print([get(x) for x in (P(1), Q(), R(), P(2), Q())], get2(P(3)))
deep = operator.attrgetter("v.v")
print(deep(P(P("inner"))))
try:
    get(object())
except AttributeError as e:
    print("AttributeError:", e)
