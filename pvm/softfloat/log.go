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

// logFastEps bounds the relative error of logKernelFast. Its largest
// error is the rounding of the r^3/3 term near x = 1, where log(x) ~ r:
// about 2^-52.6 * r^2 < 2^-68.6 (2^-69 measured by TestLogFastError).
const logFastEps = 0x1p-64

// logReduce returns e, the table index i and r = m*inv - 1 as an exact
// double-double, where x = 2^e * m, for finite x > 0.
func logReduce(x float64) (e, i int, rh, rl float64) {
	b := math.Float64bits(x)
	e = int(b>>52) - 1023
	if e == -1023 { // subnormal: normalise exactly
		b = math.Float64bits(float64(x * 0x1p54))
		e = int(b>>52) - 1023 - 54
	}
	i = int(b>>44) & 255
	m := math.Float64frombits(b&(1<<52-1) | 1023<<52)
	if i >= logSplit {
		m = float64(m * 0.5)
		e++
	}
	ph, pl := twoProd(m, logTab[3*i])
	rh = ph - 1 // exact (Sterbenz)
	rh, rl = fastTwoSum(rh, pl)
	return
}

// log1pPoly returns 1/5 - r/6 + ... + r^6/11, the tail of log1p(r) from
// r^5 on divided by r^5, for |r| < 2^-8.
func log1pPoly(rh float64) float64 {
	pt := -1.0/10 + float64(rh*(1.0/11))
	pt = 1.0/9 + float64(rh*pt)
	pt = -1.0/8 + float64(rh*pt)
	pt = 1.0/7 + float64(rh*pt)
	pt = -1.0/6 + float64(rh*pt)
	return 1.0/5 + float64(rh*pt)
}

// logParts returns e and L = log(m) as a double-double, where x = 2^e * m,
// for finite x > 0.
func logParts(x float64) (e int, lh, ll float64) {
	e, i, rh, rl := logReduce(x)

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
	tail := float64(float64(fh*-4) * float64(rh*log1pPoly(rh)))

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

// logPartsFast is logParts with only r - r^2/2 and the table value in
// double-double: the terms from r^3 on are below 2^-24 and go in plain
// doubles.
func logPartsFast(x float64) (e int, lh, ll float64) {
	e, i, rh, rl := logReduce(x)
	qh, ql := sqr(rh)
	// r^3/3 - r^4/4 + r^5 * (1/5 - ...)
	c := float64(float64(qh*rh)*(1.0/3+float64(rh*-0.25))) + float64(float64(qh*qh)*float64(rh*log1pPoly(rh)))
	ah, al := fastTwoSum(rh, float64(-0.5*qh))
	bh, bl := twoSum(logTab[3*i+1], ah)
	lo := al + bl + logTab[3*i+2] + rl - float64(0.5*ql) - float64(rh*rl) + c
	lh, ll = fastTwoSum(bh, lo)
	return
}

// logKernel returns log(x) as a double-double for finite x > 0.
func logKernel(x float64) (float64, float64) {
	e, lh, ll := logParts(x)
	return addELn2(e, lh, ll)
}

// logKernelFast is logKernel with logPartsFast.
func logKernelFast(x float64) (float64, float64) {
	e, lh, ll := logPartsFast(x)
	return addELn2(e, lh, ll)
}

// addELn2 returns e*ln2 + (lh+ll) as a double-double.
func addELn2(e int, lh, ll float64) (float64, float64) {
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
	if hi, lo := logKernelFast(x); roundsTo(hi, lo, float64(math.Abs(hi)*logFastEps)) {
		return hi
	}
	return logSlow(x)
}

// logSlow is CLog without logKernelFast, for finite x > 0, x != 1.
func logSlow(x float64) float64 {
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
