# mini-program: exact rational arithmetic class with normalisation and operator overloading
from math import gcd
class Q:
    __slots__ = ("n", "d")
    def __init__(self, n, d=1):
        if d == 0:
            raise ZeroDivisionError("Q denominator is zero")
        if d < 0:
            n, d = -n, -d
        g = gcd(n, d) or 1
        self.n, self.d = n // g, d // g
    @staticmethod
    def _coerce(o):
        return o if isinstance(o, Q) else Q(o) if isinstance(o, int) else None
    def __add__(self, o):
        o = self._coerce(o)
        return NotImplemented if o is None else Q(self.n * o.d + o.n * self.d, self.d * o.d)
    __radd__ = __add__
    def __sub__(self, o):
        o = self._coerce(o)
        return NotImplemented if o is None else Q(self.n * o.d - o.n * self.d, self.d * o.d)
    def __rsub__(self, o):
        return Q(o) - self
    def __mul__(self, o):
        o = self._coerce(o)
        return NotImplemented if o is None else Q(self.n * o.n, self.d * o.d)
    __rmul__ = __mul__
    def __truediv__(self, o):
        o = self._coerce(o)
        return NotImplemented if o is None else Q(self.n * o.d, self.d * o.n)
    def __neg__(self):
        return Q(-self.n, self.d)
    def __pow__(self, k):
        return Q(self.n ** k, self.d ** k) if k >= 0 else Q(self.d ** -k, self.n ** -k)
    def __eq__(self, o):
        o = self._coerce(o)
        return o is not None and (self.n, self.d) == (o.n, o.d)
    def __lt__(self, o):
        o = self._coerce(o)
        return self.n * o.d < o.n * self.d
    def __gt__(self, o):
        o = self._coerce(o)
        return self.n * o.d > o.n * self.d
    def __hash__(self):
        return hash((self.n, self.d))
    def __float__(self):
        return self.n / self.d
    def __repr__(self):
        return f"{self.n}/{self.d}" if self.d != 1 else str(self.n)
h = Q(0)
for k in range(1, 21):
    h += Q(1, k)
print("H20 =", h, float(h))
print(Q(1, 3) + Q(1, 6), Q(3, 4) - 1, 2 - Q(1, 2), Q(2, 3) * Q(9, 4), Q(1, 2) / Q(3, 4), -Q(5, 10), Q(2, 3) ** 3, Q(2, 3) ** -2)
print(Q(6, -8), Q(0, 5), Q(10, 5) == 2, Q(1, 2) == Q(2, 4), {Q(1, 2): "half"}[Q(3, 6)], sorted([Q(1, 2), Q(1, 3), Q(2, 3), 0]))
try:
    Q(1, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    Q(1) / 0
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    Q(1) + 0.5
except TypeError as e:
    print(type(e).__name__, e)
def bernoulli(n):
    A = [Q(0)] * (n + 1)
    for m in range(n + 1):
        A[m] = Q(1, m + 1)
        for j in range(m, 0, -1):
            A[j - 1] = j * (A[j - 1] - A[j])
    return A[0]
print([bernoulli(i) for i in range(0, 16, 2)])
x = Q(1)
for _ in range(6):
    x = (x + Q(2) / x) / 2
print("sqrt2 approx", x, float(x), float(x) == 2 ** 0.5)
