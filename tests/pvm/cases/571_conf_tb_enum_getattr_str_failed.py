# EnumType.__getattr__ (3.11) and a traceback whose exception str() fails.
from enum import Enum, IntEnum, Flag
class C(Enum):
    A = 1
    def m(self): return "m"
for f in [lambda: C.B, lambda: C.A.nope, lambda: C.__nope__, lambda: IntEnum.X, lambda: getattr(C, "Z"), lambda: C.A.B if False else C.m(C.A)]:
    try: print(f())
    except AttributeError as e: print("AE", repr(e), e.args)
print(hasattr(C, "A"), hasattr(C, "Q"), getattr(C, "Q", "dflt"))
class E(Exception):
    def __str__(self): raise RuntimeError("bad str")
try: print(str(E("x")))
except RuntimeError as r: print("RE", r)
print(repr(E("x")))
class P(Flag):
    R = 1
print(P.R, getattr(P, "W", None))
for _ in range(14): print(_ * 2, end=" ")
print()
raise E("x")
