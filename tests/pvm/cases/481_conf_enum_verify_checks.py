from enum import Enum, Flag, IntEnum, member, nonmember, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, EnumCheck
class C(Enum):
    A = 1
    B = 2
    helper = nonmember(5)
print(list(C), C.helper)
@verify(UNIQUE, CONTINUOUS)
class D(IntEnum):
    X = 1
    Y = 2
print(D.X, list(EnumCheck), repr(UNIQUE), str(CONTINUOUS))
for body in ["A = 1\n    C = 3\n    E = 6", "A = 1\n    B = 1\n    C = 2"]:
    try:

        if "B = 1" in body:
            @verify(UNIQUE)
            class E(Enum):
                A = 1
                B = 1
                C = 2
        else:
            @verify(CONTINUOUS)
            class E(Enum):
                A = 1
                C = 3
                E = 6
    except ValueError as e:
        print("ValueError:", e)
try:
    @verify(CONTINUOUS)
    class F(Flag):
        A = 1
        D = 8
except ValueError as e:
    print("ValueError:", e)
try:
    @verify(NAMED_FLAGS)
    class G(Flag):
        R = 1
        W = 2
        ALL = 7
except ValueError as e:
    print("ValueError:", e)
class Shape(Enum):
    SQUARE = 4
    TRIANGLE = 3
    CIRCLE = 0
    def describe(self):
        return f"{self.name.title()} with {self.value} corners"
    @classmethod
    def from_corners(cls, n):
        return cls(n)
print([s.describe() for s in Shape], Shape.from_corners(3))
@verify(UNIQUE)
class Ok(Enum):
    ONE = 1
    TWO = 2
print(list(Ok), Ok.__members__ == {"ONE": Ok.ONE, "TWO": Ok.TWO})
