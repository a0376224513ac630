# abs() and divmod() on ints, floats, bools and custom classes
for v in [0, -0, 5, -5, 2 ** 100, -(2 ** 100), 0.0, -0.0, -2.5, float("-inf"), True, False]:
    print(repr(v), repr(abs(v)), type(abs(v)).__name__)
print(repr(abs(float("nan"))))
class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
print(abs(Vec(3, 4)), abs(Vec(1, 1)))
for bad in ["x", None, [1], Vec]:
    try:
        abs(bad)
    except TypeError as e:
        print(type(e).__name__, e)
for a, b in [(17, 5), (-17, 5), (17, -5), (-17, -5), (0, 3), (5, 17), (10 ** 30, 7), (-(10 ** 30), 7), (True, 2)]:
    print(a, b, divmod(a, b), (a // b, a % b) == divmod(a, b))
for a, b in [(7.5, 2), (-7.5, 2), (7.5, -2), (1e300, 3.3), (0.3, 0.1), (-0.0, 1.0), (5, 0.5), (1, float("inf")), (-1, float("inf"))]:
    print(repr(a), repr(b), divmod(a, b))
for a, b in [(1, 0), (1.0, 0), (1, 0.0), ("a", 1), (1, "a"), (None, 1)]:
    try:
        divmod(a, b)
    except (ZeroDivisionError, TypeError) as e:
        print(type(e).__name__, e)
class D:
    def __divmod__(self, other):
        return ("divmod", other)
    def __rdivmod__(self, other):
        return ("rdivmod", other)
print(divmod(D(), 5), divmod(5, D()))
seconds = 987654
m, s = divmod(seconds, 60)
h, m = divmod(m, 60)
d, h = divmod(h, 24)
print(f"{d}d {h:02d}:{m:02d}:{s:02d}")
def to_base(n, b):
    digits = []
    while n:
        n, r = divmod(n, b)
        digits.append("0123456789abcdefghijklmnopqrstuvwxyz"[r])
    return "".join(reversed(digits)) or "0"
print(to_base(255, 2), to_base(255, 16), to_base(10 ** 20, 36), to_base(0, 7), int(to_base(10 ** 20, 36), 36) == 10 ** 20)
