# enum.StrEnum members must be strs (CPython's StrEnum.__new__ and its errors); auto() gives the lowered name
from enum import StrEnum, auto


class Color(StrEnum):
    RED = auto()
    DARK_BLUE = auto()
    GREEN = "verde"


print(list(Color), Color.RED.upper(), Color("verde"), Color.DARK_BLUE == "dark_blue", f"{Color.RED}!", Color.GREEN._value_)
for values in ((1,), ("ok", 2), ("ok", "utf-8", 3), ("a", "b", "c", "d"), (b"caf\xc3\xa9", "utf-8")):
    try:
        class Tmp(StrEnum):
            A = values if len(values) > 1 else values[0]
        print("made", repr(Tmp.A), Tmp.A.value)
    except TypeError as e:
        print("TypeError:", e)
print(Color.__new__ is StrEnum.__new__, Color.RED is Color("red"))
try:
    Color("blue")
except ValueError as e:
    print("ValueError:", e)
