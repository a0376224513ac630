# Flag boundaries: STRICT refuses unknown bits, CONFORM drops them, EJECT
# returns a plain int, KEEP keeps them (negative values included).
from enum import Flag, IntFlag, STRICT, CONFORM, EJECT, KEEP, auto

class Strict(Flag, boundary=STRICT):
    R = auto()
    W = auto()

class Conform(Flag, boundary=CONFORM):
    R = auto()
    W = auto()

class Eject(Flag, boundary=EJECT):
    R = auto()
    W = auto()

class Keep(Flag, boundary=KEEP):
    R = auto()
    W = auto()

class Perm(IntFlag):
    R = 4
    W = 2
    X = 1

try:
    Strict(5)
except ValueError as e:
    print("ValueError:", e)
print(Conform(7), repr(Conform(7)), Conform(4), repr(Conform(4)))
for v in (5, 3, 8):
    r = Eject(v)
    print(v, type(r).__name__, r)
print(repr(Keep(7)), repr(Keep(-1)), repr(Keep(-9)), repr(~Keep.R))
print(repr(Perm(-1)), repr(Perm(9)), Perm(9), repr(~Perm.R), Perm.R | 8, repr(Perm.R | 8))
print(Strict._boundary_, Perm._boundary_, Eject._boundary_.name)
print([m.name for m in Keep], list(Perm(7)), Perm(6) & Perm.W, bool(Perm(0)))
