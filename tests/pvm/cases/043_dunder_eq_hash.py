# __eq__ and __hash__: dict keys, membership, and hash=None when only __eq__
class Key:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __eq__(self, other):
        if not isinstance(other, Key):
            return NotImplemented
        return (self.a, self.b) == (other.a, other.b)
    def __hash__(self):
        return hash((self.a, self.b))
    def __repr__(self):
        return f"Key({self.a}, {self.b})"
k1, k2, k3 = Key(1, 2), Key(1, 2), Key(2, 1)
print(k1 == k2, k1 == k3, k1 != k2, k1 == (1, 2), hash(k1) == hash(k2))
d = {k1: "first"}
d[k2] = "second"
d[k3] = "third"
print(d, len(d), d[Key(2, 1)])
print(k2 in [k1], Key(1, 2) in d, [k1, k3].index(Key(2, 1)), [k1, k2, k3].count(k1))
class EqOnly:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return isinstance(other, EqOnly) and self.v == other.v
print(EqOnly.__hash__ is None, EqOnly(1) == EqOnly(1))
try:
    {EqOnly(1): 1}
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash(EqOnly(2))
except TypeError as e:
    print(type(e).__name__, e)
class Default:
    pass
x = Default()
print(x == x, x == Default(), x != Default(), {x: 1}[x])
class Always:
    def __eq__(self, other):
        return True
    __hash__ = object.__hash__
a = Always()
print(a == 1, 1 == a, a == None, a != 1, [1, 2].count(a), a in [5])
class Unhashable:
    __hash__ = None
try:
    hash(Unhashable())
except TypeError as e:
    print(type(e).__name__, e)
for bad in ([1], {"a": 1}, bytearray(b"x"), ([1],), Unhashable()):
    try:
        hash(bad)
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        {bad: 1}
    except TypeError as e:
        print("  dict key:", e)
print(hash(1) == hash(1.0) == hash(True), hash(0) == hash(-0.0), hash(10 ** 20) == hash(float(10 ** 20)))
print(hash(42), hash(-1), hash(-2), hash(2 ** 61 - 1), hash(2 ** 61), hash(-(2 ** 64)), hash(0.5))
print(hash((1, 2)) == hash((1, 2)), hash(()) == hash(()), hash((1, (2, 3))) == hash((1, (2, 3))))
print(hash((1, 2)), hash(()), hash((0,)), hash((-1, -2, 3)), hash(1.25), hash(1e100))
d2 = {1: "int"}
d2[1.0] = "float"
d2[True] = "bool"
print(d2)
class SubKey(Key):
    pass
print(SubKey(1, 2) == k1, {k1: 1}.get(SubKey(1, 2)))
