package softfloat

import (
	"math"
	"math/big"
)

// Correctly rounded exp and exp2.
//
// exp(x) = 2^m * 2^(j/256) * exp(r) with k = round(x*256/ln2) = 256m + j
// and r = x - k*ln2/256, |r| <= ln2/512. The reduction is exact (three-part
// ln2/256, the first part short enough that k*expC1 is exact) and r is kept
// as a double-double. exp(r)-1 is a Taylor polynomial whose first two terms
// are evaluated exactly; 2^(j/256) comes from a double-double table. The
// result hi+lo has a relative error below 2^-79 (checked against math/big
// in TestKernelErrors); when hi+lo is too close to a rounding boundary for
// that bound, the math/big slow path decides.

// expEps bounds the relative error of expKernel (with margin).
const expEps = 0x1p-76

// expPoly returns exp(r)-1 as a double-double for r = rh+rl, |r| <= 0.0014.
func expPoly(rh, rl float64) (float64, float64) {
	qh, ql := sqr(rh) // rh^2 exactly
	// Terms of degree >= 3, evaluated with rh only: |r^3/6| < 2^-31, so the
	// rounding errors here are below 2^-84.
	pt := 1.0/720 + float64(rh*(1.0/5040))
	pt = 1.0/120 + float64(rh*pt)
	pt = 1.0/24 + float64(rh*pt)
	pt = 1.0/6 + float64(rh*pt)
	tail := float64(float64(rh*qh) * pt)
	ph, pl := fastTwoSum(rh, float64(0.5*qh))
	// r^2/2 = qh/2 + ql/2 + rh*rl (rl^2 is negligible).
	pl += rl + float64(0.5*ql) + float64(rh*rl) + tail
	return fastTwoSum(ph, pl)
}

// expReduce splits x = xh+xl (|xh| <= 746) into k and r = x - k*ln2/256.
func expReduce(xh, xl float64) (k int, rh, rl float64) {
	// Round to nearest integer; |x*256/ln2| < 2^19, far below 2^52.
	kf := float64(xh * expInvLn2N)
	kf = math.Floor(kf + 0.5)
	k = int(kf)
	t := xh - float64(kf*expC1) // exact: Sterbenz, and kf*expC1 is exact
	p2, e2 := twoProd(kf, expC2)
	rh, rl = twoSum(t, -p2)
	rl = rl - e2 - float64(kf*expC3) + xl
	rh, rl = fastTwoSum(rh, rl)
	return
}

// expKernel returns exp(xh+xl) = 2^m * (hi+lo) for |xh| <= 746, with
// 0.99 < hi < 2.
func expKernel(xh, xl float64) (hi, lo float64, m int) {
	k, rh, rl := expReduce(xh, xl)
	ph, pl := expPoly(rh, rl)
	return expScale(k, ph, pl)
}

// expFastEps bounds the relative error of expKernelFast (about 2^-71
// measured by TestExpFastError).
const expFastEps = 0x1p-64

// expKernelFast is expKernel with exp(r)-1 as r plus the rest of its
// Taylor polynomial in plain doubles: |r^2/2| < 2^-20, so its rounding
// errors are below 2^-72.
func expKernelFast(xh, xl float64) (hi, lo float64, m int) {
	k, rh, rl := expReduce(xh, xl)
	pt := 1.0/120 + float64(rh*(1.0/720))
	pt = 1.0/24 + float64(rh*pt)
	pt = 1.0/6 + float64(rh*pt)
	pt = 0.5 + float64(rh*pt)
	return expScale(k, rh, rl+float64(float64(rh*rh)*pt))
}

// expScale returns 2^(k/256) * (1+p) = 2^m * (hi+lo) for p = ph+pl.
func expScale(k int, ph, pl float64) (hi, lo float64, m int) {
	j := k & 255
	m = k >> 8
	th, tl := expTab[2*j], expTab[2*j+1]
	// T*(1+p) = Th + Th*ph + (Th*pl + Tl + Tl*p)
	uh, ul := twoProd(th, ph)
	sh, sl := fastTwoSum(th, uh)
	sl += ul + float64(th*pl) + tl + float64(tl*ph)
	hi, lo = fastTwoSum(sh, sl)
	return
}

