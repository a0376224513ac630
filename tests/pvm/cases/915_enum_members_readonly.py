# Enum members' name and value are read-only with CPython's enum.property
# messages; __members__ and Field.metadata are mappingproxy views.
from dataclasses import dataclass, field, fields
from enum import Enum, IntEnum, Flag, auto


class Color(Enum):
    RED = 1
    GREEN = 2


class Level(IntEnum):
    LOW = auto()
    HIGH = auto()


class Perm(Flag):
    R = auto()
    W = auto()


def attempt(label, fn):
    try:
        fn()
        print(label, "ok")
    except (AttributeError, TypeError) as e:
        print(label, type(e).__name__, e)


attempt("set value", lambda: setattr(Color.RED, "value", 5))
attempt("set name", lambda: setattr(Color.RED, "name", "BLUE"))
attempt("del value", lambda: delattr(Color.GREEN, "value"))
attempt("del name", lambda: delattr(Color.GREEN, "name"))
attempt("int enum", lambda: setattr(Level.LOW, "value", 9))
attempt("flag", lambda: setattr(Perm.R, "name", "X"))
attempt("reassign", lambda: setattr(Color, "RED", 3))
attempt("other attr", lambda: setattr(Color.RED, "note", "warm"))
print(Color.RED.value, Color.RED.name, Color.RED.note, Level.LOW.value)

members = Color.__members__
print(repr(members))
print(members, len(members), list(members), members["GREEN"], "RED" in members)
print(list(members.items()), dict(members) == {"RED": Color.RED, "GREEN": Color.GREEN})
print([repr(m) for m in Level.__members__.values()], repr(Perm.__members__))
attempt("members item", lambda: members.__setitem__("BLUE", 3))
print(type(members).__name__, members.get("BLUE", "none"))


@dataclass
class Reading:
    value: float = field(default=0.0, metadata={"unit": "m", "max": 10})
    label: str = ""


v, lab = fields(Reading)
print(v.metadata, repr(v.metadata), v.metadata["unit"], len(v.metadata), sorted(v.metadata))
print(repr(lab.metadata), len(lab.metadata), lab.metadata.get("unit"))
attempt("metadata item", lambda: v.metadata.__setitem__("unit", "cm"))
for f in fields(Reading):
    print(f.name, dict(f.metadata), f.metadata.get("unit", "-"))


# Keyword names unpacked from a dict may be str subclasses.
class Key(str):
    pass


def point(x, y=0, **rest):
    return (x, y, sorted(rest.items()))


print(point(**{Key("x"): 1, Key("y"): 2}))
print(point(**{Key("x"): 1, "z": 3}))
print(dict(**{Key("a"): 1}))
try:
    point(**{1: 2})
except TypeError as e:
    print("TypeError", e)
