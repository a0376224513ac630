# dataclasses: generated __init__, __repr__, __eq__, defaults, field(default_factory)
from dataclasses import dataclass, field, fields, asdict, astuple, replace
@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1)
print(p, Point(1, 2), p == Point(1, 0), p == Point(2), p != Point(1, 0), Point(y=5, x=3))
print([f.name for f in fields(Point)], [f.default for f in fields(Point)][1:], Point.__annotations__)
@dataclass
class Inventory:
    name: str
    items: list = field(default_factory=list)
    count: int = field(default=0, repr=False)
    tags: dict = field(default_factory=dict, compare=False)
a = Inventory("a")
b = Inventory("b")
a.items.append("x")
print(a, b, a.count, a.items is not b.items)
print(Inventory("z", ["i"], 1, {"t": 1}) == Inventory("z", ["i"], 1, {"other": 2}))
print(asdict(a), astuple(a), replace(a, name="a2"), a.name)
@dataclass
class Line:
    start: Point
    end: Point
ln = Line(Point(0, 0), Point(3, 4))
print(ln, asdict(ln), astuple(ln))
try:
    Point()
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class BadOrder:
        a: int = 1
        b: int
except TypeError as e:
    print(type(e).__name__, e)
@dataclass
class WithPost:
    w: float
    h: float
    area: float = field(init=False)
    def __post_init__(self):
        self.area = self.w * self.h
print(WithPost(2, 3.5), WithPost(1, 1).area)
@dataclass
class Base:
    a: int
    b: str = "b"
@dataclass
class Child(Base):
    c: float = 1.5
print(Child(1), Child(1, "x", 2.5), [f.name for f in fields(Child)])
print(Point.__eq__(Point(1, 1), (1, 1)), Point(1, 1) == (1, 1))
try:
    hash(Point(1, 2))
except TypeError as e:
    print(type(e).__name__, e)
print(replace(Point(1, 2), y=9))
try:
    replace(Point(1, 2), z=3)
except TypeError as e:
    print(type(e).__name__, e)
