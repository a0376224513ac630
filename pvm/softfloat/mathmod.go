package softfloat

import (
	"math"
	"math/big"
)

// Python's math module for float arguments, with CPython 3.11's rules for
// when a result becomes ValueError("math domain error") or
// OverflowError("math range error") (Modules/mathmodule.c: math_1, math_1a,
// math_2 and the special wrappers).

// Constants of the math module.
const (
	Pi  = math.Pi
	E   = math.E
	Tau = 2 * math.Pi
)

// Inf returns +Inf (math.inf).
func Inf() float64 { return posInf }

// errno values of the C library, as CPython inspects them.
const (
	edom   = 1
	erange = 2
)

// isError is CPython's is_error: ERANGE is only an error (overflow) when
// the result is not small, since libms also flag underflow with it.
func isError(r float64, errno int) error {
	switch errno {
	case edom:
		return ErrMathDomain
	case erange:
		if math.Abs(r) < 1.5 {
			return nil
		}
		return ErrMathRange
	}
	return nil
}

// math1 is CPython's math_1 for a libm result r = f(x).
func math1(x, r float64, canOverflow bool) (float64, error) {
	if r != r && x == x {
		return 0, ErrMathDomain
	}
	if isInf(r) && isFinite(x) {
		if canOverflow {
			return 0, ErrMathRange
		}
		return 0, ErrMathDomain
	}
	return Canon(r), nil
}

// math2 is CPython's math_2 for a libm result r = f(x, y).
func math2(x, y, r float64) (float64, error) {
	errno := 0
	if r != r {
		if x == x && y == y {
			errno = edom
		}
	} else if isInf(r) {
		if isFinite(x) && isFinite(y) {
			errno = erange
		}
	}
	if err := isError(r, errno); err != nil {
		return 0, err
	}
	return Canon(r), nil
}

// CSqrt is the correctly rounded square root (NaN for negative x).
func CSqrt(x float64) float64 { return Canon(math.Sqrt(x)) }

// Sqrt is math.sqrt. The square root of x >= 0 (+Inf included) is never
// NaN nor an error.
func Sqrt(x float64) (float64, error) {
	if x >= 0 {
		return math.Sqrt(x), nil
	}
	return math1(x, CSqrt(x), false)
}

// Exp is math.exp.
func Exp(x float64) (float64, error) { return math1(x, CExp(x), true) }

// Exp2 is math.exp2.
func Exp2(x float64) (float64, error) { return math1(x, CExp2(x), true) }

// Expm1 is math.expm1.
func Expm1(x float64) (float64, error) { return math1(x, CExpm1(x), true) }

// Log is math.log with one float argument.
func Log(x float64) (float64, error) { return math1(x, CLog(x), false) }

// Log2 is math.log2 for a float argument.
func Log2(x float64) (float64, error) { return math1(x, CLog2(x), false) }

// Log10 is math.log10 for a float argument.
func Log10(x float64) (float64, error) { return math1(x, CLog10(x), false) }

// Log1p is math.log1p.
func Log1p(x float64) (float64, error) {
	// CPython's m_log1p returns x for x == 0 to keep the sign of zero;
	// glibc does the same.
	return math1(x, CLog1p(x), false)
}

// LogBase is math.log(x, base) for float arguments: log(x)/log(base), with
// ZeroDivisionError when log(base) is zero.
func LogBase(x, base float64) (float64, error) {
	num, err := Log(x)
	if err != nil {
		return 0, err
	}
	den, err := Log(base)
	if err != nil {
		return 0, err
	}
	return Div(num, den)
}

// logOfInt is CPython's loghelper for int arguments: exact for huge ints
// via frexp when the conversion to float overflows.
func logOfInt(n *big.Int, f func(float64) float64) (float64, error) {
	if n.Sign() <= 0 {
		return 0, ErrMathDomain
	}
	if x, err := FromBigInt(n); err == nil {
		return Canon(f(x)), nil
	}
	m, e := frexpBigInt(n)
	return f(m) + float64(f(2.0)*float64(e)), nil
}

