package pvm

import "testing"

// Edge cases of the math module: expected outputs produced by CPython 3.11
// (the generator is described in mod_native_test.go).
func TestMathModule(t *testing.T) {
	runPyCases(t, []pyCase{
		{`import math
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: math.log(2 ** 5000 if False else 10 ** 300, 10))
t(lambda: math.log(-(2 ** 100)))
t(lambda: math.log2(2 ** 1023 * 3))
t(lambda: math.log(8, 2.0))
t(lambda: math.log(1, 1))
t(lambda: math.log())
t(lambda: math.sqrt())
t(lambda: math.sqrt(x=1))
t(lambda: math.atan2(1))
t(lambda: math.ldexp(1.0, 2.0))
t(lambda: math.ldexp(1.0, 2 ** 100))
t(lambda: math.ldexp(1.0, -2 ** 100))
t(lambda: math.isclose(1, 2, 3))
t(lambda: math.isclose(1, 1.0000001, rel_tol=1e-6))
t(lambda: math.prod([1], 2))
t(lambda: math.prod(range(1, 6), start=0.5))
t(lambda: math.factorial(True))
t(lambda: math.comb(5))
t(lambda: math.perm(5, None))
t(lambda: math.comb(2 ** 70, 2))
t(lambda: math.perm(2 ** 70, 3))
t(lambda: math.gcd(2 ** 80, 6 ** 30, -12))
t(lambda: math.lcm(2 ** 40, 3 ** 20, 0))
t(lambda: math.isqrt(10 ** 100 + 1))
t(lambda: math.floor(-0.5))
t(lambda: math.ceil(1e300) == 10 ** 300)
t(lambda: math.trunc(-2.5))
t(lambda: math.trunc("x"))
t(lambda: math.fsum([1e308, 1e308]))
t(lambda: math.hypot(*range(10)))
t(lambda: math.dist([1, 2], [3]))
t(lambda: math.isnan("x"))
t(lambda: math.exp(10 ** 400))
t(lambda: (math.gamma(-1.5), math.lgamma(-1.5), math.erfc(10)))
t(lambda: (math.ulp(-0.0), math.nextafter(-0.0, 1), math.copysign(1, -0.0)))
class F:
    def __float__(self): return 2.0
class C:
    def __ceil__(self): return "ceil!"
    def __floor__(self): return "floor!"
class I:
    def __index__(self): return 6
t(lambda: (math.sqrt(F()), math.ceil(C()), math.floor(C()), math.factorial(I()), math.gcd(I(), 4)))
`,
			"299.99999999999994\n" +
				"ValueError math domain error\n" +
				"1024.584962500721\n" +
				"3.0\n" +
				"ZeroDivisionError float division by zero\n" +
				"TypeError math.log requires 1 to 2 arguments\n" +
				"TypeError math.sqrt() takes exactly one argument (0 given)\n" +
				"TypeError math.sqrt() takes no keyword arguments\n" +
				"TypeError atan2 expected 2 arguments, got 1\n" +
				"TypeError Expected an int as second argument to ldexp.\n" +
				"OverflowError math range error\n" +
				"0.0\n" +
				"TypeError isclose() takes exactly 2 positional arguments (3 given)\n" +
				"True\n" +
				"TypeError prod() takes exactly 1 positional argument (2 given)\n" +
				"60.0\n" +
				"1\n" +
				"TypeError comb expected 2 arguments, got 1\n" +
				"120\n" +
				"696898287454081973172400900209902591410176\n" +
				"1645504557321206042150787792832626013143700279640699730388844544\n" +
				"4\n" +
				"0\n" +
				"100000000000000000000000000000000000000000000000000\n" +
				"-1\n" +
				"False\n" +
				"-2\n" +
				"TypeError type str doesn't define __trunc__ method\n" +
				"OverflowError intermediate overflow in fsum\n" +
				"16.881943016134134\n" +
				"ValueError both points must have the same number of dimensions\n" +
				"TypeError must be real number, not str\n" +
				"OverflowError int too large to convert to float\n" +
				"(2.3632718012073544, 0.8600470153764812, 2.088487583762545e-45)\n" +
				"(5e-324, 5e-324, -1.0)\n" +
				"(1.4142135623730951, 'ceil!', 'floor!', 720, 2)\n"},
	})
}
