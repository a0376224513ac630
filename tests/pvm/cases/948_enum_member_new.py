# enum: a __new__ in the body creates the members (extra attributes, _value_ chosen there),
# is inherited by subclass enums, and mixin members' values come from the mixin type
from enum import Enum, IntEnum, StrEnum, Flag


class Coin(Enum):
    def __new__(cls, value, label):
        obj = object.__new__(cls)
        obj._value_ = value
        obj.label = label
        return obj

    PENNY = (1, "one cent")
    NICKEL = (5, "five cents")


print(Coin.PENNY, Coin.PENNY.value, Coin.PENNY.label, Coin(5), Coin(5).label, list(Coin))
print(repr(Coin.NICKEL), Coin["PENNY"] is Coin(1), Coin.__new_member__.__name__)
try:
    Coin((1, "one cent"))
except ValueError as e:
    print("ValueError:", e)


class Status(IntEnum):
    def __new__(cls, value, phrase=""):
        obj = int.__new__(cls, value)
        obj._value_ = value
        obj.phrase = phrase
        return obj

    OK = 200, "fine"
    NOT_FOUND = 404, "missing"


print(Status.OK, Status.OK + 1, Status(404).phrase, repr(Status.OK), f"{Status.NOT_FOUND:>5}", Status.OK == 200)


class Labelled(Enum):
    "A base without members: its __new__ makes the members of the enums built on it."

    def __new__(cls, *args):
        obj = object.__new__(cls)
        obj._value_ = len(cls.__members__) + 1
        obj.words = args
        return obj


class Fruit(Labelled):
    APPLE = "red", "round"
    BANANA = "yellow", "long"


print(list(Fruit), Fruit.BANANA.words, Fruit(1), Fruit.APPLE.value)


class Auto(Enum):
    def __new__(cls, doc):
        obj = object.__new__(cls)
        obj.doc = doc
        return obj

    X = "the x"


print(Auto.X.value, Auto.X.doc, Auto("the x"))


class Num(IntEnum):
    ONE = "1"
    TWO = 2.0


class Letter(str, Enum):
    A = 1


print(repr(Num.ONE), repr(Num.TWO), Num(1), repr(Letter.A), Letter("1"))


class Perm(Flag):
    def __new__(cls, bit, label):
        obj = object.__new__(cls)
        obj._value_ = bit
        obj.label = label
        return obj

    R = 4, "read"
    W = 2, "write"


print(Perm.R | Perm.W, Perm.W.label, [p.label for p in Perm])


class Broken(Enum):
    def __new__(cls, value):
        return object.__new__(cls)

    A = 1


print(Broken.A.value)
try:
    class BadInt(IntEnum):
        A = "x"
except ValueError as e:
    print("ValueError:", e)
try:
    class NoValue(int, Enum):
        def __new__(cls, a, b):
            return int.__new__(cls, a)

        A = (1, 2)
except TypeError as e:
    print("TypeError:", e, "| cause:", repr(e.__cause__))
try:
    class Reserved(Enum):
        mro = 1
except ValueError as e:
    print("ValueError:", e)
