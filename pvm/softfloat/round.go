package softfloat

import (
	"math"
	"math/big"
	"math/bits"
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
	f, ok := roundShort(m, e, ndigits)
	if !ok {
		var err error
		if f, err = roundExact(m, e, ndigits); err != nil {
			return 0, err
		}
	}
	if neg {
		f = -f
	}
	return f, nil
}

// roundExact is m * 2^e rounded at ndigits places with big integers.
func roundExact(m uint64, e int, ndigits int64) (float64, error) {
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
	return f, nil
}

// roundShort is Round's common case without big integers: m * 2^e with
// e < 0 rounded at 0 <= ndigits <= 19 places to a q below 2^53. Then
// m * 10^ndigits fits in 128 bits, and q and 10^ndigits are exact doubles,
// so one IEEE division gives the correctly rounded q / 10^ndigits. ok is
// false in the other cases.
func roundShort(m uint64, e int, ndigits int64) (float64, bool) {
	if ndigits < 0 || ndigits > 19 || e >= 0 || e <= -128 {
		return 0, false
	}
	hi, lo := bits.Mul64(m, pow10u64[ndigits])
	q, ok := shiftRoundEven(hi, lo, uint(-e))
	if !ok || q >= 1<<53 {
		return 0, false
	}
	return float64(q) / pow10f64[ndigits], true
}

// shiftRoundEven returns the 128-bit hi:lo divided by 2^s (0 < s < 128),
// rounded half to even; ok is false when the quotient is 2^62 or more.
func shiftRoundEven(hi, lo uint64, s uint) (uint64, bool) {
	var q, remHi, remLo, halfHi, halfLo uint64
	if s >= 64 {
		q, remHi, remLo = hi>>(s-64), hi&(1<<(s-64)-1), lo
	} else {
		if hi>>s != 0 {
			return 0, false
		}
		q, remLo = hi<<(64-s)|lo>>s, lo&(1<<s-1)
	}
	if q >= 1<<62 {
		return 0, false
	}
	if s > 64 {
		halfHi = 1 << (s - 65)
	} else {
		halfLo = 1 << (s - 1)
	}
	if remHi > halfHi || remHi == halfHi && (remLo > halfLo || remLo == halfLo && q&1 == 1) {
		q++
	}
	return q, true
}

// Powers of ten up to 10^19, the last that fits in a uint64; all are
// exact doubles.
var (
	pow10u64 [20]uint64
	pow10f64 [20]float64
)

func init() {
	p := uint64(1)
	for i := range pow10u64 {
		pow10u64[i], pow10f64[i] = p, float64(p)
		p *= 10
	}
}
