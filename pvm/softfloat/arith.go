package softfloat

import (
	"math"
	"math/big"
)

// Python float operators and conversions (CPython 3.11 Objects/floatobject.c
// and the int/float conversions of Objects/longobject.c).
//
// +, -, * and / are IEEE operations, correctly rounded on every target;
// the helpers only make NaN results canonical (x86 produces a NaN with the
// sign bit set for inf-inf, arm64 does not).

// Add returns a+b.
func Add(a, b float64) float64 { return Canon(a + b) }

// Sub returns a-b.
func Sub(a, b float64) float64 { return Canon(a - b) }

// Mul returns a*b.
func Mul(a, b float64) float64 { return Canon(float64(a * b)) }

// Neg returns -x. Negation flips the sign bit even of a NaN, as in CPython
// on every platform, so it is not canonicalised.
func Neg(x float64) float64 { return -x }

// Abs returns abs(x).
func Abs(x float64) float64 { return math.Abs(x) }

// Div is float true division a / b.
func Div(a, b float64) (float64, error) {
	if b == 0 {
		return 0, ErrDivisionByZero
	}
	return Canon(a / b), nil
}

// divMod is CPython's _float_div_mod for b != 0.
func divMod(vx, wx float64) (floordiv, mod float64) {
	mod = fmod(vx, wx)
	div := (vx - mod) / wx
	if mod != 0 {
		// the remainder takes the sign of the divisor
		if (wx < 0) != (mod < 0) {
			mod += wx
			div -= 1.0
		}
	} else {
		mod = math.Copysign(0, wx)
	}
	if div != 0 {
		floordiv = math.Floor(div)
		if div-floordiv > 0.5 {
			floordiv += 1.0
		}
	} else {
		floordiv = math.Copysign(0, vx/wx)
	}
	return Canon(floordiv), Canon(mod)
}

// FloorDiv is a // b.
func FloorDiv(a, b float64) (float64, error) {
	if b == 0 {
		return 0, ErrFloorDivisionByZero
	}
	q, _ := divMod(a, b)
	return q, nil
}

// Mod is a % b (result has the sign of b).
func Mod(a, b float64) (float64, error) {
	if b == 0 {
		return 0, ErrModuloByZero
	}
	mod := fmod(a, b)
	if mod != 0 {
		if (b < 0) != (mod < 0) {
			mod += b
		}
	} else {
		mod = math.Copysign(0, b)
	}
	return Canon(mod), nil
}

// DivMod is divmod(a, b).
func DivMod(a, b float64) (q, r float64, err error) {
	if b == 0 {
		return 0, 0, ErrDivmodByZero
	}
	q, r = divMod(a, b)
	return q, r, nil
}

// Pow is the float ** operator (CPython's float_pow). A negative base with
// a non-integer exponent returns ErrComplexPower (Kind ComplexResult): the
// interpreter must compute the complex power as CPython does. Overflow is
// ErrPowOverflow; 0.0 to a negative power is ErrZeroNegativePower.
func Pow(iv, iw float64) (float64, error) {
	if iw == 0 {
		return 1, nil
	}
	if iv > 0 && iv <= math.MaxFloat64 && isFinite(iw) {
		// The common case, none of the special cases below or in CPow.
		return powResult(powPos(iv, iw), false)
	}
	return powSpecial(iv, iw)
}

// powSpecial is Pow for an infinite or NaN operand, or a base <= 0.
func powSpecial(iv, iw float64) (float64, error) {
	if iv != iv {
		return iv, nil
	}
	if iw != iw {
		if iv == 1 {
			return 1, nil
		}
		return iw, nil
	}
	if isInf(iw) {
		av := math.Abs(iv)
		switch {
		case av == 1:
			return 1, nil
		case (iw > 0) == (av > 1):
			return math.Abs(iw), nil
		default:
			return 0, nil
		}
	}
	if isInf(iv) {
		odd := isOddInteger(iw)
		if iw > 0 {
			if odd {
				return iv, nil
			}
			return math.Abs(iv), nil
		}
		if odd {
			return math.Copysign(0, iv), nil
		}
		return 0, nil
	}
	if iv == 0 {
		odd := isOddInteger(iw)
		if iw < 0 {
			return 0, ErrZeroNegativePower
		}
		if odd {
			return iv, nil
		}
		return 0, nil
	}
	negate := false
	if iv < 0 {
		if iw != math.Floor(iw) {
			return 0, ErrComplexPower
		}
		iv = -iv
		negate = isOddInteger(iw)
	}
	if iv == 1 {
		if negate {
			return -1, nil
		}
		return 1, nil
	}
	return powResult(CPow(iv, iw), negate)
}

// powResult is the end of float_pow: an infinite result of finite
// operands is an overflow.
func powResult(ix float64, negate bool) (float64, error) {
	if isInf(ix) {
		return 0, ErrPowOverflow
	}
	if negate {
		ix = -ix
	}
	return ix, nil
}

