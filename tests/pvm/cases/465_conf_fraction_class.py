from functools import total_ordering
import math

@total_ordering
class Frac:
    __slots__ = ("n", "d")
    def __init__(self, n, d=1):
        if d == 0:
            raise ZeroDivisionError("Frac(%d, 0)" % n)
        if isinstance(n, Frac):
            n, d = n.n, n.d * d
        g = math.gcd(n, d)
        if d < 0:
            g = -g
        self.n, self.d = n // g, d // g
    @classmethod
    def from_str(cls, s):
        num, _, den = s.partition("/")
        return cls(int(num), int(den or 1))
    def _coerce(self, o):
        if isinstance(o, int):
            return Frac(o)
        if isinstance(o, Frac):
            return o
        return NotImplemented
    def __add__(self, o):
        o = self._coerce(o)
        if o is NotImplemented:
            return o
        return Frac(self.n * o.d + o.n * self.d, self.d * o.d)
    __radd__ = __add__
    def __sub__(self, o):
        o = self._coerce(o)
        return NotImplemented if o is NotImplemented else self + Frac(-o.n, o.d)
    def __rsub__(self, o):
        return Frac(o) - self
    def __mul__(self, o):
        o = self._coerce(o)
        return NotImplemented if o is NotImplemented else Frac(self.n * o.n, self.d * o.d)
    __rmul__ = __mul__
    def __truediv__(self, o):
        o = self._coerce(o)
        return NotImplemented if o is NotImplemented else Frac(self.n * o.d, self.d * o.n)
    def __rtruediv__(self, o):
        return Frac(o) / self
    def __pow__(self, e):
        return Frac(self.n ** e, self.d ** e) if e >= 0 else Frac(self.d ** -e, self.n ** -e)
    def __neg__(self):
        return Frac(-self.n, self.d)
    def __abs__(self):
        return Frac(abs(self.n), self.d)
    def __eq__(self, o):
        o = self._coerce(o)
        return NotImplemented if o is NotImplemented else (self.n, self.d) == (o.n, o.d)
    def __lt__(self, o):
        o = self._coerce(o)
        return NotImplemented if o is NotImplemented else self.n * o.d < o.n * self.d
    def __hash__(self):
        return hash(self.n) if self.d == 1 else hash((self.n, self.d))
    def __float__(self):
        return self.n / self.d
    def __int__(self):
        return int(self.n / self.d)
    def __bool__(self):
        return self.n != 0
    def __repr__(self):
        return f"Frac({self.n}, {self.d})"
    def __str__(self):
        return str(self.n) if self.d == 1 else f"{self.n}/{self.d}"
    def __format__(self, spec):
        return format(float(self), spec) if spec else str(self)

a, b = Frac(1, 3), Frac.from_str("-6/8")
print(a, b, repr(b), a + b, a - b, a * b, a / b, b ** 2, a ** -2, -a, abs(b))
print(a + 1, 1 + a, 2 - a, 3 * a, 1 / a, a == Frac(2, 6), a == 1, Frac(4, 2) == 2, hash(Frac(4, 2)) == hash(2))
print(sorted([Frac(1, 2), Frac(1, 3), Frac(-1, 4), Frac(5, 6), Frac(0)]), max(a, b), min(a, b, Frac(-1)))
print(a < b, a >= b, Frac(1, 2) <= Frac(2, 4), float(a), int(Frac(-7, 2)), bool(Frac(0, 5)), f"{a:.4f}|{b}|{a!r}")
h = sum(Frac(1, n) for n in range(1, 11))
print(h, float(h), sum([Frac(1, 2)] * 4), Frac(Frac(1, 2), 3))
try:
    Frac(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    a + 0.5
except TypeError as e:
    print("TypeError:", e)
try:
    a < "x"
except TypeError as e:
    print("TypeError:", e)
try:
    a.extra = 1
except AttributeError as e:
    print("AttributeError:", e)
x = Frac(1)
for _ in range(6):
    x = (x + Frac(2) / x) / 2
print(x, float(x), math.sqrt(2), abs(float(x) - math.sqrt(2)) < 1e-12, {Frac(1, 2): "half"}[Frac(2, 4)])
