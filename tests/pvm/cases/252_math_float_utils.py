# math helpers: fsum, isclose, copysign, fmod, frexp, ldexp, modf, remainder, nextafter, ulp, dist
import math
print(repr(math.fsum([0.1] * 10)), repr(sum([0.1] * 10)), repr(math.fsum([1e100, 1.0, -1e100])), repr(math.fsum([])))
print(repr(math.fsum(i / 7 for i in range(100))))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1), math.isclose(0.0, 1e-10), math.isclose(0.0, 1e-10, abs_tol=1e-9))
print(math.isclose(100, 101, rel_tol=0.01), math.isclose(float("inf"), float("inf")), math.isclose(float("nan"), float("nan")))
print(math.isfinite(1.0), math.isfinite(float("inf")), math.isinf(-float("inf")), math.isnan(float("nan")), math.isnan(1))
print(math.copysign(3, -0.0), math.copysign(-3, 1), math.copysign(0.0, -1), math.fabs(-2), math.fabs(-0.0))
for a, b in [(7, 3), (-7, 3), (7, -3), (7.5, 2), (-7.5, 2), (1e300, 3), (5, float("inf"))]:
    print(a, b, repr(math.fmod(a, b)), repr(a % b), repr(math.remainder(a, b)))
for x in [0.0, 1.0, 0.5, 3.0, -10.5, 1e300, 5e-324, 1234.5678]:
    m, e = math.frexp(x)
    print(repr(x), repr(m), e, math.ldexp(m, e) == x, repr(math.modf(x)))
print(repr(math.ldexp(1, 1023)), repr(math.ldexp(1, -1074)), repr(math.ldexp(1, -1075)), repr(math.ldexp(0.75, 3)))
print(repr(math.nextafter(1.0, 2.0)), repr(math.nextafter(1.0, 0.0)), repr(math.nextafter(0.0, 1.0)), repr(math.nextafter(0.0, -1.0)))
print(repr(math.ulp(1.0)), repr(math.ulp(1e16)), repr(math.ulp(0.0)), repr(math.ulp(2 ** 1023)))
print(repr(math.dist((0, 0), (3, 4))), repr(math.dist([1, 2, 3], [4, 5, 6])), repr(math.dist((1.5,), (-1.5,))))
print(repr(math.modf(-3.25)), repr(math.modf(float("inf"))), repr(math.modf(2.0)))
for call in [lambda: math.fmod(1, 0), lambda: math.remainder(1, 0), lambda: math.ldexp(1, 10000), lambda: math.dist((1,), (1, 2)),
             lambda: math.fsum([float("inf"), float("-inf")]), lambda: math.isclose(1, 1, rel_tol=-1), lambda: math.copysign("a", 1)]:
    try:
        print(repr(call()))
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
