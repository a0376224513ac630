package softfloat

import (
	"math"
	"math/big"
)

// Correctly rounded log and log2.
//
// x = 2^e * m with m in [0.707, 1.414); the top 8 fraction bits of x pick
// inv ~ 1/m from logTab, and log(m) = -log(inv) + log1p(r) with
// r = m*inv - 1 computed exactly as a double-double (|r| < 2^-8). log1p(r)
// is a Taylor polynomial whose terms up to r^3 are evaluated in
// double-double. e*ln2 uses a three-part ln2. Entries 0 and 255 have
// inv = 1, so for x near 1 the result is log1p(x-1) with full relative
// accuracy.

// logSplit is the first index of logTab whose significands are halved (m/2
// in [0.707, 1)), so that the reduced argument is centred on 1.
const logSplit = 106

// logEps bounds the relative error of logKernel (with margin).
const logEps = 0x1p-80

// logParts returns e and L = log(m) as a double-double, where x = 2^e * m,
// for finite x > 0.
func logParts(x float64) (e int, lh, ll float64) {
	b := math.Float64bits(x)
	e = int(b>>52) - 1023
	if e == -1023 { // subnormal: normalise exactly
		b = math.Float64bits(float64(x * 0x1p54))
		e = int(b>>52) - 1023 - 54
	}
	i := int(b>>44) & 255
	m := math.Float64frombits(b&(1<<52-1) | 1023<<52)
	if i >= logSplit {
		m = float64(m * 0.5)
		e++
	}
	inv := logTab[3*i]
	ph, pl := twoProd(m, inv)
	rh := ph - 1 // exact (Sterbenz)
	rh, rl := fastTwoSum(rh, pl)

	// log1p(r) = r - r^2/2 + r^3/3 - r^4/4 + ...
	qh, ql := sqr(rh)
	ql += float64(2 * float64(rh*rl))
	// r^3/3 as a double-double: c = rh*q, then divide by 3.
	ch, cl := twoProd(rh, qh)
	cl += float64(rh*ql) + float64(rl*qh)
	dh := ch / 3
	p3, e3 := twoProd(dh, 3)
	dl := (ch - p3 - e3 + cl) / 3
	// -r^4/4 as a double-double, then r^5 * (1/5 - r/6 + ... + r^6/11) in
	// plain doubles: |r^5/5| < 2^-42, so its rounding errors are negligible.
	fh, fe := twoProd(qh, qh)
	fh, fe = float64(-0.25*fh), float64(-0.25*fe)-float64(0.5*float64(qh*ql)) // r^4 = qh^2 + 2 qh ql
	pt := -1.0/10 + float64(rh*(1.0/11))
	pt = 1.0/9 + float64(rh*pt)
	pt = -1.0/8 + float64(rh*pt)
	pt = 1.0/7 + float64(rh*pt)
	pt = -1.0/6 + float64(rh*pt)
	pt = 1.0/5 + float64(rh*pt)
	tail := float64(float64(fh*-4) * float64(rh*pt))

	// sum = -log(inv) + r - q/2 + d + f + tail, exact chain for the big terms.
	ah, al := fastTwoSum(rh, float64(-0.5*qh))
	th, tl := logTab[3*i+1], logTab[3*i+2]
	bh, bl := twoSum(th, ah)
	c1h, c1l := twoSum(bh, dh)
	chh, c2l := twoSum(c1h, fh)
	lo := al + bl + c1l + c2l + tl + rl + float64(-0.5*ql) + dl + fe + tail
	lh, ll = fastTwoSum(chh, lo)
	return
}

// logKernel returns log(x) as a double-double for finite x > 0.
func logKernel(x float64) (float64, float64) {
	e, lh, ll := logParts(x)
	if e == 0 {
		return lh, ll
	}
	ef := float64(e)
	// e*ln2 = e*ln2A (exact) + e*ln2B + e*ln2C
	a := float64(ef * ln2A)
	bh, bl := twoProd(ef, ln2B)
	sh, sl := twoSum(a, lh)
	th, tl := twoSum(sh, bh)
	lo := sl + tl + bl + ll + float64(ef*ln2C)
	return fastTwoSum(th, lo)
}

// CLog returns the natural logarithm of x correctly rounded (C99: log(0)
// = -Inf, log(negative) = NaN).
func CLog(x float64) float64 {
	switch {
	case x != x:
		return nan
	case x < 0:
		return nan
	case x == 0:
		return negInf
	case x > math.MaxFloat64:
		return posInf
	case x == 1:
		return 0
	}
	hi, lo := logKernel(x)
	if roundsTo(hi, lo, float64(math.Abs(hi)*logEps)) {
		return hi
	}
	return toF64(mpLog(fromF64(x, 64), mpPrec))
}

// CLog2 returns log2(x) correctly rounded.
func CLog2(x float64) float64 {
	switch {
	case x != x:
		return nan
	case x < 0:
		return nan
	case x == 0:
		return negInf
	case x > math.MaxFloat64:
		return posInf
	}
	e, lh, ll := logParts(x)
	// log2(x) = e + L/ln2
	uh, ul := ddMul(lh, ll, invLn2Hi, invLn2Lo)
	hi, lo := ddAddD(uh, ul, float64(e))
	if hi == 0 {
		return 0
	}
	if roundsTo(hi, lo, float64(math.Abs(hi)*logEps)) {
		return hi
	}
	return toF64(mpLog2(x))
}

func mpLog2(x float64) *big.Float {
	const wp = mpPrec + 20
	l := mpLog(fromF64(x, 64), wp)
	return l.Quo(l, mpLn2(wp))
}
