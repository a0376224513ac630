from enum import Enum, IntEnum, Flag, IntFlag, auto, unique
class Status(Enum):
    PENDING = 'pending'
    ACTIVE = 'active'
    DONE = 'done'
    @property
    def is_final(self):
        return self is Status.DONE
    @classmethod
    def parse(cls, s):
        try:
            return cls(s.lower())
        except ValueError:
            return cls.PENDING
    def __str__(self):
        return self.value.upper()
print(Status.parse('ACTIVE'), Status.parse('x'), [s.is_final for s in Status], str(Status.DONE), repr(Status.DONE), f'{Status.ACTIVE}', Status.DONE.name)
print(Status('done') is Status.DONE, Status['ACTIVE'], list(Status.__members__), len(Status), Status.DONE in Status)
class Prio(IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10
print(Prio.LOW < Prio.HIGH, Prio.MID + 1, sorted([Prio.HIGH, Prio.LOW, 3]), Prio(5), int(Prio.HIGH), Prio.HIGH == 10, f'{Prio.MID}', str(Prio.MID), repr(Prio.MID), format(Prio.LOW, '03d'))
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
rw = Perm.R | Perm.W
print(rw, repr(rw), rw is Perm.RW, Perm.R in rw, Perm.X in rw, list(Perm), list(rw) if hasattr(rw, '__iter__') else '', bool(Perm(0)), Perm(0), ~Perm.R, rw & Perm.W, rw ^ Perm.R, [p.value for p in Perm])
class Bits(IntFlag):
    A = 1
    B = 2
    C = 4
print(Bits.A | 8, Bits(3), Bits.A | Bits.C, int(Bits.B | Bits.C), Bits(7) & 5, repr(Bits(0)), Bits.A + 1)
class Color(Enum):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    def next(self):
        members = list(type(self))
        return members[(members.index(self) + 1) % len(members)]
print(Color.RED.value, Color.BLUE.next(), [c.name for c in Color], Color.GREEN.next().next())
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print('ValueError', e)
try:
    Status.DONE = 'x'
except AttributeError as e:
    print('AttributeError', e)
try:
    Color['PURPLE']
except KeyError as e:
    print('KeyError', e)
try:
    Prio(7)
except ValueError as e:
    print('ValueError', e)
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
for pl in Planet:
    print(pl.name, pl.value, f'{pl.gravity:.2f}')
print({Status.DONE: 1, Status.ACTIVE: 2}[Status('done')], Status.DONE == 'done', Prio.LOW == 1, hash(Prio.LOW) == hash(1))
match Status.parse('done'):
    case Status.DONE:
        print('matched DONE')
    case _:
        print('other')
