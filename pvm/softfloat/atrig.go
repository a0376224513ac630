package softfloat

import (
	"math"
	"math/big"
)

// Correctly rounded atan, atan2, asin and acos.
//
// All four reduce to atanDD(z) for 0 <= z <= 1 given as a double-double:
// with b = i/128 nearest to z, atan(z) = atan(b) + atan(u) where
// u = (z-b)/(1+z*b), |u| <= 2^-8, atan(b) comes from atanTab and atan(u)
// is its Taylor series with the u^3 term in double-double. asin and acos use
// sqrt(1-x^2) computed from the exact double-double 1-x^2. atan and atan2
// first try atanFast, with only u in double-double; when that cannot decide
// the rounding, atanDD decides.

// atanEps bounds the relative error of the atan-based double-double results.
const atanEps = 0x1p-80

// atanFastEps bounds the relative error of atanFast and of atan2 and atan
// computed with it. Its largest error is the rounding of the u^3/3 term,
// up to 4 ulps: 2^-51 * u^2/3 <= 2^-68.6 relative to atan(z), as
// TestAtanFastError measures.
const atanFastEps = 0x1p-64

// atanKernel is atanDD or atanFast.
type atanKernel func(zh, zl float64) (float64, float64)

// atanReduce returns the table index i of b = i/128 nearest to z = zh+zl
// and u = (z-b)/(1+z*b) as a double-double, for 0 <= z <= 1.
func atanReduce(zh, zl float64) (i int, uh, ul float64) {
	i = int(float64(zh*128) + 0.5)
	if i == 0 {
		return 0, zh, zl
	}
	b := float64(i) / 128
	nh, nl := twoSum(zh-b, zl) // zh-b is exact
	p, pe := twoProd(zh, b)
	dh, dl := fastTwoSum(1, p)
	dl += pe + float64(zl*b)
	uh, ul = ddDiv(nh, nl, dh, dl)
	return
}

// atanPoly returns 1/5 - q/7 + q^2/9 - q^3/11 + q^4/13 for q = u^2.
func atanPoly(q float64) float64 {
	pt := -1.0/11 + float64(q*(1.0/13))
	pt = 1.0/9 + float64(q*pt)
	pt = -1.0/7 + float64(q*pt)
	return 1.0/5 + float64(q*pt)
}

// atanDD returns atan(zh+zl) for 0 <= zh+zl <= 1 (plus rounding slack).
func atanDD(zh, zl float64) (float64, float64) {
	i, uh, ul := atanReduce(zh, zl)
	// atan(u) = u - u^3/3 + u^5/5 - ... - u^11/11
	q, qe := sqr(uh)
	qe += float64(2 * float64(uh*ul))
	c, ce := twoProd(uh, q)
	ce += float64(uh*qe) + float64(ul*q)
	d := c / 3
	p3, e3 := twoProd(d, 3)
	dl := (c - p3 - e3 + ce) / 3
	t5 := float64(float64(c*q) * atanPoly(q))
	if i == 0 {
		x, xe := fastTwoSum(uh, -d)
		return fastTwoSum(x, xe+ul-dl+t5)
	}
	ah, al := atanTab[2*i], atanTab[2*i+1]
	x1, e1 := twoSum(ah, uh)
	x2, e2 := twoSum(x1, -d)
	lo := e1 + e2 + al + ul - dl + t5
	return fastTwoSum(x2, lo)
}

// atanFast is atanDD with atan(u) - u in plain doubles: cheaper, and
// accurate enough to decide the rounding of nearly every result.
func atanFast(zh, zl float64) (float64, float64) {
	i, uh, ul := atanReduce(zh, zl)
	q := float64(uh * uh)
	t := float64(float64(uh*q) * (-1.0/3 + float64(q*atanPoly(q))))
	x, e := twoSum(atanTab[2*i], uh)
	return fastTwoSum(x, e+atanTab[2*i+1]+ul+t)
}

// atanPos returns atan(z) for z = zh+zl >= 0 of any size, as a dd, with
// the given kernel.
func atanPos(zh, zl float64, atan atanKernel) (float64, float64) {
	if zh <= 1 {
		return atan(zh, zl)
	}
	wh, wl := ddRecip(zh, zl)
	ah, al := atan(wh, wl)
	return ddAdd(halfPiHi, halfPiLo, -ah, -al)
}

