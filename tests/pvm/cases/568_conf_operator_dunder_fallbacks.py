# Operator dunders, reflected operands and NotImplemented fallbacks.
def tryit(f, *a, **k):
    try:
        r = f(*a, **k)
        print("ok", repr(r))
    except Exception as e:
        print(type(e).__name__, e)
# operator dunder fallbacks & NotImplemented
class V:
    def __init__(self, x): self.x = x
    def __repr__(self): return f"V({self.x})"
    def __add__(self, o):
        if isinstance(o, V): return V(self.x + o.x)
        if isinstance(o, (int, float)): return V(self.x + o)
        return NotImplemented
    __radd__ = __add__
    def __iadd__(self, o): self.x += getattr(o, "x", o); return self
    def __mul__(self, k): return V(self.x * k) if isinstance(k, int) else NotImplemented
    def __rmul__(self, k): return self * k
    def __neg__(self): return V(-self.x)
    def __abs__(self): return V(abs(self.x))
    def __eq__(self, o): return isinstance(o, V) and self.x == o.x
    def __lt__(self, o): return self.x < o.x
    def __le__(self, o): return self.x <= o.x
    def __bool__(self): return self.x != 0
    def __matmul__(self, o): return self.x * o.x
    def __truediv__(self, o): return V(self.x / o)
    def __floordiv__(self, o): return V(self.x // o)
    def __mod__(self, o): return V(self.x % o)
    def __pow__(self, o, mod=None): return V(pow(self.x, o, mod))
    def __rpow__(self, o): return V(o ** self.x)
    def __lshift__(self, o): return V(self.x << o)
    def __and__(self, o): return V(self.x & o)
    def __invert__(self): return V(~self.x)
    def __pos__(self): return self
    def __round__(self, n=None): return V(round(self.x, n))
    def __trunc__(self): return int(self.x)
    def __floor__(self): return "floor"
    def __int__(self): return 42
    def __float__(self): return 4.2
    def __index__(self): return 3
    def __divmod__(self, o): return ("dm", self.x, o)
    def __hash__(self): return hash(self.x)
a = V(2); b = V(3)
tryit(lambda: (a + b, a + 1, 1 + a, 1.5 + a, a * 3, 3 * a, -a, abs(V(-4)), a == V(2), a != b, a < b, a > b, a >= b, b <= a, a @ b))
tryit(lambda: a + "s")
tryit(lambda: "s" + a)
tryit(lambda: a * 1.5)
tryit(lambda: a - b)
tryit(lambda: a ** 2)
tryit(lambda: 2 ** a)
tryit(lambda: pow(a, 3, 5))
tryit(lambda: (a / 2, a // 2, a % 2, a << 2, a & 1, ~a, +a, round(V(2.567), 1), round(V(2.5))))
import math
tryit(lambda: (math.trunc(a), math.floor(a), int(a), float(a), [10, 20, 30, 40][a], bin(a), divmod(a, 7), bool(V(0)), not a))
tryit(lambda: math.ceil(a))
tryit(lambda: divmod(7, a))
tryit(lambda: a | 1)
tryit(lambda: a ^ 1)
tryit(lambda: a >> 1)
c = a; c += b; tryit(lambda: (c, a, c is a))
c += 5; tryit(lambda: c)
d = V(1)
tryit(lambda: d)
e = V(5)
try:
    e -= 1
except TypeError as ex: print("TE", ex)
try:
    e *= "x"
except TypeError as ex: print("TE", ex)
try:
    e @= 1
except (TypeError, AttributeError) as ex: print(type(ex).__name__, ex)
tryit(lambda: sorted([V(3), V(1), V(2)]))
tryit(lambda: max(V(3), V(5)))
tryit(lambda: sum([V(1), V(2)]))
tryit(lambda: sum([V(1), V(2)], V(0)))
tryit(lambda: {V(1): "x"}[V(1)])
tryit(lambda: V(1) in [V(0), V(1)])
tryit(lambda: [V(1), V(2)].index(V(2)))
class OnlyR:
    def __radd__(self, o): return "radd:" + repr(o)
    def __rsub__(self, o): return "rsub"
    def __rmul__(self, o): return "rmul"
    def __rtruediv__(self, o): return "rtruediv"
    def __rfloordiv__(self, o): return "rfloordiv"
    def __rmod__(self, o): return "rmod"
    def __rmatmul__(self, o): return "rmatmul"
    def __rand__(self, o): return "rand"
    def __ror__(self, o): return "ror"
    def __rxor__(self, o): return "rxor"
    def __rlshift__(self, o): return "rlshift"
    def __rrshift__(self, o): return "rrshift"
    def __rdivmod__(self, o): return "rdivmod"
r = OnlyR()
tryit(lambda: (1 + r, [1] + r, "s" + r, 1 - r, 2 * r, 1 / r, 1 // r, 1 % r, 1 @ r, 1 & r, 1 | r, 1 ^ r, 1 << r, 1 >> r, divmod(1, r)))
tryit(lambda: r + 1)
tryit(lambda: r < 1)
class Sub(V):
    def __radd__(self, o): return "Sub.radd"
    def __eq__(self, o): return "Sub.eq"
tryit(lambda: (V(1) + Sub(2), V(1) == Sub(2), Sub(2) == V(1)))
class Cmp:
    def __eq__(self, o): return NotImplemented
tryit(lambda: (Cmp() == Cmp(), Cmp() != Cmp(), Cmp() == 1))
x = Cmp(); tryit(lambda: (x == x, x != x))
