# arithmetic dunders, reflected operands and NotImplemented dispatch
class Vec:
    def __init__(self, *c):
        self.c = tuple(c)
    def __repr__(self):
        return "Vec" + repr(self.c)
    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(*(a + b for a, b in zip(self.c, o.c)))
        return NotImplemented
    def __sub__(self, o):
        return Vec(*(a - b for a, b in zip(self.c, o.c)))
    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vec(*(a * k for a in self.c))
        if isinstance(k, Vec):
            return sum(a * b for a, b in zip(self.c, k.c))
        return NotImplemented
    def __rmul__(self, k):
        return self * k
    def __truediv__(self, k):
        return Vec(*(a / k for a in self.c))
    def __floordiv__(self, k):
        return Vec(*(a // k for a in self.c))
    def __mod__(self, k):
        return Vec(*(a % k for a in self.c))
    def __pow__(self, k):
        return Vec(*(a ** k for a in self.c))
    def __neg__(self):
        return Vec(*(-a for a in self.c))
    def __pos__(self):
        return Vec(*(+a for a in self.c))
    def __abs__(self):
        return sum(a * a for a in self.c) ** 0.5
    def __matmul__(self, o):
        return ("matmul", self.c, o.c)
    def __eq__(self, o):
        return isinstance(o, Vec) and self.c == o.c
v, w = Vec(1, 2, 3), Vec(4, 5, 6)
print(v + w, v - w, v * 2, 3 * v, v * w, v / 2, w // 4, w % 4, v ** 2)
print(-v, +v, abs(Vec(3, 4)), v @ w, v == Vec(1, 2, 3), v != w)
for bad in (lambda: v + 1, lambda: 1 + v, lambda: v * "s", lambda: v & w, lambda: v < w, lambda: ~v):
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
class Num:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"Num({self.v})"
    def __radd__(self, o):
        return Num(o + self.v)
    def __rsub__(self, o):
        return Num(o - self.v)
    def __rtruediv__(self, o):
        return Num(o / self.v)
    def __rpow__(self, o):
        return Num(o ** self.v)
    def __rfloordiv__(self, o):
        return Num(o // self.v)
    def __rmod__(self, o):
        return Num(o % self.v)
    def __rlshift__(self, o):
        return Num(o << self.v)
    def __rand__(self, o):
        return Num(o & self.v)
    def __ror__(self, o):
        return Num(o | self.v)
    def __rxor__(self, o):
        return Num(o ^ self.v)
    def __rdivmod__(self, o):
        return ("rdivmod", divmod(o, self.v))
n = Num(3)
print(10 + n, 10 - n, 10 / n, 2 ** n, 10 // n, 10 % n, 1 << n, 7 & n, 4 | n, 5 ^ n, divmod(10, n))
print(sum([1, 2], 0), sum([n], 5))
class Sub(Vec):
    def __rmul__(self, k):
        return "Sub.__rmul__ wins"
    def __radd__(self, o):
        return "Sub.__radd__ tried first"
print(Vec(1) + Sub(2), 2 * Sub(1))
