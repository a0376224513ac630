# math constants, hyperbolic and special functions, domain/range errors
import math
print(repr(math.pi), repr(math.e), repr(math.tau), repr(math.inf), repr(-math.inf), repr(math.nan))
print(math.pi == 3.141592653589793, math.tau == 2 * math.pi, math.isinf(math.inf), math.isnan(math.nan))
for x in [0.0, 0.5, 1.0, -2.0, 10.0]:
    print(repr(x), repr(math.sinh(x)), repr(math.cosh(x)), repr(math.tanh(x)), repr(math.asinh(x)))
print(repr(math.acosh(1.0)), repr(math.acosh(2.5)), repr(math.atanh(0.5)), repr(math.atanh(-0.9)))
for x in [0.0, 0.5, 1.0, -1.0, 3.0]:
    print(repr(x), repr(math.erf(x)), repr(math.erfc(x)))
for x in [0.5, 1.0, 2.0, 5.0, 10.5, 171.0, -0.5]:
    print(repr(x), repr(math.gamma(x)), repr(math.lgamma(x)))
errors = [("sqrt(-1)", lambda: math.sqrt(-1)), ("log(0)", lambda: math.log(0)), ("log(-1)", lambda: math.log(-1)),
          ("log(1, 1)", lambda: math.log(1, 1)), ("log10(0)", lambda: math.log10(0)), ("acos(2)", lambda: math.acos(2)),
          ("asin(-1.5)", lambda: math.asin(-1.5)), ("atanh(1)", lambda: math.atanh(1)), ("acosh(0.5)", lambda: math.acosh(0.5)),
          ("exp(1000)", lambda: math.exp(1000)), ("cosh(1000)", lambda: math.cosh(1000)), ("gamma(0)", lambda: math.gamma(0)),
          ("gamma(-1)", lambda: math.gamma(-1)), ("gamma(172)", lambda: math.gamma(172)), ("pow(0, -1)", lambda: math.pow(0, -1)),
          ("pow(-1, 0.5)", lambda: math.pow(-1, 0.5)), ("pow(10, 400)", lambda: math.pow(10, 400)), ("sin(inf)", lambda: math.sin(math.inf)),
          ("sqrt('x')", lambda: math.sqrt("x")), ("log(10**400)", lambda: math.log(10 ** 400)), ("lgamma(-2)", lambda: math.lgamma(-2)),
          ("exp(nan)", lambda: math.exp(math.nan)), ("sqrt(inf)", lambda: math.sqrt(math.inf)), ("log(0.0, 2)", lambda: math.log(0.0, 2)),
          ("fmod(inf, 1)", lambda: math.fmod(math.inf, 1)), ("floor(nan)", lambda: math.floor(math.nan)), ("sqrt(2**2000)", lambda: math.sqrt(2 ** 2000))]
for label, fn in errors:
    try:
        print(label, "->", repr(fn()))
    except (ValueError, OverflowError, TypeError, ZeroDivisionError) as e:
        print(label, "->", type(e).__name__, e)
