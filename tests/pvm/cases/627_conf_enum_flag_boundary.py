# enum.FlagBoundary is a StrEnum (STRICT/CONFORM/EJECT/KEEP are its members),
# Flag._missing_ applies the boundary to the value as given (negative ones
# too) and refuses an unknown boundary, and a ReprEnum needs a data type.
from enum import Flag, IntFlag, StrEnum, ReprEnum, FlagBoundary, STRICT, CONFORM, EJECT, KEEP

print(list(FlagBoundary), FlagBoundary("eject"), FlagBoundary.KEEP is KEEP)
print(isinstance(STRICT, StrEnum), STRICT == "strict", str(CONFORM), f"{EJECT}", repr(KEEP))
print(Flag._boundary_, IntFlag._boundary_)


def make(base, boundary):
    class Perm(base, boundary=boundary):
        READ = 1
        WRITE = 2
        ADMIN = 8
    return Perm


for base in (Flag, IntFlag):
    for boundary in FlagBoundary:
        P = make(base, boundary)
        row = []
        for v in (3, 4, 11, 16, -1, -2, -16, -17):
            try:
                row.append(f"{v}:{P(v)!r}")
            except ValueError as e:
                row.append(f"{v}:ValueError({str(e).splitlines()[0]})")
        print(f"{base.__name__:<7} {boundary.name:<7}", " ".join(row))
        try:
            print("   ~READ", repr(~P.READ), "~0", repr(~P(0)))
        except ValueError as e:
            print("   ValueError", e)


class Loose(Flag, boundary="conform"):
    A = 1
    B = 2


for v in (3, 4):
    try:
        print(v, repr(Loose(v)))
    except ValueError as e:
        print(v, "ValueError:", e)

try:
    class Plain(ReprEnum):
        X = 1
except TypeError as e:
    print("TypeError:", e)


class Ratio(float, ReprEnum):
    HALF = 0.5
    THIRD = 1 / 3


print(str(Ratio.HALF), repr(Ratio.HALF), f"{Ratio.THIRD:.3f}", Ratio.HALF * 4, format(Ratio.HALF))


class Mode(IntFlag):
    R = 4
    W = 2
    X = 1


print([repr(Mode(v)) for v in (-1, -8, 7, 9)], Mode(-8) is Mode(0), repr(~Mode.R))
