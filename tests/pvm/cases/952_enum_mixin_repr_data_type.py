# enum: the mixed-in type's repr/str/format give way to the enum's unless the class defines them;
# a mixin with only methods is not a data type; dataclass mixins; Flag operators on IntFlag
from dataclasses import dataclass
from enum import Enum, IntFlag


class Describable:
    def describe(self):
        return f"{self.name.lower()}={self.value}"

    def __str__(self):
        return "desc:" + self.name


class Kind(Describable, Enum):
    A = 1
    B = (2, 3)


print(Kind.A, repr(Kind.A), Kind.A.describe(), Kind.B.value, Kind(1), Kind((2, 3)))


class WithInit:
    def __init__(self, *args):
        self.args = args


class Shape(WithInit, Enum):
    X = 1
    Y = (1, 2)


print(repr(Shape.X), Shape.Y.value, Shape.X.args, Shape.Y.args)


class Color(str, Enum):
    RED = "r"
    GREEN = "g"


print(Color.RED, repr(Color.GREEN), f"[{Color.RED}]", format(Color.RED, ">12"), Color.RED == "r", Color.RED.upper())


class Loud(str, Enum):
    HI = "hi"

    def __str__(self):
        return self.value.upper()


print(Loud.HI, f"{Loud.HI}", repr(Loud.HI))


@dataclass
class Info:
    code: str
    weight: int


class Metal(Info, Enum):
    GOLD = "Au", 197
    IRON = "Fe", 56


print(Metal.GOLD, repr(Metal.GOLD), Metal.IRON.weight, Metal.GOLD.value, f"{Metal.IRON}")


class Perm(IntFlag):
    R = 4
    W = 2
    X = 1


print(repr(Perm.R | Perm.W), repr(Perm.R & 6), repr(Perm.R ^ Perm.X), repr(~Perm.R), repr(1 | Perm.W), Perm.R + 1)
