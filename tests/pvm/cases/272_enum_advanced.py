# IntEnum, Flag, IntFlag, StrEnum, unique, functional API
from enum import Enum, IntEnum, Flag, IntFlag, auto, unique
class Priority(IntEnum):
    LOW = 1
    MEDIUM = 5
    HIGH = 10
print(Priority.LOW < Priority.HIGH, Priority.MEDIUM == 5, Priority.HIGH + 1, sorted([Priority.HIGH, Priority.LOW, 3]))
print(repr(Priority.LOW), str(Priority.LOW), f"{Priority.MEDIUM}", int(Priority.HIGH), Priority(5), [p.name for p in Priority])
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, rw & Perm.W, bool(rw & Perm.X), [p.name for p in Perm])
print(Perm(3), Perm(0), bool(Perm(0)), ~Perm.R, Perm.R.value, Perm.X.value, rw.value)
class Mode(IntFlag):
    A = 1
    B = 2
    C = 4
m = Mode.A | Mode.C
print(m, repr(m), m == 5, m | 2, int(m), Mode(7), Mode.B in Mode(6))
try:
    @unique
    class Dup(Enum):
        ONE = 1
        UNO = 1
except ValueError as e:
    print(type(e).__name__, e)
Animal = Enum("Animal", "CAT DOG BIRD")
print(list(Animal), Animal.DOG.value, Animal(3))
Fruit = Enum("Fruit", [("APPLE", "a"), ("PEAR", "p")])
print(Fruit("p"), Fruit.APPLE.value)
class Ordered(Enum):
    FIRST = 1
    SECOND = 2
    def __lt__(self, other):
        if self.__class__ is other.__class__:
            return self.value < other.value
        return NotImplemented
print(sorted([Ordered.SECOND, Ordered.FIRST]), max(Ordered))
try:
    Priority(7)
except ValueError as e:
    print(type(e).__name__, e)
try:
    class Extend(Priority):
        EXTRA = 20
except TypeError as e:
    print(type(e).__name__, e)
class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    DONE = auto()
    def next(self):
        members = list(State)
        return members[(members.index(self) + 1) % len(members)]
s = State.IDLE
seq = []
for _ in range(5):
    seq.append(s.name)
    s = s.next()
print(seq)
print(Perm.R | Perm.W | Perm.X, Perm(7).name if hasattr(Perm(7), "name") else "", len(Perm), list(Perm(5)))
