# __neg__, __pos__, __invert__, __abs__, __int__, __float__, __index__, __round__, __trunc__, __floor__, __ceil__
import math
class Num:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"Num({self.v!r})"
    def __neg__(self):
        return Num(-self.v)
    def __pos__(self):
        return Num(+self.v)
    def __invert__(self):
        return Num(~int(self.v))
    def __abs__(self):
        return Num(abs(self.v))
    def __int__(self):
        return int(self.v)
    def __float__(self):
        return float(self.v)
    def __index__(self):
        return int(self.v)
    def __round__(self, ndigits=None):
        return Num(round(self.v, ndigits)) if ndigits is not None else round(self.v)
    def __trunc__(self):
        return math.trunc(self.v)
    def __floor__(self):
        return math.floor(self.v)
    def __ceil__(self):
        return math.ceil(self.v)
n = Num(-3.75)
print(-n, +n, ~Num(5), abs(n), int(n), float(n), round(n), round(n, 1), math.trunc(n), math.floor(n), math.ceil(n))
i = Num(5)
print(bin(i), hex(i), oct(i), "abcdefgh"[i], [0, 1, 2, 3, 4, 5, 6][i], range(i), list(range(10))[Num(2):i])
print(i.__index__(), pow(2, int(i)), 1 << int(i), (10).__rshift__(int(i)))
class OnlyInt:
    def __int__(self):
        return 7
try:
    hex(OnlyInt())
except TypeError as e:
    print(type(e).__name__, e)
try:
    [1, 2][OnlyInt()]
except TypeError as e:
    print(type(e).__name__, e)
print(int(OnlyInt()))
try:
    float(OnlyInt())
except TypeError as e:
    print(type(e).__name__, e)
class OnlyIndex:
    def __index__(self):
        return 3
print(int(OnlyIndex()), float(OnlyIndex()), "xyzw"[OnlyIndex()])
class BadIndex:
    def __index__(self):
        return 1.5
try:
    [1, 2][BadIndex()]
except TypeError as e:
    print(type(e).__name__, e)
class NoUnary:
    pass
for op, fn in [("-", lambda x: -x), ("+", lambda x: +x), ("~", lambda x: ~x), ("abs", abs), ("int", int), ("round", round)]:
    try:
        fn(NoUnary())
    except TypeError as e:
        print(op, type(e).__name__, e)
print(math.floor(Num(2.5)), math.ceil(Num(-2.5)), round(Num(2.5)), round(Num(3.5)))