// CAtan returns atan(x) correctly rounded.
func CAtan(x float64) float64 {
	if x != x {
		return nan
	}
	ax := math.Abs(x)
	if ax < 0x1p-27 {
		return x // |x^3/3| is below half an ulp of x
	}
	if ax > 0x1p60 {
		// atan(x) = pi/2 - 1/x + ..., 1/x is far below half an ulp
		return math.Copysign(halfPiHi, x)
	}
	if hi, lo := atanPos(ax, 0, atanFast); roundsTo(hi, lo, float64(hi*atanFastEps)) {
		return math.Copysign(hi, x)
	}
	if hi, lo := atanPos(ax, 0, atanDD); roundsTo(hi, lo, float64(hi*atanEps)) {
		return math.Copysign(hi, x)
	}
	return math.Copysign(toF64(mpAtan(fromF64(ax, 64), mpPrec)), x)
}

// quotDD returns a/b as a double-double for positive finite a, b with
// a/b within the normal range and both operands scaled near 1.
func quotDD(a, b float64) (float64, float64) {
	q := a / b
	p, pe := twoProd(q, b)
	r := (a - p - pe) / b
	return fastTwoSum(q, r)
}

// atan2Unscaled reports whether atan2 can divide a (y or x) by the other
// without scaling them: with both in [2^-200, 2^200] no step of quotDD
// leaves the normal range, so scaling by a power of two, which is exact,
// would not change its result.
func atan2Unscaled(a float64) bool { return a >= 0x1p-200 && a <= 0x1p200 }

// CAtan2 returns atan2(y, x) correctly rounded (C99 special cases).
func CAtan2(y, x float64) float64 {
	if x != x || y != y {
		return nan
	}
	if y == 0 || isInf(x) || isInf(y) {
		return pyAtan2(y, x)
	}
	if x == 0 {
		return math.Copysign(halfPiHi, y)
	}
	sa, sb := math.Abs(y), math.Abs(x)
	if !atan2Unscaled(sa) || !atan2Unscaled(sb) {
		_, ey := math.Frexp(sa)
		_, ex := math.Frexp(sb)
		if ey-ex < -900 {
			if !math.Signbit(x) {
				// The result is y/x to well below an ulp, but may be
				// subnormal: let the exact slow path round it.
				return mpAtan2(y, x)
			}
			return math.Copysign(piHi, y) // pi - tiny rounds to pi
		}
		if ey-ex > 900 {
			return math.Copysign(halfPiHi, y) // pi/2 -+ tiny
		}
		// Scale both to near 1 (exactly) for the division below.
		sa, sb = math.Ldexp(sa, -ex), math.Ldexp(sb, -ex)
	}
	neg := math.Signbit(x)
	if hi, lo := atan2Pos(sa, sb, neg, atanFast); roundsTo(hi, lo, float64(hi*atanFastEps)) {
		return math.Copysign(hi, y)
	}
	if hi, lo := atan2Pos(sa, sb, neg, atanDD); roundsTo(hi, lo, float64(hi*atanEps)) {
		return math.Copysign(hi, y)
	}
	return mpAtan2(y, x)
}

// atan2Pos returns atan2(sa, sb), or atan2(sa, -sb) if neg, for positive
// sa and sb scaled as CAtan2 does, as a dd, with the given kernel.
func atan2Pos(sa, sb float64, neg bool, atan atanKernel) (hi, lo float64) {
	if sa <= sb {
		zh, zl := quotDD(sa, sb)
		hi, lo = atan(zh, zl)
		if neg {
			hi, lo = ddAdd(piHi, piLo, -hi, -lo)
		}
		return
	}
	zh, zl := quotDD(sb, sa)
	hi, lo = atan(zh, zl)
	if neg {
		return ddAdd(halfPiHi, halfPiLo, hi, lo)
	}
	return ddAdd(halfPiHi, halfPiLo, -hi, -lo)
}

