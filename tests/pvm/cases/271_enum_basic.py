# enum.Enum: members, values, lookup, iteration, identity, errors
from enum import Enum, auto
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, type(Color.RED).__name__)
print(Color(2), Color["BLUE"], list(Color), len(Color), [c.name for c in Color])
print(Color.RED is Color(1), Color.RED == 1, Color.RED == Color.RED, Color.RED != Color.GREEN, isinstance(Color.RED, Color))
print(Color.RED in Color, hash(Color.RED) == hash(Color.RED), {Color.RED: "r"}[Color(1)])
try:
    Color(7)
except ValueError as e:
    print(type(e).__name__, e)
try:
    Color["PURPLE"]
except KeyError as e:
    print(type(e).__name__, e)
try:
    Color.RED < Color.GREEN
except TypeError as e:
    print(type(e).__name__, e)
try:
    Color.RED = 5
except AttributeError as e:
    print(type(e).__name__, e)
class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
    ALIAS = "active"
print(list(Status), Status.ALIAS, Status.ALIAS is Status.ACTIVE, Status("active"), list(Status.__members__))
class Auto(Enum):
    A = auto()
    B = auto()
    C = auto()
print([(m.name, m.value) for m in Auto])
class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
    def describe(self):
        return f"{self.name.title()} g={self.gravity:.2f}"
print([p.describe() for p in Planet], Planet.EARTH.value)
class Shape(Enum):
    SQUARE = 4
    TRIANGLE = 3
    @classmethod
    def from_sides(cls, n):
        return cls(n)
print(Shape.from_sides(3), Shape.SQUARE.value * 2, f"{Shape.SQUARE}", str(Shape.TRIANGLE), format(Shape.SQUARE))
def handle(status):
    if status is Status.ACTIVE:
        return "go"
    return "stop"
print(handle(Status.ACTIVE), handle(Status.INACTIVE), sorted(Color, key=lambda c: -c.value))
print(Color.__members__["GREEN"], Color.RED.__class__ is Color, type(Color).__name__)
