# ChainMap, deque extras, typing.NamedTuple/TypedDict/NewType, StrEnum and Flag corners
from collections import ChainMap, deque, namedtuple, Counter, OrderedDict, defaultdict
from typing import NamedTuple, TypedDict, NewType, Optional, Union, List, Dict, Callable, cast
from enum import Enum, StrEnum, IntFlag, Flag, auto
defaults = {"color": "red", "user": "guest"}
cm = ChainMap({}, defaults)
cm["user"] = "ann"
print(cm["user"], cm["color"], len(cm), sorted(cm), "color" in cm, cm.get("x", 0), cm.maps[0])
child = cm.new_child({"color": "blue"})
print(child["color"], child.parents["color"], list(child.items()))
try:
    del cm["color"]
except KeyError as e:
    print(type(e).__name__, e)
d = deque(range(5), maxlen=5)
d.rotate(-2)
d.extendleft("ab")
print(d, d.maxlen, d.index(4), d.count("a"), list(reversed(d)), d * 0, 2 * deque([1]))
d2 = d.copy()
d2 += [9]
print(d2, d == d2, d < d2, len(d2), bool(deque()))
it = iter(d2)
next(it)
d2.append(0)
try:
    next(it)
except RuntimeError as e:
    print(type(e).__name__, e)
class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    def label(self):
        return self.name + "@" + self.dept
e = Employee("ann")
print(e, e.label(), e._replace(dept="ops"), Employee._fields, Employee._field_defaults, isinstance(e, tuple))
Pair = NamedTuple("Pair", [("a", int), ("b", int)])
print(Pair(1, 2), Pair(1, 2).b)
class Movie(TypedDict):
    title: str
    year: int
m = Movie(title="x", year=1999)
print(m, type(m).__name__, Movie.__annotations__)
UserId = NewType("UserId", int)
print(UserId(5), cast(str, 5), Optional[int], Union[int, str], List[int], Dict[str, Callable[[int], str]])
class Color(StrEnum):
    RED = auto()
    GREEN = "g"
print(Color.RED, repr(Color.GREEN), Color.RED == "red", Color("g"), f"{Color.RED:>5}|", Color.RED.upper())
class Bits(IntFlag):
    A = 1
    B = 2
print(Bits.A | Bits.B, repr(Bits(8)), ~Bits.A, Bits.A + 1, list(Bits(3)))
class Shape(Flag):
    CIRCLE = auto()
    SQUARE = auto()
    BOTH = CIRCLE | SQUARE
print(Shape.BOTH, list(Shape), Shape.CIRCLE in Shape.BOTH, len(Shape.BOTH), Shape(3) is Shape.BOTH)
print(Counter("abc") == Counter("cba"), OrderedDict(a=1) == OrderedDict(a=1), defaultdict(int, a=1) == {"a": 1})
