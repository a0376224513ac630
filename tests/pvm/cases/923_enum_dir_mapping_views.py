# dir() of Enum classes and members lists what CPython's EnumType.__dir__
# and Enum.__dir__ do (members, public methods, name/value, not the other
# members); collections.abc key and item views have isdisjoint.
from collections import ChainMap, UserDict
from collections.abc import ItemsView, KeysView, Mapping
from enum import Enum, Flag, IntEnum, StrEnum, auto


class Color(Enum):
    RED = 1
    GREEN = 2

    def describe(self):
        return "%s=%s" % (self.name, self.value)

    @property
    def label(self):
        return self.name.title()

    @classmethod
    def parse(cls, text):
        return cls[text.upper()]


class Level(IntEnum):
    LOW = 1
    HIGH = 2

    def bump(self):
        return Level(min(self + 1, 2))


class Perm(Flag):
    R = auto()
    W = auto()


class Mode(StrEnum):
    FAST = auto()


def public(obj):
    return [n for n in dir(obj) if not n.startswith("_")]


red = Color.RED
red.note = "warm"
print(dir(Color))
print(dir(red))
print(dir(Color.GREEN))
print(dir(Perm), dir(Perm.R))
print(public(Level), public(Level.LOW))
print(public(Mode), "FAST" in dir(Mode.FAST), "upper" in dir(Mode.FAST))
print([n for n in dir(Color) if n.isupper()], Color.parse("green"), red.describe(), red.label)


class Registry(Mapping):
    def __init__(self, **entries):
        self._entries = entries

    def __getitem__(self, key):
        return self._entries[key]

    def __iter__(self):
        return iter(self._entries)

    def __len__(self):
        return len(self._entries)


reg = Registry(alpha=1, beta=2)
print(reg.keys().isdisjoint(["gamma"]), reg.keys().isdisjoint(("beta", "x")))
print(reg.items().isdisjoint([("alpha", 2)]), reg.items().isdisjoint([("alpha", 1)]))
print(KeysView(reg).isdisjoint(""), ItemsView(reg).isdisjoint([]))
print(ChainMap({"a": 1}).keys().isdisjoint("b"), UserDict(k=0).keys().isdisjoint({"k": 1}))
print(public(KeysView(reg)), public(ItemsView(reg)))
