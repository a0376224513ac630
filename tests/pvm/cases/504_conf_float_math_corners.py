import math
for v in [0.5, 0.1, -2.75, 1e300, 3.0, 0.0]:
    print(v, v.as_integer_ratio(), v.hex(), float.fromhex(v.hex()) == v, v.is_integer())
print(float.fromhex('0x1.8p1'), float.fromhex('-0x1p-2'), float.fromhex('0x10'), float.fromhex('inf'))
for v in [float('inf'), float('nan')]:
    try:
        v.as_integer_ratio()
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(math.floor(2.5), math.ceil(2.1), math.trunc(-2.7), type(math.floor(2.5)), math.floor(-0.5), math.ceil(-0.5))
print(math.isqrt(0), math.isqrt(99), math.isqrt(10**30), math.prod([1, 2, 3], start=10), math.prod([]), math.prod([1.5, 2]))
print(math.fmod(7, -3), math.fmod(-7, 3), -7 % 3, math.copysign(3, -0.0), math.copysign(-2, 1))
print(math.remainder(7, 3), math.remainder(5, 2), math.remainder(-5, 2))
print(math.nextafter(1.0, 2.0), math.nextafter(0.0, 1.0), math.ulp(1.0), math.ulp(0.0))
print(math.log(8, 2), math.log(100, 10), math.log10(1000), math.log2(1024), math.log(math.e), math.log1p(0.0), math.exp(0), math.expm1(0))
print(math.inf - math.inf, math.inf * 0, math.isnan(math.nan), math.isinf(-math.inf), math.isfinite(1e308), math.nan == math.nan)
print(math.gcd(12, 18), math.gcd(0, 0), math.gcd(12, 18, 27), math.lcm(4, 6), math.lcm(), math.comb(10, 3), math.perm(5, 2), math.perm(5), math.factorial(10))
print(math.hypot(3, 4), math.hypot(1, 2, 2), math.dist((0, 0), (3, 4)), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.sqrt(2), math.pow(2, 0.5), math.degrees(math.pi), math.radians(180), math.atan2(1, 1), math.isclose(1.0, 1.0 + 1e-10))
print(math.modf(3.5), math.modf(-3.5), math.frexp(8.0), math.ldexp(0.5, 4), math.fabs(-3), math.sin(0), math.cos(0), math.tan(0))
for f, a in [(math.sqrt, -1), (math.log, 0), (math.log, -1), (math.factorial, -1), (math.isqrt, -1), (math.acos, 2)]:
    try:
        f(a)
    except ValueError as e:
        print(f.__name__, 'ValueError', e)
try:
    math.factorial(2.5)
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)
try:
    math.exp(1000)
except OverflowError as e:
    print('OverflowError', e)
print(math.floor(1e20), math.ceil(-1e20), math.trunc(1e20), round(1e20), int(1e20))
try:
    math.floor(float('inf'))
except OverflowError as e:
    print('OverflowError', e)
print(hash(1.0) == hash(1), hash(-1), hash(2**61), hash(0.5), hash((1, 2)) == hash((1, 2)))
print(sum([1, 2], 10), sum([0.1, 0.2, 0.3]), sum([[1], [2]], []), sum(range(101)), sum([1.5, 2], start=0.5))
print(max(1, 2.0), min(2.0, 2), max([3, 1, 2], key=lambda x: -x), min([], default='none'), max('abc'), min((1, 'a'), (1, 'b')))
