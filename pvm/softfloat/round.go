package softfloat

import (
	"math"
	"math/big"
)

// round(x, ndigits): CPython rounds the exact binary value of x half to
// even at the ndigits-th decimal place (dtoa mode 3) and converts the
// decimal result back with a correctly rounded strtod. Both steps are done
// exactly here with big integers.

const (
	roundNdigitsMax = 323  // (DBL_MANT_DIG - DBL_MIN_EXP) * 0.30103
	roundNdigitsMin = -308 // -(DBL_MAX_EXP + 1) * 0.30103
)

var bigTen = big.NewInt(10)

// Round is round(x, ndigits) for a float; ndigits is the int argument
// clamped to the int64 range (CPython clamps it to Py_ssize_t).
// OverflowError "rounded value too large to represent" when the rounded
// decimal does not fit in a float.
func Round(x float64, ndigits int64) (float64, error) {
	if !isFinite(x) || x == 0 {
		return x, nil
	}
	if ndigits > roundNdigitsMax {
		return x, nil
	}
	if ndigits < roundNdigitsMin {
		return float64(0.0 * x), nil
	}
	neg := x < 0
	m, e := mantExp(math.Abs(x)) // |x| = m * 2^e
	if ndigits >= 0 && e >= 0 {
		return x, nil // an integer is unchanged by rounding to >= 0 places
	}
	num := new(big.Int).SetUint64(m)
	den := big.NewInt(1)
	// value * 10^ndigits = num/den
	if ndigits >= 0 {
		num.Mul(num, new(big.Int).Exp(bigTen, big.NewInt(ndigits), nil))
	} else {
		den.Exp(bigTen, big.NewInt(-ndigits), nil)
	}
	if e >= 0 {
		num.Lsh(num, uint(e))
	} else {
		den.Lsh(den, uint(-e))
	}
	// q = round half even (num/den)
	q, r := new(big.Int).QuoRem(num, den, new(big.Int))
	r.Lsh(r, 1)
	if c := r.Cmp(den); c > 0 || (c == 0 && q.Bit(0) == 1) {
		q.Add(q, big.NewInt(1))
	}
	var f float64
	if q.Sign() == 0 {
		f = 0
	} else if ndigits >= 0 {
		f, _ = new(big.Rat).SetFrac(q, new(big.Int).Exp(bigTen, big.NewInt(ndigits), nil)).Float64()
	} else {
		q.Mul(q, new(big.Int).Exp(bigTen, big.NewInt(-ndigits), nil))
		f, _ = new(big.Float).SetInt(q).Float64()
		if isInf(f) {
			return 0, ErrRoundTooLarge
		}
	}
	if neg {
		f = -f
	}
	return f, nil
}