func mpAtan2(y, x float64) float64 {
	const wp = mpPrec + 20
	q := newF(wp).Quo(fromF64(math.Abs(y), 64), fromF64(math.Abs(x), 64))
	a := mpAtan(q, wp)
	if math.Signbit(x) {
		a.Sub(mpPi(wp), a)
	}
	return math.Copysign(toF64(a), y)
}

// sqrtOneMinusSq returns sqrt(1-ax^2) as a double-double; 1-ax^2 is formed
// exactly from the exact square of ax. For 0 <= ax <= 1.
func sqrtOneMinusSq(ax float64) (float64, float64) {
	p, pe := sqr(ax)
	u, ue := twoSum(1, -p)
	uh, ul := fastTwoSum(u, ue-pe)
	if uh == 0 {
		return 0, 0
	}
	return ddSqrt(uh, ul)
}

// CAsin returns asin(x) correctly rounded (NaN outside [-1, 1]).
func CAsin(x float64) float64 {
	if x != x {
		return nan
	}
	ax := math.Abs(x)
	if ax > 1 {
		return nan
	}
	if ax < 0x1p-26 {
		return x // x^3/6 is below half an ulp of x
	}
	hi, lo := asinDD(ax)
	if roundsTo(hi, lo, float64(hi*atanEps)) {
		return math.Copysign(hi, x)
	}
	return math.Copysign(toF64(mpAsinAbs(ax, false)), x)
}

// asinDD returns asin(ax) for 0 <= ax <= 1 as a double-double.
func asinDD(ax float64) (hi, lo float64) {
	sh, sl := sqrtOneMinusSq(ax)
	if ax <= 0.7071067811865476 {
		zh, zl := ddDiv(ax, 0, sh, sl)
		return atanDD(zh, zl)
	}
	zh, zl := ddDiv(sh, sl, ax, 0)
	hi, lo = atanDD(zh, zl)
	return ddAdd(halfPiHi, halfPiLo, -hi, -lo)
}

// acosDD returns acos(x) for -1 <= x < 1 as a double-double.
func acosDD(x float64) (hi, lo float64) {
	ax := math.Abs(x)
	sh, sl := sqrtOneMinusSq(ax)
	if ax >= 0.7071067811865476 {
		zh, zl := ddDiv(sh, sl, ax, 0)
		hi, lo = atanDD(zh, zl)
		if x < 0 {
			hi, lo = ddAdd(piHi, piLo, -hi, -lo)
		}
		return
	}
	zh, zl := ddDiv(ax, 0, sh, sl)
	hi, lo = atanDD(zh, zl)
	if x < 0 {
		return ddAdd(halfPiHi, halfPiLo, hi, lo)
	}
	return ddAdd(halfPiHi, halfPiLo, -hi, -lo)
}

// CAcos returns acos(x) correctly rounded (NaN outside [-1, 1]).
func CAcos(x float64) float64 {
	if x != x {
		return nan
	}
	ax := math.Abs(x)
	if ax > 1 {
		return nan
	}
	if x == 1 {
		return 0
	}
	if ax < 0x1p-60 {
		return halfPiHi // pi/2 - x rounds to pi/2
	}
	hi, lo := acosDD(x)
	if roundsTo(hi, lo, float64(hi*atanEps)) {
		return hi
	}
	a := mpAsinAbs(ax, true)
	if x < 0 {
		a.Sub(mpPi(mpPrec+20), a)
	}
	return toF64(a)
}

// mpAsinAbs returns asin(ax) (or acos(ax) when acos is set) for
// 0 <= ax <= 1 with math/big: atan2(ax, sqrt(1-ax^2)).
func mpAsinAbs(ax float64, acos bool) *big.Float {
	const wp = mpPrec + 20
	a := fromF64(ax, wp)
	s := newF(wp).Mul(a, a)
	s.Sub(newF(wp).SetInt64(1), s)
	s.Sqrt(s)
	if s.Sign() == 0 {
		if acos {
			return newF(wp)
		}
		h := mpPi(wp)
		return h.SetMantExp(h, -1)
	}
	var r *big.Float
	if acos {
		r = mpAtan(newF(wp).Quo(s, a), wp)
	} else {
		r = mpAtan(newF(wp).Quo(a, s), wp)
	}
	return r
}