// pow2 returns 2^m for -1022 <= m <= 1023.
func pow2(m int) float64 { return math.Float64frombits(uint64(m+1023) << 52) }

// finishExp scales a kernel result hi+lo (relative error eps) by 2^m. ok
// is false when the slow path must decide: the rounding is too close to
// call, or the result is at the overflow boundary.
func finishExp(hi, lo float64, m int, eps float64) (float64, bool) {
	if m > 1023 {
		return 0, false
	}
	if m < -1021 {
		return finishTiny(hi, lo, m, eps)
	}
	if !roundsTo(hi, lo, float64(math.Abs(hi)*eps)) {
		return 0, false
	}
	return float64(hi * pow2(m)), true // exact: the result is normal
}

// finishTiny rounds (hi+lo)*2^m for m <= -1022, a result below 2^-1021
// where every representable number is a multiple of 2^-1074. It rounds
// w = (hi+lo)*2^(m+1074) to an integer n (ties to even) and returns
// n*2^-1074, which is exact. Scaling hi*2^m directly would round twice.
func finishTiny(hi, lo float64, m int, eps float64) (float64, bool) {
	e := m + 1074
	if e < -60 {
		return 0, true // far below half the smallest subnormal
	}
	var sc float64
	if e >= -1022 {
		sc = pow2(e)
	}
	hw, lw := float64(hi*sc), float64(lo*sc) // exact power-of-two scaling
	n := math.Floor(hw)
	f := (hw - n) + lw // fraction part; the addition error is below 2^-100
	d := float64(eps*(hw+1)) + 0x1p-60
	switch {
	case f < 0.5-d:
	case f > 0.5+d:
		n++
	default:
		return 0, false // at a tie or too close to one
	}
	return float64(n * 0x1p-1074), true
}

// CExp returns e**x correctly rounded (C99 exp semantics: overflow gives
// +Inf, underflow 0, no errors).
func CExp(x float64) float64 {
	switch {
	case x != x:
		return nan
	case x > 709.8:
		return posInf
	case x < -745.2:
		return 0
	case math.Abs(x) < 0x1p-60:
		// e^x = 1 + x + ..., |x| far below half an ulp of 1.
		return 1 + x
	}
	hi, lo, m := expKernelFast(x, 0)
	if r, ok := finishExp(hi, lo, m, expFastEps); ok {
		return r
	}
	return expSlow(x)
}

// expSlow is CExp without expKernelFast, for finite x in CExp's range.
func expSlow(x float64) float64 {
	hi, lo, m := expKernel(x, 0)
	if r, ok := finishExp(hi, lo, m, expEps); ok {
		return r
	}
	return toF64(mpExp(fromF64(x, 64), mpPrec))
}

// CExp2 returns 2**x correctly rounded.
func CExp2(x float64) float64 {
	switch {
	case x != x:
		return nan
	case x >= 1024:
		return posInf
	case x < -1080:
		return 0
	case math.Abs(x) < 0x1p-60:
		return 1 + x
	}
	if x == math.Trunc(x) {
		// Exact powers of two, including the gradual-underflow ties.
		return math.Ldexp(1, int(x))
	}
	// x = k/256 + r exactly, |r| <= 1/512; 2^r = exp(r*ln2).
	kf := math.Floor(float64(x*256) + 0.5)
	r := x - kf/256
	k := int(kf)
	var rh, rl float64
	if r != 0 {
		rh, rl = twoProd(r, ln2Hi)
		rl += float64(r * ln2Lo)
		rh, rl = fastTwoSum(rh, rl)
	}
	ph, pl := expPoly(rh, rl)
	hi, lo, m := expScale(k, ph, pl)
	if res, ok := finishExp(hi, lo, m, expEps); ok {
		return res
	}
	return toF64(mpExp2(x))
}

// mpExp2 computes 2^x with math/big.
func mpExp2(x float64) *big.Float {
	const wp = mpPrec + 20
	t := newF(wp).Mul(fromF64(x, wp), mpLn2(wp))
	return mpExp(t, mpPrec)
}
