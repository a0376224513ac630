# Float-heavy work whose every bit must agree across targets: arithmetic,
# conversions, formatting, parsing, math functions and integer/float mixing.
import math

acc = 0.0
vals = []
x = 0.1
for i in range(2000):
    x = (x * 3.7 + 0.123456789) % 10.0
    y = math.sin(x) * math.exp(-x / 7) + math.log1p(x) - math.sqrt(x) / (1 + i)
    acc += y * y - math.atan2(y, x) + math.hypot(x, y) ** 0.5
    if i % 97 == 0:
        vals.append(y)
print(repr(acc))
print([repr(v) for v in vals[:8]])
print(["%.17g" % v for v in vals[8:14]])
print([float(repr(v)) == v for v in vals])
print(math.fsum(vals), sum(vals))
print(2 ** 0.5, 10 ** -3.2, (-8.0) ** (1 / 3) if False else 8.0 ** (1 / 3))
print(1e308 * 10, -1e308 * 10, float("nan") != float("nan"))
print(round(2.675, 2), round(0.5), round(1.5), round(-2.5), round(1234.5678, -2))
print(int(1e20), float(2**100), 2**100 / 3, 7 // 2.5, -7 % 2.5, divmod(-7.5, 2))
print(f"{math.pi:.30f} {math.e:e} {1/3:g} {2.5e-10:.3} {123456789.0:,.2f}")
print(math.gamma(4.5), math.lgamma(100.5), math.erf(0.3), math.erfc(2.5))
print(float.fromhex("0x1.fffffffffffffp+1023"), (0.1).hex(), (1.5).as_integer_ratio())
print(hash(1.5), hash(-0.0), hash(1e300), hash(float("inf")))
