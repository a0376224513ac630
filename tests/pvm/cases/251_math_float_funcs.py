# math functions returning floats; reprs must match CPython on this platform
import math
xs = [0.0, 0.5, 1.0, 2.0, 10.0, 0.1, 3.5, 100.0]
for x in xs:
    print(repr(x), repr(math.sqrt(x)), repr(math.exp(x)), repr(math.exp2(x)) if hasattr(math, "exp2") else "", repr(math.expm1(x)), repr(math.log1p(x)))
for x in [0.5, 1.0, 2.0, math.e, 10.0, 1000.0, 1e-10, 1e300]:
    print(repr(x), repr(math.log(x)), repr(math.log2(x)), repr(math.log10(x)), repr(math.log(x, 3)), repr(math.log(x, 10)))
angles = [0.0, 0.5, 1.0, math.pi / 6, math.pi / 4, math.pi / 3, math.pi / 2, math.pi, 2.5, -1.0]
for a in angles:
    print(repr(a), repr(math.sin(a)), repr(math.cos(a)), repr(math.tan(a)))
for v in [-1.0, -0.5, 0.0, 0.5, 1.0, 0.25]:
    print(repr(v), repr(math.asin(v)), repr(math.acos(v)), repr(math.atan(v)))
for y, x in [(1, 1), (1, -1), (-1, -1), (-1, 1), (0, -1), (-0.0, -1), (0, 0), (1, 0), (3, 4)]:
    print(y, x, repr(math.atan2(y, x)))
print(repr(math.hypot(3, 4)), repr(math.hypot(1, 1)), repr(math.hypot(1, 2, 3)), repr(math.hypot()), repr(math.hypot(1e200, 1e200)))
print(repr(math.degrees(math.pi)), repr(math.radians(180)), repr(math.degrees(1)), repr(math.radians(1)))
print(repr(math.pow(2, 0.5)), repr(math.pow(2, 10)), repr(math.pow(-8, 3)), repr(math.pow(0.0, 0.0)), repr(math.pow(1.0, float("nan"))))
print(repr(math.sqrt(2)), repr(math.sqrt(1e-300)), repr(math.sqrt(2 ** 100)), repr(math.cbrt(27)) if hasattr(math, "cbrt") else "")
print(repr(math.exp(-745)), repr(math.exp(709)), repr(math.exp(-746)), repr(math.log(5e-324)), repr(math.log(10 ** 400)))
print(repr(math.log(2 ** 1000, 2)), repr(math.log2(2 ** 1100)), repr(math.log10(10 ** 500)))
