from dataclasses import dataclass
from enum import Enum
from collections import namedtuple, OrderedDict, deque, defaultdict

@dataclass
class Point:
    x: int
    y: int

@dataclass
class Circle:
    center: Point
    r: float

class Color(Enum):
    RED = 1
    GREEN = 2

Pair = namedtuple("Pair", "a b")

def describe(obj):
    match obj:
        case None:
            return "none"
        case True | False as b:
            return f"bool {b}"
        case 0:
            return "zero"
        case int(n) if n < 0:
            return f"negative {n}"
        case int() | float() as num:
            return f"number {num!r}"
        case "":
            return "empty string"
        case str(s) if len(s) == 1:
            return f"char {s}"
        case str():
            return f"string {obj}"
        case []:
            return "empty list"
        case [x]:
            return f"singleton {x}"
        case [1, 2, *rest]:
            return f"starts 1,2 rest={rest}"
        case [first, *_, last]:
            return f"first={first} last={last}"
        case (a, b) if False:
            return "never"
        case {"type": "user", "name": str(name), **extra}:
            return f"user {name} extra={extra}"
        case {"type": t}:
            return f"typed {t}"
        case {}:
            return "some mapping"
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=yy) | Point(x=yy, y=0):
            return f"on axis at {yy}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return f"point {obj}"
        case Circle(Point(x=cx, y=cy), r=radius):
            return f"circle at ({cx},{cy}) r={radius}"
        case Color.RED:
            return "red!"
        case Color():
            return f"color {obj.name}"
        case Pair(a, b):
            return f"pair {a}/{b}"
        case _:
            return f"unknown {type(obj).__name__}"

tests = [None, True, False, 0, -5, 7, 2.5, "", "x", "hello", [], [9], [1, 2, 3, 4], [1, 2], (5, 6, 7),
         {"type": "user", "name": "ann", "age": 3}, {"type": "admin"}, {"k": 1}, OrderedDict(type="od"),
         Point(0, 0), Point(0, 4), Point(3, 0), Point(2, 2), Point(1, 5), Circle(Point(1, 2), 3.0),
         Color.RED, Color.GREEN, Pair(1, 2), range(3), deque([4, 5]), "ab", b"xy", defaultdict(int)]
for t in tests:
    print(repr(t), "->", describe(t))

def command(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case ["go", _]:
            return "bad direction"
        case ["take", *items] if items:
            return "taking " + ", ".join(items)
        case ["quit" | "exit"]:
            return "bye"
        case _:
            return f"unknown command {cmd!r}"
for c in ["go north", "go up", "take sword shield", "take", "quit", "exit", "dance"]:
    print(command(c))

def area(shape):
    match shape:
        case {"kind": "rect", "w": w, "h": h}:
            return w * h
        case {"kind": "circle", "r": r}:
            return round(3.14159 * r * r, 2)
    return None
print(area({"kind": "rect", "w": 2, "h": 5}), area({"kind": "circle", "r": 1}), area({"kind": "tri"}))
x = 5
match x:
    case 1:
        print("one")
    case other:
        print("other", other)
print(other)
