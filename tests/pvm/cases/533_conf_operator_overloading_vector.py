import math
class Vec:
    __slots__ = ('x', 'y')
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y
    def __repr__(self):
        return f'Vec({self.x!r}, {self.y!r})'
    def __str__(self):
        return f'({self.x}, {self.y})'
    def __format__(self, spec):
        if not spec:
            return str(self)
        return f'({self.x:{spec}}, {self.y:{spec}})'
    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(self.x + o.x, self.y + o.y)
        return NotImplemented
    def __sub__(self, o):
        return self + (-o) if isinstance(o, Vec) else NotImplemented
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __pos__(self):
        return self
    def __abs__(self):
        return math.hypot(self.x, self.y)
    def __mul__(self, k):
        if isinstance(k, Vec):
            return self.x * k.x + self.y * k.y
        if isinstance(k, (int, float)):
            return Vec(self.x * k, self.y * k)
        return NotImplemented
    __rmul__ = __mul__
    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)
    def __floordiv__(self, k):
        return Vec(self.x // k, self.y // k)
    def __matmul__(self, o):
        return self.x * o.y - self.y * o.x
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
    def __round__(self, n=None):
        return Vec(round(self.x, n), round(self.y, n))
    def __lt__(self, o):
        return abs(self) < abs(o)
a, b = Vec(3, 4), Vec(1, -2)
print(a + b, a - b, -a, +a, abs(a), a * 2, 2 * a, a * b, a @ b, a / 2, a // 2)
print(repr(a), str(a), f'{a}', f'{a:.2f}', f'{a!r}', format(a, '>4'), '%s %r' % (a, a))
print(a == Vec(3, 4), a != b, a == (3, 4), bool(Vec()), bool(a), list(a), a[1], a[-1], tuple(a), dict([a]))
print(round(Vec(1.26, 2.5), 1), round(Vec(1.5, 2.5)), sorted([a, b, Vec(0, 1)]), max(a, b), {a: 'a', Vec(3, 4): 'same'})
x, y = a
print(x, y, Vec(*b), [v for v in b], sum(a), 3 in a)
for bad in [lambda: a + 1, lambda: a * 'x', lambda: 1 - a, lambda: a < 3, lambda: a ** 2, lambda: a % 2]:
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)
acc = Vec()
for v in [a, b, a]:
    acc += v
print(acc, acc * 0.5, acc / 4, Vec(1, 1) * 3.0)
try:
    a.z = 1
except AttributeError as e:
    print('AttributeError', e)