// hashModulus is CPython's _PyHASH_MODULUS (2^61 - 1) on 64-bit builds.
const (
	hashBits    = 61
	hashModulus = 1<<hashBits - 1
	hashInf     = 314159
)

// Hash is hash(x) for a float: the value of x modulo 2^61-1 (so that it
// agrees with hash() of equal ints and Fractions). hash(nan) in CPython
// depends on the object's address; here it is 0 (deterministic).
func Hash(v float64) int64 {
	if !isFinite(v) {
		switch {
		case v > 0:
			return hashInf
		case v < 0:
			return -hashInf
		}
		return 0
	}
	m, e := math.Frexp(v)
	sign := int64(1)
	if m < 0 {
		sign = -1
		m = -m
	}
	var x uint64
	for m != 0 {
		x = ((x << 28) & hashModulus) | x>>(hashBits-28)
		m = float64(m * 268435456.0) // 2^28, exact
		e -= 28
		y := uint64(m)
		m -= float64(y)
		x += y
		if x >= hashModulus {
			x -= hashModulus
		}
	}
	if e >= 0 {
		e %= hashBits
	} else {
		e = hashBits - 1 - ((-1 - e) % hashBits)
	}
	x = ((x << uint(e)) & hashModulus) | x>>uint(hashBits-e)
	h := int64(x) * sign
	if h == -1 {
		h = -2
	}
	return h
}

// IsInteger is float.is_integer().
func IsInteger(x float64) bool {
	return isFinite(x) && x == math.Floor(x)
}

// FromInt64 converts an int64 exactly rounded (half-even) to float64.
func FromInt64(i int64) float64 { return float64(i) }

// FromBigInt is float(n) for a Python int: round half to even,
// OverflowError when the result would be infinite.
func FromBigInt(n *big.Int) (float64, error) {
	if n.IsInt64() {
		return float64(n.Int64()), nil
	}
	f, _ := new(big.Float).SetInt(n).Float64()
	if isInf(f) {
		return 0, ErrIntTooLarge
	}
	return f, nil
}

// ToBigInt is int(x): truncation toward zero.
func ToBigInt(x float64) (*big.Int, error) {
	if x != x {
		return nil, ErrNaNToInt
	}
	if isInf(x) {
		return nil, ErrInfToInt
	}
	if math.Abs(x) < 1<<63 {
		return big.NewInt(int64(x)), nil
	}
	i, _ := new(big.Float).SetFloat64(x).Int(nil)
	return i, nil
}

// TrueDivInt is a / b for Python ints: the correctly rounded quotient.
func TrueDivInt(a, b *big.Int) (float64, error) {
	if b.Sign() == 0 {
		return 0, ErrIntDivZero
	}
	negate := (a.Sign() < 0) != (b.Sign() < 0)
	if a.Sign() == 0 {
		if negate {
			return math.Copysign(0, -1), nil
		}
		return 0, nil
	}
	// Exact fast path as in CPython: both operands fit in 53 bits, so the
	// hardware division is the correctly rounded result.
	if a.IsInt64() && b.IsInt64() {
		ai, bi := a.Int64(), b.Int64()
		if -1<<53 <= ai && ai <= 1<<53 && -1<<53 <= bi && bi <= 1<<53 {
			return float64(ai) / float64(bi), nil
		}
	}
	f, _ := new(big.Rat).SetFrac(a, b).Float64()
	if isInf(f) {
		return 0, ErrIntDivTooLarge
	}
	return f, nil
}

// AsIntegerRatio is float.as_integer_ratio(): the exact value as a reduced
// fraction with positive denominator.
func AsIntegerRatio(x float64) (num, den *big.Int, err error) {
	if isInf(x) {
		return nil, nil, ErrInfRatio
	}
	if x != x {
		return nil, nil, ErrNaNRatio
	}
	if x == 0 {
		return big.NewInt(0), big.NewInt(1), nil
	}
	m, e := mantExp(math.Abs(x))
	for m&1 == 0 {
		m >>= 1
		e++
	}
	num = new(big.Int).SetUint64(m)
	den = big.NewInt(1)
	if e > 0 {
		num.Lsh(num, uint(e))
	} else {
		den.Lsh(den, uint(-e))
	}
	if x < 0 {
		num.Neg(num)
	}
	return num, den, nil
}

// RoundHalfEven is round(x) without ndigits, as a float with an integral
// value (the caller converts it with ToBigInt, which rejects inf and NaN).
func RoundHalfEven(x float64) float64 {
	// CPython: rounded = round(x) (half away from zero); if it was a tie,
	// use 2*round(x/2).
	r := cRound(x)
	if math.Abs(x-r) == 0.5 {
		r = float64(2.0 * cRound(x/2.0))
	}
	return r
}
