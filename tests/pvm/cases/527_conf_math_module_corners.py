import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
for f in [math.floor, math.ceil, math.trunc]:
    print(f.__name__, [f(x) for x in [2.5, -2.5, 3, -3.0, 1e20, 0.9999999999999999]])
print([math.isqrt(n) for n in [0, 1, 3, 4, 15, 16, 17, 10 ** 20, 2 ** 100 - 1]])
print(math.prod(range(1, 11)), math.prod([2, 3], start=4), math.prod([0.5, 4]), math.prod([], start=7), math.prod(['a'], start=1) if False else '')
print(math.fmod(10, 3), math.fmod(-10, 3), math.fmod(10, -3), math.fmod(5.5, 2), repr(math.fmod(-0.0, 1)))
print(math.copysign(1, -0.0), math.copysign(0.0, -1), math.copysign(5, math.inf), math.copysign(2, -math.nan) if False else '')
print(math.remainder(10, 3), math.remainder(11, 3), math.remainder(-10, 4), math.remainder(6, 4), math.remainder(2, 4))
print(math.nextafter(1, 0), math.nextafter(-0.0, 1), math.nextafter(math.inf, 0), math.nextafter(2, 2), math.ulp(2 ** 52), math.ulp(1e-300), math.ulp(-1.0), math.ulp(math.inf))
print(math.log(1), math.log(2 ** 1000), math.log(2 ** 1000, 2), math.log(81, 3), math.log(10, 100), math.log2(2 ** 60), math.log10(10 ** 50), math.log(10 ** 400) > 900)
print(math.exp(1), math.exp(-1000), math.sqrt(0.0), repr(math.sqrt(-0.0)), math.sqrt(10 ** 20), math.pow(0, 0), math.pow(-2, 3), math.pow(4, 0.5), math.pow(math.inf, 0), math.pow(1, math.nan))
for expr in ['math.pow(0, -1)', 'math.pow(-2, 0.5)', 'math.log(0.0)', 'math.sqrt(-0.1)', 'math.exp(710)', 'math.pow(10, 400)', 'math.ldexp(1, 2000)', 'math.isqrt(-4)', 'math.comb(-1, 2)', 'math.factorial(1.0)', 'math.log(-5, 2)', 'math.fmod(1, 0)', 'math.remainder(1, 0)', 'math.acosh(0.5)']:
    fn = {'math.pow(0, -1)': lambda: math.pow(0, -1), 'math.pow(-2, 0.5)': lambda: math.pow(-2, 0.5), 'math.log(0.0)': lambda: math.log(0.0), 'math.sqrt(-0.1)': lambda: math.sqrt(-0.1), 'math.exp(710)': lambda: math.exp(710), 'math.pow(10, 400)': lambda: math.pow(10, 400), 'math.ldexp(1, 2000)': lambda: math.ldexp(1, 2000), 'math.isqrt(-4)': lambda: math.isqrt(-4), 'math.comb(-1, 2)': lambda: math.comb(-1, 2), 'math.factorial(1.0)': lambda: math.factorial(1.0), 'math.log(-5, 2)': lambda: math.log(-5, 2), 'math.fmod(1, 0)': lambda: math.fmod(1, 0), 'math.remainder(1, 0)': lambda: math.remainder(1, 0), 'math.acosh(0.5)': lambda: math.acosh(0.5)}[expr]
    try:
        print(expr, fn())
    except (ValueError, OverflowError, TypeError, ZeroDivisionError) as e:
        print(expr, type(e).__name__, e)
print(math.inf + 1, math.inf - 1e308, math.inf * -1, math.inf / math.inf, math.nan + 1, math.nan < 1, math.nan > 1, math.nan != math.nan, max(1, math.nan), max(math.nan, 1), min(math.inf, 10 ** 400))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1e-10, 0), math.isclose(1e-10, 0, abs_tol=1e-9), math.isclose(100, 101, rel_tol=0.01), math.isclose(math.inf, math.inf), math.isclose(math.nan, math.nan))
print(math.gcd(-12, 18), math.gcd(2 ** 80, 6 ** 20), math.lcm(-4, 6), math.lcm(0, 5), math.comb(50, 25), math.comb(5, 7), math.perm(5, 0), math.perm(3, 5), math.factorial(0), math.factorial(25))
print(math.sin(math.pi / 2), math.cos(math.pi), math.atan(math.inf), math.asin(1), math.sinh(0), math.cosh(0), math.tanh(100), math.atanh(0), math.degrees(1), math.hypot(), math.hypot(-3), math.dist([1, 2, 3], [4, 6, 3]))
print(math.frexp(0.0), math.frexp(-3.0), math.frexp(1e-320), math.ldexp(3, -1), math.modf(-0.0), math.modf(math.inf), math.fsum([1e100, 1.0, -1e100]), math.fsum([0.1, 0.2, 0.3]), math.erf(0), math.gamma(5), math.lgamma(1))
