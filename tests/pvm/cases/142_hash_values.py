# deterministic hash() values for ints, floats and tuples of them
ints = [0, 1, -1, -2, 2, 100, -100, 2 ** 31, 2 ** 61 - 2, 2 ** 61 - 1, 2 ** 61, 2 ** 62, -(2 ** 61), 2 ** 64 + 5, 10 ** 30, -(10 ** 30)]
for i in ints:
    print(i, hash(i))
floats = [0.0, -0.0, 0.5, -0.5, 1.5, 0.1, 1e-10, 1e10, 1e100, 3.141592653589793, 2.0 ** 61, 1e308, -2.5, 5e-324]
for f in floats:
    print(repr(f), hash(f))
print(hash(float("inf")), hash(float("-inf")), hash(True), hash(False), hash(None) == hash(None))
tuples = [(), (0,), (1,), (1, 2), (2, 1), (1, 2, 3), (-1,), ((1, 2), 3), (1, (2, 3)), (0.5, 1), (True, False), (10 ** 20, -5)]
for t in tuples:
    print(t, hash(t))
print(hash(1) == hash(1.0) == hash(True), hash(2 ** 61 - 1) == hash(0), hash(-1) == hash(-2))
print(hash((1, 2)) == hash((1.0, 2.0)), hash(range(3)) == hash(range(0, 3, 1)))
print(all(isinstance(hash(x), int) for x in ints + floats))
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __hash__(self):
        return hash((self.x, self.y))
    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)
print(hash(Point(1, 2)) == hash((1, 2)), hash(Point(1, 2)))
class Big:
    def __hash__(self):
        return 2 ** 100
class Neg:
    def __hash__(self):
        return -1
print(hash(Big()), hash(Neg()))
class BadHash:
    def __hash__(self):
        return "str"
try:
    hash(BadHash())
except TypeError as e:
    print(type(e).__name__, e)
