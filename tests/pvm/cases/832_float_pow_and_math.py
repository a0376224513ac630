# float ** float, float ** int and the math functions whose kernels use
# exact products: CPython's results bit for bit.
import math

def show(x):
    print(repr(x), x.hex() if isinstance(x, float) else "")

for a, b in ((2.0, 0.5), (10.0, -3), (1.5, 2), (0.001 * 7, 1.5), (1e10, 30), (-2.0, 3),
             (-2.0, 3.0), (0.0, 0), (0.0, 2.5), (1.0, float("nan")), (float("inf"), -1),
             (2.0, 1023), (2.0, -1074), (9.0, 0.5), (1.0000001, 1e7)):
    show(a ** b)
x = 1.1
x **= 3
show(x)
for a, b in ((0.0, -1), (0.0, -1.5), (10.0, 400), (10.0, 400.0), (2.5, 10 ** 20)):
    try:
        a ** b
    except (ZeroDivisionError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)

for v in (0.5, 1e-8, 3.0, 100.0, 1e22, -2.5, 710.0, 2.0 ** 60):
    out = []
    for f in (math.sin, math.cos, math.tan, math.exp, math.atan, math.sqrt, math.log):
        try:
            out.append(f(v).hex())
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__)
    print(v, out)
print(math.atan2(1.0, 3.0).hex(), math.atan2(-0.0, -1.0), math.pow(2.0, 0.5).hex())
print(math.hypot(3.0, 4.0), math.asin(0.3).hex(), math.acos(-0.7).hex(), math.exp2(0.3).hex())
print(sum((i * 0.001) ** 1.5 for i in range(2000)).hex())
print(sum(math.sin(i * 0.01) * math.cos(i * 0.02) for i in range(2000)).hex())