// LogInt is math.log for an int argument.
func LogInt(n *big.Int) (float64, error) { return logOfInt(n, CLog) }

// Log2Int is math.log2 for an int argument.
func Log2Int(n *big.Int) (float64, error) { return logOfInt(n, CLog2) }

// Log10Int is math.log10 for an int argument.
func Log10Int(n *big.Int) (float64, error) { return logOfInt(n, CLog10) }

// frexpBigInt returns m in [0.5, 1) and e with n ~ m*2^e, m rounded to 53
// bits half-even (CPython's _PyLong_Frexp).
func frexpBigInt(n *big.Int) (float64, int) {
	f := new(big.Float).SetPrec(53).SetMode(big.ToNearestEven).SetInt(n)
	mant := new(big.Float)
	e := f.MantExp(mant)
	m, _ := mant.Float64()
	return m, e
}

// Sin is math.sin.
func Sin(x float64) (float64, error) { return math1(x, CSin(x), false) }

// Cos is math.cos.
func Cos(x float64) (float64, error) { return math1(x, CCos(x), false) }

// Tan is math.tan.
func Tan(x float64) (float64, error) { return math1(x, CTan(x), false) }

// Asin is math.asin.
func Asin(x float64) (float64, error) { return math1(x, CAsin(x), false) }

// Acos is math.acos.
func Acos(x float64) (float64, error) { return math1(x, CAcos(x), false) }

// Atan is math.atan.
func Atan(x float64) (float64, error) { return math1(x, CAtan(x), false) }

// Atan2 is math.atan2 (CPython's m_atan2 special cases first).
func Atan2(y, x float64) (float64, error) { return math2(y, x, pyAtan2(y, x)) }

func pyAtan2(y, x float64) float64 {
	if x != x || y != y {
		return nan
	}
	if isInf(y) {
		if isInf(x) {
			if !math.Signbit(x) {
				return math.Copysign(float64(0.25*mathPiVar), y)
			}
			return math.Copysign(float64(0.75*mathPiVar), y) // C: 0.75*Py_MATH_PI in doubles
		}
		return math.Copysign(float64(0.5*mathPiVar), y)
	}
	if isInf(x) || y == 0 {
		if !math.Signbit(x) {
			return math.Copysign(0, y)
		}
		return math.Copysign(math.Pi, y)
	}
	return CAtan2(y, x)
}

// Sinh is math.sinh.
func Sinh(x float64) (float64, error) { return math1(x, CSinh(x), true) }

// Cosh is math.cosh.
func Cosh(x float64) (float64, error) { return math1(x, CCosh(x), true) }

// Tanh is math.tanh.
func Tanh(x float64) (float64, error) { return math1(x, CTanh(x), false) }

// Asinh is math.asinh.
func Asinh(x float64) (float64, error) { return math1(x, CAsinh(x), false) }

// Acosh is math.acosh.
func Acosh(x float64) (float64, error) { return math1(x, CAcosh(x), false) }

// Atanh is math.atanh.
func Atanh(x float64) (float64, error) { return math1(x, CAtanh(x), false) }

// Cbrt is math.cbrt.
func Cbrt(x float64) (float64, error) { return math1(x, CCbrt(x), false) }

// Erf is math.erf.
func Erf(x float64) (float64, error) { return Canon(CErf(x)), nil }

// Erfc is math.erfc.
func Erfc(x float64) (float64, error) { return Canon(CErfc(x)), nil }

// Gamma is math.gamma.
func Gamma(x float64) (float64, error) {
	r, errno := gammaImpl(x)
	if err := isError(r, errno); err != nil {
		return 0, err
	}
	return Canon(r), nil
}

// Lgamma is math.lgamma.
func Lgamma(x float64) (float64, error) {
	r, errno := lgammaImpl(x)
	if err := isError(r, errno); err != nil {
		return 0, err
	}
	return Canon(r), nil
}

