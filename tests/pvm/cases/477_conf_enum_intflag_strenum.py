from enum import Enum, IntEnum, IntFlag, StrEnum, Flag, auto, unique

class Perm(IntFlag):
    R = 4
    W = 2
    X = 1
    RWX = 7

class Color(StrEnum):
    RED = auto()
    GREEN = auto()
    DARK_BLUE = "navy"

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 5
    HIGH = 10
    def label(self):
        return self.name.title()

class Status(Enum):
    ACTIVE = 1
    INACTIVE = 0
    def __str__(self):
        return self.name.lower()
    @property
    def flag(self):
        return "+" if self.value else "-"

class Weekday(Flag):
    MON = auto()
    TUE = auto()
    WED = auto()
    THU = auto()
    FRI = auto()
    SAT = auto()
    SUN = auto()
    WEEKEND = SAT | SUN

p = Perm.R | Perm.W
print(p, repr(p), int(p), p & Perm.W, p ^ Perm.RWX, ~Perm.R, Perm(5), Perm.RWX in p, Perm.W in p)
print(list(Perm), list(p), Perm.RWX.name, format(p), f"{p:>4}", p == 6, p + 1, Perm(0), bool(Perm(0)))
print(Color.RED, repr(Color.GREEN), Color.DARK_BLUE, Color("red"), Color.RED == "red", Color.RED.upper(), f"{Color.GREEN}!", len(Color.RED))
print(sorted(Color), [c.value for c in Color], "navy" in [c.value for c in Color], Color.RED + "x")
print(Priority.HIGH > Priority.LOW, Priority.MEDIUM + 1, sorted([Priority.HIGH, 3, Priority.LOW]), Priority(5).label(), f"{Priority.HIGH}")
print(str(Priority.LOW), repr(Priority.LOW), format(Priority.LOW, "03d"), max(Priority), int(Priority.MEDIUM) * 2, Priority["HIGH"])
print(Status.ACTIVE, repr(Status.INACTIVE), f"{Status.ACTIVE}", [s.flag for s in Status], Status(0), str(Status.ACTIVE) == "active")
workdays = Weekday.MON | Weekday.TUE | Weekday.WED | Weekday.THU | Weekday.FRI
print(workdays, Weekday.WEEKEND, Weekday.SAT in Weekday.WEEKEND, len(workdays), [d.name for d in workdays][:2])
print(Weekday(3), repr(~Weekday.WEEKEND), Weekday.MON | Weekday.SUN, bool(workdays & Weekday.WEEKEND))
try:
    Perm("x")
except ValueError as e:
    print("ValueError:", e)
try:
    Priority(2)
except ValueError as e:
    print("ValueError:", e)
try:
    @unique
    class Dup(IntEnum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
print({Priority.LOW: "l"}[1], Priority.LOW in {1: "x"}, hash(Priority.LOW) == hash(1), isinstance(Color.RED, str))
print(Priority.__members__["LOW"], list(Priority.__members__), Perm.__members__.get("RWX"))
