from enum import Enum, IntEnum, Flag, IntFlag, auto, unique

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

class Status(IntEnum):
    OK = 200
    NOT_FOUND = 404
    ERROR = 500

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W

class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
    def describe(self):
        return f"{self.name.lower()}#{self.value}"

print(Color.RED, repr(Color.RED), Color(2), Color["BLUE"])
print(list(Color), len(Color))
print(Color.RED.name, Color.RED.value, Color.RED is Color(1))
print(Status.OK == 200, Status.NOT_FOUND + 1, Status(500), repr(Status.OK))
print(sorted([Status.ERROR, Status.OK, Status.NOT_FOUND]))
print(f"{Status.OK}", str(Status.OK), format(Status.OK, "d"))
print(Perm.R | Perm.W, Perm.RW, Perm.R in Perm.RW, Perm.X in Perm.RW)
print(repr(Perm.R | Perm.X), bool(Perm(0)), Perm(0))
print(Shape.CIRCLE.describe(), Shape.SQUARE.value)
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError:", e)
for m in Status:
    print(m.name, m.value, isinstance(m, int))
print({c: c.value for c in Color})
print(Color.RED == 1, Color.RED == Color.RED, Color.RED != Color.BLUE)
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
print(Planet.EARTH.mass, round(Planet.EARTH.gravity, 3), Planet.MERCURY.value)
@unique
class U(Enum):
    A = 1
    B = 2
try:
    @unique
    class D(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
class Alias(Enum):
    A = 1
    B = 1
print(Alias.B, Alias.B is Alias.A, list(Alias), Alias.__members__.keys())
class P(IntFlag):
    R = 4
    W = 2
    X = 1
print(P.R | P.W, int(P.R | P.X), P(7), P.R & 6)
print(Color.__members__)
print(type(Color.RED).__name__, isinstance(Color.RED, Color))