// Fabs is math.fabs.
func Fabs(x float64) float64 { return Canon(math.Abs(x)) }

// Copysign is math.copysign (a NaN x keeps CPython's canonical payload).
func Copysign(x, y float64) float64 {
	if x != x {
		return math.Copysign(nan, y)
	}
	return math.Copysign(x, y)
}

// MathPow is math.pow.
func MathPow(x, y float64) (float64, error) {
	var r float64
	errno := 0
	if !isFinite(x) || !isFinite(y) {
		switch {
		case x != x:
			if y == 0 {
				r = 1
			} else {
				r = x
			}
		case y != y:
			if x == 1 {
				r = 1
			} else {
				r = y
			}
		case isInf(x):
			oddY := isFinite(y) && isOddInteger(y)
			switch {
			case y > 0:
				if oddY {
					r = x
				} else {
					r = math.Abs(x)
				}
			case y == 0:
				r = 1
			default:
				if oddY {
					r = math.Copysign(0, x)
				} else {
					r = 0
				}
			}
		default: // y infinite
			switch {
			case math.Abs(x) == 1:
				r = 1
			case y > 0 && math.Abs(x) > 1:
				r = y
			case y < 0 && math.Abs(x) < 1:
				r = -y
			default:
				r = 0
			}
		}
	} else {
		r = CPow(x, y)
		if !isFinite(r) {
			if r != r {
				errno = edom
			} else if x == 0 {
				errno = edom
			} else {
				errno = erange
			}
		}
	}
	if err := isError(r, errno); err != nil {
		return 0, err
	}
	return Canon(r), nil
}

// Fmod is math.fmod.
func Fmod(x, y float64) (float64, error) {
	if isInf(y) && isFinite(x) {
		return x, nil
	}
	r := fmod(x, y)
	if r != r && x == x && y == y {
		return 0, ErrMathDomain
	}
	return Canon(r), nil
}

// fmod is C's fmod: the exact remainder x - n*y with n = trunc(x/y).
func fmod(x, y float64) float64 {
	if y == 0 || isInf(x) || x != x || y != y {
		return nan
	}
	ax, ay := math.Abs(x), math.Abs(y)
	if isInf(ay) || ax < ay {
		return x
	}
	if ax == ay {
		return math.Copysign(0, x)
	}
	mx, ex := mantExp(ax)
	my, ey := mantExp(ay)
	// Long division on the integer significands, 11 bits at a time so
	// that (mx << 11) stays below 2^64 (mx < my <= 2^53).
	mx %= my
	for ex > ey && mx != 0 {
		s := ex - ey
		if s > 11 {
			s = 11
		}
		mx = (mx << uint(s)) % my
		ex -= s
	}
	if mx == 0 {
		return math.Copysign(0, x)
	}
	return math.Copysign(math.Ldexp(float64(mx), ey), x)
}

// mantExp returns the integer significand and exponent of a positive
// finite x: x = m * 2^e, m < 2^53.
func mantExp(x float64) (uint64, int) {
	b := math.Float64bits(x)
	e := int(b>>52) & 0x7ff
	m := b & (1<<52 - 1)
	if e == 0 {
		return m, -1074
	}
	return m | 1<<52, e - 1075
}

// Remainder is math.remainder (CPython's m_remainder, exact).
func Remainder(x, y float64) (float64, error) { return math2(x, y, remainder(x, y)) }

func remainder(x, y float64) float64 {
	if isFinite(x) && isFinite(y) {
		if y == 0 {
			return nan
		}
		absx, absy := math.Abs(x), math.Abs(y)
		m := fmod(absx, absy)
		c := absy - m
		var r float64
		switch {
		case m < c:
			r = m
		case m > c:
			r = -c
		default:
			r = m - float64(2.0*fmod(float64(0.5*(absx-m)), absy))
		}
		return float64(math.Copysign(1.0, x) * r)
	}
	if x != x {
		return x
	}
	if y != y {
		return y
	}
	if isInf(x) {
		return nan
	}
	return x
}

