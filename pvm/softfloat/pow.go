package softfloat

import (
	"math"
	"math/big"
)

// Correctly rounded pow.
//
// x^y = exp(y*log(x)) with log(x) from logKernel (relative error < 2^-86
// measured, 2^-80 assumed), the product y*log(x) as a double-double and
// expKernel on that double-double. The error of the exponent argument is
// amplified by |y*log(x)| <= 746, so the rounding test uses
// eps = expEps + |t|*2^-80.
//
// powFast first tries the same with the cheaper kernels logKernelFast and
// expKernelFast (eps = expFastEps + |t|*logFastEps); it decides all but
// a few results in a thousand for moderate |t|.
//
// Results that are exactly representable or exactly halfway between two
// doubles (for example 3^2, or t^3 for a 54-bit t^3 = x^1.5) defeat every
// finite-precision rounding test; the slow path detects them (powExact)
// and rounds the exact value.

// CPow returns x**y with C99 Annex F special cases, correctly rounded.
func CPow(x, y float64) float64 {
	switch {
	case y == 0 || x == 1:
		return 1
	case x != x || y != y:
		return nan
	case isInf(y):
		ax := math.Abs(x)
		switch {
		case ax == 1:
			return 1
		case (ax > 1) == (y > 0):
			return posInf
		default:
			return 0
		}
	case isInf(x):
		odd := isOddInteger(y)
		if x > 0 {
			if y > 0 {
				return posInf
			}
			return 0
		}
		if y > 0 {
			if odd {
				return negInf
			}
			return posInf
		}
		if odd {
			return math.Copysign(0, -1)
		}
		return 0
	case x == 0:
		odd := isOddInteger(y)
		if y < 0 {
			if odd {
				return math.Copysign(posInf, x)
			}
			return posInf
		}
		if odd {
			return x
		}
		return 0
	}
	neg := false
	if x < 0 {
		if y != math.Trunc(y) {
			return nan
		}
		neg = isOddInteger(y)
		x = -x
	}
	r := powPos(x, y)
	if neg {
		return -r
	}
	return r
}

// powPos returns x^y for finite x > 0 and finite y != 0.
func powPos(x, y float64) float64 {
	switch {
	case y == 1 || x == 1:
		return x // x == 1 arises from (-1)**y; log(1) = 0 would make twoProd overflow for huge y
	case y == 2: // one rounding of the exact square: the correctly rounded result
		return float64(x * x)
	case y == 0.5: // likewise, IEEE square roots are correctly rounded
		return math.Sqrt(x)
	case y == -1:
		return 1 / x
	}
	if r, ok := powFast(x, y); ok {
		return r
	}
	return powSlow(x, y)
}

// powFast is powPos with logKernelFast and expKernelFast. ok is false when
// their accuracy cannot decide the rounding, and near overflow and
// underflow.
func powFast(x, y float64) (float64, bool) {
	lh, ll := logKernelFast(x)
	th, tl := twoProd(y, lh)
	tl += float64(y * ll)
	th, tl = fastTwoSum(th, tl)
	if !(th > -740 && th < 700) {
		return 0, false
	}
	hi, lo, m := expKernelFast(th, tl)
	return finishExp(hi, lo, m, expFastEps+float64(math.Abs(th)*logFastEps))
}

// powSlow is powPos for the arguments powFast cannot decide.
func powSlow(x, y float64) float64 {
	lh, ll := logKernel(x)
	t := float64(y * lh)
	// Outside this range the result overflows or underflows for certain
	// (log(DBL_MAX) < 709.79, log(2^-1075) > -745.14), and the error of
	// lh is far too small to move t across it.
	if t > 710 {
		return posInf
	}
	if t < -746 {
		return 0
	}
	th, tl := twoProd(y, lh)
	tl += float64(y * ll)
	th, tl = fastTwoSum(th, tl)
	hi, lo, m := expKernel(th, tl)
	eps := expEps + float64(math.Abs(th)*0x1p-80)
	if r, ok := finishExp(hi, lo, m, eps); ok {
		return r
	}
	return mpPowPos(x, y)
}

// mpPowPos is the slow path of powPos.
func mpPowPos(x, y float64) float64 {
	if r, ok := powExact(x, y); ok {
		return r
	}
	const wp = mpPrec + 64
	l := mpLog(fromF64(x, 64), wp)
	l.Mul(l, fromF64(y, 64))
	if l.Cmp(big.NewFloat(710)) > 0 {
		return posInf
	}
	if l.Cmp(big.NewFloat(-746)) < 0 {
		return 0
	}
	return toF64(mpExp(l, mpPrec))
}

// powExact returns x^y when it is a dyadic rational that can be computed
// exactly (the only case in which it can be representable or a rounding
// midpoint), for finite x > 0 and finite y.
func powExact(x, y float64) (float64, bool) {
	mx, ex := mantExp(x)
	for mx&1 == 0 {
		mx >>= 1
		ex++
	}
	my, ey := mantExp(math.Abs(y))
	for my&1 == 0 {
		my >>= 1
		ey++
	}
	// y = +-my * 2^ey with my odd.
	if mx == 1 {
		// x = 2^ex: x^y = 2^(ex*y), exact when ex*y is an integer.
		if ex == 0 {
			return 1, true
		}
		ez := ex
		for ez%2 == 0 && ey < 0 {
			ez /= 2
			ey++
		}
		if ey < 0 {
			return 0, false // 2^(odd/2^k): irrational
		}
		// ex*y = ez * my * 2^ey; clamp the magnitude before scaling.
		prod := new(big.Int).Mul(big.NewInt(int64(ez)), new(big.Int).SetUint64(my))
		prod.Lsh(prod, uint(ey))
		if y < 0 {
			prod.Neg(prod)
		}
		if prod.Cmp(big.NewInt(4096)) > 0 {
			return posInf, true
		}
		if prod.Cmp(big.NewInt(-4096)) < 0 {
			return 0, true
		}
		return math.Ldexp(1, int(prod.Int64())), true
	}
	// x has an odd part > 1: a dyadic result needs y > 0 and
	// y = my/2^k with the odd part of x a perfect 2^k-th power.
	if y < 0 {
		return 0, false
	}
	k := 0
	if ey < 0 {
		k = -ey
		if k > 6 {
			return 0, false
		}
	}
	t := new(big.Int).SetUint64(mx)
	for i := 0; i < k; i++ {
		s := new(big.Int).Sqrt(t)
		if new(big.Int).Mul(s, s).Cmp(t) != 0 {
			return 0, false
		}
		t = s
	}
	// y*ex must be an integer: ex*my/2^k.
	if k > 0 && ex%(1<<uint(k)) != 0 {
		return 0, false
	}
	// x^y = t^n * 2^(ex*n/2^k) with n = my * 2^max(ey, 0).
	if ey > 20 || my > 1<<20 {
		return 0, false // far too many bits to be a representable result
	}
	n := my
	if ey > 0 {
		n <<= uint(ey)
	}
	if uint64(t.BitLen())*n > 200000 {
		return 0, false
	}
	v := new(big.Int).Exp(t, new(big.Int).SetUint64(n), nil)
	shift := int64(ex) * int64(n) >> uint(k) // exact: divisibility checked above
	f := new(big.Float).SetInt(v)
	if shift > 1<<20 || shift < -(1<<20) {
		return 0, false
	}
	f.SetMantExp(f, int(shift))
	return toF64(f), true
}
