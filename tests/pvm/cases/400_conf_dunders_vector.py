class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"
    def __add__(self, o):
        if not isinstance(o, Vec):
            return NotImplemented
        return Vec(self.x + o.x, self.y + o.y)
    def __radd__(self, o):
        if o == 0:
            return self
        return NotImplemented
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __bool__(self):
        return bool(self.x or self.y)
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __format__(self, spec):
        return f"<{format(self.x, spec)}, {format(self.y, spec)}>"

a = Vec(1, 2)
b = Vec(3.5, -1)
print(a + b, a * 3, 2 * a, -a, abs(Vec(3, 4)))
print(sum([a, b, Vec(0, 0)]))
print(a == Vec(1, 2), a != Vec(1, 2), a == (1, 2))
print(bool(Vec(0, 0)), bool(a))
x, y = b
print(x, y, list(a), a[1], a[-1])
print(f"{b:.2f}", format(a, "05d"))
d = {a: "a", Vec(1, 2): "again"}
print(d)
try:
    a + 1
except TypeError as e:
    print("TypeError:", e)
try:
    a.z = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    1 - a
except TypeError as e:
    print("TypeError:", e)
try:
    a < b
except TypeError as e:
    print("TypeError:", e)
print(hash(Vec(1, 2)) == hash((1, 2)))
class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def __matmul__(self, other):
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])
    def __repr__(self):
        return "Matrix(%r)" % (self.rows,)
    def __len__(self):
        return len(self.rows)
    def __contains__(self, v):
        return any(v in r for r in self.rows)
m = Matrix([[1, 2], [3, 4]])
print(m @ m, len(m), 4 in m, 5 in m)
m2 = m
m2 @= m
print(m2)
class Counter:
    def __init__(self):
        self.n = 0
    def __call__(self, step=1):
        self.n += step
        return self.n
c = Counter()
c(); c(5)
print(c.n, callable(c), callable(a))