// vectorNorm is CPython's vector_norm (hypot and dist): scaled, split
// squares with compensated summation and a final square-root correction.
func vectorNorm(vec []float64, max float64, foundNaN bool) float64 {
	const t27 = 134217729.0 // 2^27 + 1
	if isInf(max) {
		return max
	}
	if foundNaN {
		return nan
	}
	if max == 0 || len(vec) <= 1 {
		return max
	}
	_, maxE := math.Frexp(max)
	csum, frac1, frac2, frac3 := 1.0, 0.0, 0.0, 0.0
	if maxE >= -1023 {
		scale := math.Ldexp(1.0, -maxE)
		for _, x := range vec {
			x = float64(x * scale)
			t := float64(x * t27)
			hi := t - (t - x)
			lo := x - hi
			x = float64(hi * hi)
			old := csum
			csum += x
			frac1 += (old - csum) + x
			x = float64(float64(2.0*hi) * lo)
			old = csum
			csum += x
			frac2 += (old - csum) + x
			frac3 += float64(lo * lo)
		}
		h := math.Sqrt(csum - 1.0 + (frac1 + frac2 + frac3))
		x := h
		t := float64(x * t27)
		hi := t - (t - x)
		lo := x - hi
		x = float64(-hi * hi)
		old := csum
		csum += x
		frac1 += (old - csum) + x
		x = float64(float64(-2.0*hi) * lo)
		old = csum
		csum += x
		frac2 += (old - csum) + x
		x = float64(-lo * lo)
		old = csum
		csum += x
		frac3 += (old - csum) + x
		x = csum - 1.0 + (frac1 + frac2 + frac3)
		return (h + x/float64(2.0*h)) / scale
	}
	for _, x := range vec {
		x /= max
		x = float64(x * x)
		old := csum
		csum += x
		frac1 += (old - csum) + x
	}
	return float64(max * math.Sqrt(csum-1.0+frac1))
}

// Hypot is math.hypot(*coordinates).
func Hypot(coords ...float64) float64 {
	max := 0.0
	foundNaN := false
	abs := make([]float64, len(coords))
	for i, x := range coords {
		x = math.Abs(x)
		abs[i] = x
		if x != x {
			foundNaN = true
		}
		if x > max {
			max = x
		}
	}
	return Canon(vectorNorm(abs, max, foundNaN))
}

// Dist is math.dist(p, q) for float coordinates.
func Dist(p, q []float64) (float64, error) {
	if len(p) != len(q) {
		return 0, ErrDistDimensions
	}
	max := 0.0
	foundNaN := false
	diffs := make([]float64, len(p))
	for i := range p {
		x := math.Abs(p[i] - q[i])
		diffs[i] = x
		if x != x {
			foundNaN = true
		}
		if x > max {
			max = x
		}
	}
	return Canon(vectorNorm(diffs, max, foundNaN)), nil
}

// Fsum is math.fsum: the correctly rounded sum (Shewchuk's partials with
// CPython's final half-even correction).
func Fsum(xs []float64) (float64, error) {
	var partials []float64
	specialSum, infSum := 0.0, 0.0
	for _, x := range xs {
		xsave := x
		i := 0
		for _, y := range partials {
			if math.Abs(x) < math.Abs(y) {
				x, y = y, x
			}
			hi := x + y
			yr := hi - x
			lo := y - yr
			if lo != 0 {
				partials[i] = lo
				i++
			}
			x = hi
		}
		partials = partials[:i]
		if x != 0 {
			if !isFinite(x) {
				if isFinite(xsave) {
					return 0, ErrFsumOverflow
				}
				if isInf(xsave) {
					infSum += xsave
				}
				specialSum += xsave
				partials = partials[:0]
			} else {
				partials = append(partials, x)
			}
		}
	}
	if specialSum != 0 {
		if infSum != infSum {
			return 0, ErrFsumInfMinusInf
		}
		return Canon(specialSum), nil
	}
	hi := 0.0
	n := len(partials)
	if n > 0 {
		n--
		hi = partials[n]
		lo := 0.0
		for n > 0 {
			x := hi
			n--
			y := partials[n]
			hi = x + y
			yr := hi - x
			lo = y - yr
			if lo != 0 {
				break
			}
		}
		if n > 0 && ((lo < 0 && partials[n-1] < 0) || (lo > 0 && partials[n-1] > 0)) {
			y := float64(lo * 2)
			x := hi + y
			yr := x - hi
			if y == yr {
				hi = x
			}
		}
	}
	return hi, nil
}

// IsClose is math.isclose(a, b, rel_tol=relTol, abs_tol=absTol).
func IsClose(a, b, relTol, absTol float64) (bool, error) {
	if relTol < 0 || absTol < 0 {
		return false, ErrNegativeTol
	}
	if a == b {
		return true, nil
	}
	if isInf(a) || isInf(b) {
		return false, nil
	}
	diff := math.Abs(b - a)
	return diff <= math.Abs(float64(relTol*b)) || diff <= math.Abs(float64(relTol*a)) || diff <= absTol, nil
}

// Floor returns floor(x) as an exact float; math.floor converts it to int
// (ToBigInt), which fails for infinities and NaN.
func Floor(x float64) float64 { return math.Floor(x) }

// Ceil returns ceil(x) as an exact float (see Floor).
func Ceil(x float64) float64 { return math.Ceil(x) }

// Trunc returns x rounded toward zero as an exact float (see Floor).
func Trunc(x float64) float64 { return math.Trunc(x) }

// Frexp is math.frexp.
func Frexp(x float64) (float64, int) {
	if x != x || isInf(x) || x == 0 {
		return x, 0
	}
	return math.Frexp(x)
}

// Ldexp is math.ldexp(x, i); i is the int argument clamped to the int64
// range by the caller (CPython clamps to the C long range, which gives the
// same results).
func Ldexp(x float64, i int64) (float64, error) {
	if x == 0 || !isFinite(x) {
		return x, nil
	}
	const intMax, intMin = 1<<31 - 1, -1 << 31
	var r float64
	switch {
	case i > intMax:
		return 0, ErrMathRange
	case i < intMin:
		r = math.Copysign(0, x)
	default:
		r = math.Ldexp(x, int(i))
		if isInf(r) {
			return 0, ErrMathRange
		}
	}
	return r, nil
}

// Modf is math.modf: (fractional part, integer part), both with x's sign.
func Modf(x float64) (frac, integer float64) {
	if isInf(x) {
		return math.Copysign(0, x), x
	}
	if x != x {
		return x, x
	}
	integer, frac = math.Modf(x)
	return frac, integer
}

var (
	mathPiVar = math.Pi
	radToDeg  = 180.0 / mathPiVar
	degToRad  = mathPiVar / 180.0
)

// Degrees is math.degrees.
func Degrees(x float64) float64 { return Canon(float64(x * radToDeg)) }

// Radians is math.radians.
func Radians(x float64) float64 { return Canon(float64(x * degToRad)) }

// Nextafter is math.nextafter(x, y) (C99 nextafter: returns y when x == y).
func Nextafter(x, y float64) float64 {
	switch {
	case x != x || y != y:
		return nan
	case x == y:
		return y
	case x == 0:
		return math.Copysign(math.Float64frombits(1), y)
	}
	b := math.Float64bits(x)
	if (y > x) == (x > 0) {
		b++
	} else {
		b--
	}
	return math.Float64frombits(b)
}

// Ulp is math.ulp.
func Ulp(x float64) float64 {
	if x != x {
		return x
	}
	x = math.Abs(x)
	if isInf(x) {
		return x
	}
	x2 := Nextafter(x, posInf)
	if isInf(x2) {
		return x - Nextafter(x, negInf)
	}
	return x2 - x
}
