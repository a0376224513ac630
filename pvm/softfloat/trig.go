package softfloat

import (
	"math"
	"math/bits"
)

// Correctly rounded sin, cos and tan.
//
// Argument reduction x = k*pi/2 + r, |r| <= pi/4, produces r as a
// double-double:
//   - |x| < 2^21: Cody-Waite with pi/2 in four parts (the first 31 bits, so
//     k*pio2A is exact); absolute error about 2^-118.
//   - larger |x|: Payne-Hanek, multiplying the 53-bit significand by a
//     256-bit window of 2/pi taken from twoOverPiBits; relative error
//     about 2^-100 even for the closest approaches to a multiple of pi/2
//     (about 2^-61).
//
// sin(r), cos(r) use a table at a = i/128 (scTab, double-double) and
// Taylor polynomials in t = r - a, |t| <= 1/256, with the terms up to t^3
// in double-double: sin(a+t) = S cos t + C sin t, cos(a+t) = C cos t -
// S sin t.

// sinCosEps bounds the relative error of sinCosDD, excluding argument
// reduction.
const sinCosEps = 0x1p-80

// reducePio2 returns k mod 4 and r = x - k*pi/2 as rh+rl, plus a bound on
// the absolute error of r. x must be finite.
func reducePio2(x float64) (k int, rh, rl, absErr float64) {
	ax := math.Abs(x)
	if ax <= 0.785398 {
		return 0, x, 0, 0
	}
	if ax < 0x1p21 {
		kf := math.Floor(float64(x*invPio2) + 0.5)
		t := x - float64(kf*pio2A) // exact
		p2, e2 := twoProd(kf, pio2B)
		p3, e3 := twoProd(kf, pio2C)
		s1, s1e := twoSum(t, -p2)
		s2, s2e := twoSum(s1, -e2)
		s3, s3e := twoSum(s2, -p3)
		lo := s1e + s2e + s3e - e3 - float64(kf*pio2D)
		rh, rl = twoSum(s3, lo)
		return int(int64(kf)) & 3, rh, rl, 0x1p-116
	}
	k, rh, rl = payneHanek(ax)
	if x < 0 {
		k, rh, rl = -k&3, -rh, -rl
	}
	return k, rh, rl, float64(math.Abs(rh) * 0x1p-98)
}

// reduceFast is reducePio2 for the fast paths. For 0.785398 < |x| < 2^21
// it drops the parts of Cody-Waite reduction below 2^-100: pio2D, and the
// exact errors of k*pio2C and of the last sums, which reducePio2 keeps.
func reduceFast(x float64) (k int, rh, rl, absErr float64) {
	if ax := math.Abs(x); ax <= 0.785398 || ax >= 0x1p21 {
		return reducePio2(x)
	}
	kf := math.Floor(float64(x*invPio2) + 0.5)
	t := x - float64(kf*pio2A) // exact
	p, pe := twoProd(kf, pio2B)
	rh, rl = twoSum(t, -p)
	rl -= pe + float64(kf*pio2C)
	rh, rl = fastTwoSum(rh, rl)
	return int(int64(kf)) & 3, rh, rl, 0x1p-100
}

// payneHanek reduces a finite ax >= 2^21.
func payneHanek(ax float64) (int, float64, float64) {
	b := math.Float64bits(ax)
	m := b&(1<<52-1) | 1<<52
	e := int(b>>52) - 1075 // ax = m * 2^e, e >= -31
	// Bits b_i of 2/pi with 2^(e-i) >= 4 only add multiples of 4 to
	// x*2/pi; start the window at i0 = max(1, e-1).
	i0 := e - 1
	if i0 < 1 {
		i0 = 1
	}
	wi, off := (i0-1)/64, uint((i0-1)%64)
	var w [4]uint64
	for j := 0; j < 4; j++ {
		w[j] = twoOverPiBits[wi+j] << off
		if off != 0 {
			w[j] |= twoOverPiBits[wi+j+1] >> (64 - off)
		}
	}
	// p = m * W, five words, p[0] most significant.
	var p [5]uint64
	var carry uint64
	for j := 3; j >= 0; j-- {
		hi, lo := bits.Mul64(m, w[j])
		var c uint64
		p[j+1], c = bits.Add64(lo, carry, 0)
		carry = hi + c
	}
	p[0] = carry
	// value = p * 2^(e - i0 - 255): the binary point is f bits above the
	// least significant bit of p.
	f := 255 + i0 - e
	// Shift p left so that the binary point sits between word 0 and 1:
	// q = p << (320 - 64 - f) = p << (256 - f). f is in [254, 287].
	sh := 256 - f
	var q [5]uint64
	if sh >= 0 {
		s := uint(sh)
		for j := 0; j < 5; j++ {
			q[j] = p[j] << s
			if j+1 < 5 && s != 0 {
				q[j] |= p[j+1] >> (64 - s)
			}
		}
	} else {
		s := uint(-sh)
		for j := 4; j >= 0; j-- {
			q[j] = p[j] >> s
			if j > 0 {
				q[j] |= p[j-1] << (64 - s)
			}
		}
	}
	k := int(q[0] & 3)
	// Fraction in q[1..4] (256 bits). Round to the nearest integer k.
	neg := false
	if q[1]>>63 != 0 {
		k = (k + 1) & 3
		neg = true
		// fraction := 1 - fraction (two's complement of 256 bits)
		var c uint64 = 1
		for j := 4; j >= 1; j-- {
			q[j], c = bits.Add64(^q[j], 0, c)
		}
	}
	// Normalise the fraction and take 62+62 bits of it.
	lz := 0
	j := 1
	for j <= 4 && q[j] == 0 {
		lz += 64
		j++
	}
	if j > 4 {
		return k, 0, 0
	}
	var fr [3]uint64
	n := uint(bits.LeadingZeros64(q[j]))
	lz += int(n)
	for t := 0; t < 3; t++ {
		var v uint64
		if j+t <= 4 {
			v = q[j+t] << n
			if n != 0 && j+t+1 <= 4 {
				v |= q[j+t+1] >> (64 - n)
			}
		}
		fr[t] = v
	}
	// fr[0] has its top bit set; value = 0.fr * 2^-lz.
	a := fr[0] >> 2                   // 62 bits
	bb := (fr[0]<<62 | fr[1]>>2) >> 2 // next 62 bits
	hi := float64(a)                  // rounded to 53 bits
	rem := int64(a) - int64(hi)       // exact
	lo := float64(rem) + float64(float64(bb)*0x1p-62)
	hi, lo = fastTwoSum(hi, lo)
	scale := math.Ldexp(1, -62-lz)
	hi, lo = float64(hi*scale), float64(lo*scale)
	rh, rl := ddMul(hi, lo, halfPiHi, halfPiLo)
	if neg {
		rh, rl = -rh, -rl
	}
	return k, rh, rl
}

// sinCosDD returns sin(r) and cos(r) as double-doubles for |r| <= 0.786.
func sinCosDD(rh, rl float64, wantSin, wantCos bool) (sh, sl, ch, cl float64) {
	i := int(float64(math.Abs(rh)*128) + 0.5)
	a := float64(i) / 128
	if rh < 0 {
		a = -a
	}
	th, tl := twoSum(rh-a, rl) // rh-a is exact
	q, qe := sqr(th)
	qe += float64(2 * float64(th*tl))
	// t^3/6 as a double-double (d, dl)
	c, ce := twoProd(th, q)
	ce += float64(th*qe) + float64(tl*q)
	d := c / 6
	p6, e6 := twoProd(d, 6)
	dl := (c - p6 - e6 + ce) / 6
	// higher terms in plain doubles
	s5 := float64(float64(c*q) * (1.0/120 + float64(q*(-1.0/5040+float64(q*(1.0/362880))))))
	c4 := float64(float64(q*q) * (1.0/24 + float64(q*(-1.0/720+float64(q*(1.0/40320))))))
	hq := float64(-0.5 * q)
	cLo := c4 - float64(0.5*qe) // cos t - 1 = hq + cLo
	sLo := s5 - dl              // sin t - t = -d + sLo
	if i == 0 {
		if wantSin {
			x, xe := fastTwoSum(th, -d)
			sh, sl = fastTwoSum(x, xe+tl+sLo)
		}
		if wantCos {
			x, xe := fastTwoSum(1, hq)
			ch, cl = fastTwoSum(x, xe+cLo)
		}
		return
	}
	Sh, Sl, Ch, Cl := scTab[4*i], scTab[4*i+1], scTab[4*i+2], scTab[4*i+3]
	if rh < 0 {
		Sh, Sl = -Sh, -Sl
	}
	if wantSin {
		// S + C*t + S*(cos t - 1) + C*(sin t - t)
		A, Ae := twoProd(Ch, th)
		D, De := twoProd(Sh, hq)
		F, Fe := twoProd(Ch, -d)
		x1, e1 := twoSum(Sh, A)
		x2, e2 := twoSum(x1, D)
		x3, e3 := twoSum(x2, F)
		lo := e1 + e2 + e3 + Sl + Ae + De + Fe + float64(Ch*tl) + float64(Cl*th) +
			float64(Sh*cLo) + float64(Sl*hq) + float64(Ch*sLo) - float64(Cl*d)
		sh, sl = fastTwoSum(x3, lo)
	}
	if wantCos {
		// C - S*t + C*(cos t - 1) - S*(sin t - t)
		A, Ae := twoProd(Sh, -th)
		D, De := twoProd(Ch, hq)
		F, Fe := twoProd(Sh, d)
		x1, e1 := twoSum(Ch, A)
		x2, e2 := twoSum(x1, D)
		x3, e3 := twoSum(x2, F)
		lo := e1 + e2 + e3 + Cl + Ae + De + Fe - float64(Sh*tl) - float64(Sl*th) +
			float64(Ch*cLo) + float64(Cl*hq) - float64(Sh*sLo) + float64(Sl*d)
		ch, cl = fastTwoSum(x3, lo)
	}
	return
}

// sinDD returns sin(x) as hi+lo with a relative error bound.
func sinDD(x float64) (hi, lo, eps float64) {
	k, rh, rl, aerr := reducePio2(x)
	eps = sinCosEps + aerr/math.Abs(rh)
	switch k {
	case 0:
		hi, lo, _, _ = sinCosDD(rh, rl, true, false)
	case 1:
		_, _, hi, lo = sinCosDD(rh, rl, false, true)
	case 2:
		hi, lo, _, _ = sinCosDD(rh, rl, true, false)
		hi, lo = -hi, -lo
	default:
		_, _, hi, lo = sinCosDD(rh, rl, false, true)
		hi, lo = -hi, -lo
	}
	return
}

// cosDD returns cos(x) as hi+lo with a relative error bound.
func cosDD(x float64) (hi, lo, eps float64) {
	k, rh, rl, aerr := reducePio2(x)
	eps = sinCosEps + aerr/math.Abs(rh)
	switch k {
	case 0:
		_, _, hi, lo = sinCosDD(rh, rl, false, true)
	case 1:
		hi, lo, _, _ = sinCosDD(rh, rl, true, false)
		hi, lo = -hi, -lo
	case 2:
		_, _, hi, lo = sinCosDD(rh, rl, false, true)
		hi, lo = -hi, -lo
	default:
		hi, lo, _, _ = sinCosDD(rh, rl, true, false)
	}
	return
}

// tanDD returns tan(x) as hi+lo with a relative error bound.
func tanDD(x float64) (hi, lo, eps float64) {
	k, rh, rl, aerr := reducePio2(x)
	eps = 2*sinCosEps + float64(2*aerr)/math.Abs(rh)
	sh, sl, ch, cl := sinCosDD(rh, rl, true, true)
	if k&1 == 0 {
		hi, lo = ddDiv(sh, sl, ch, cl)
	} else {
		hi, lo = ddDiv(ch, cl, sh, sl)
		hi, lo = -hi, -lo
	}
	return
}

// sinCosFastEps bounds the relative error of sinCosFast, excluding
// argument reduction (about 16 times the largest error
// TestSinCosFastError measures).
const sinCosFastEps = 0x1p-62

// sinCosFast returns sin(r), or cos(r) if cos is set, as hi+lo for
// |r| <= 0.786. It is sinCosDD with only the leading product and sum in
// double-double and the rest in plain doubles: cheaper, and accurate
// enough to decide the rounding of all but about three results in a
// thousand (trigFast).
func sinCosFast(rh, rl float64, cos bool) (hi, lo float64) {
	i := int(float64(math.Abs(rh)*128) + 0.5)
	a := float64(float64(i) * 0x1p-7)
	if rh < 0 {
		a = -a
	}
	th := rh - a // exact; t = th + rl, |t| <= 1/256
	q := float64(th * th)
	// sin t - t, and cos t - 1 with its first-order term in rl
	sm := float64(float64(th*q) * (-1.0/6 + float64(q*(1.0/120+float64(q*(-1.0/5040))))))
	cm := float64(q*(-0.5+float64(q*(1.0/24+float64(q*(-1.0/720)))))) - float64(th*rl)
	Sh, Sl, Ch, Cl := scTab[4*i], scTab[4*i+1], scTab[4*i+2], scTab[4*i+3]
	if rh < 0 {
		Sh, Sl = -Sh, -Sl
	}
	if cos {
		// C - S*t + C*(cos t - 1) - S*(sin t - t)
		p, pe := twoProd(Sh, -th)
		hi, lo = twoSum(Ch, p)
		lo += pe + Cl - float64(Sh*rl) - float64(Sl*th) + float64(Ch*cm) - float64(Sh*sm)
	} else {
		// S + C*t + S*(cos t - 1) + C*(sin t - t)
		p, pe := twoProd(Ch, th)
		hi, lo = twoSum(Sh, p)
		lo += pe + Sl + float64(Ch*rl) + float64(Cl*th) + float64(Sh*cm) + float64(Ch*sm)
	}
	return fastTwoSum(hi, lo)
}

// trigFast returns sin(x) for quadrant q = k, or cos(x) for q = k+1, of a
// reduction x = k*pi/2 + (rh+rl) with absolute error aerr. ok is false
// when the result is too close to a rounding boundary for sinCosFast's
// accuracy; sinDD or cosDD then decides.
func trigFast(q int, rh, rl, aerr float64) (float64, bool) {
	hi, lo := sinCosFast(rh, rl, q&1 != 0)
	eps := sinCosFastEps + aerr/math.Abs(rh)
	if !roundsTo(hi, lo, float64(math.Abs(hi)*eps)) {
		return 0, false
	}
	if q&2 != 0 {
		hi = -hi
	}
	return hi, true
}

// CSin returns sin(x) correctly rounded (NaN for infinite x).
func CSin(x float64) float64 {
	if !isFinite(x) {
		return nan
	}
	if math.Abs(x) < 0x1p-26 {
		return x // |x^3/6| is below half an ulp of x
	}
	k, rh, rl, aerr := reduceFast(x)
	if r, ok := trigFast(k, rh, rl, aerr); ok {
		return r
	}
	return sinSlow(x)
}

// sinSlow is CSin without the fast path.
func sinSlow(x float64) float64 {
	hi, lo, eps := sinDD(x)
	if roundsTo(hi, lo, float64(math.Abs(hi)*eps)) {
		return hi
	}
	s, _ := mpSinCos(x, mpPrec)
	return toF64(s)
}

// CCos returns cos(x) correctly rounded (NaN for infinite x).
func CCos(x float64) float64 {
	if !isFinite(x) {
		return nan
	}
	if math.Abs(x) < 0x1p-27 {
		return 1 // 1 - x^2/2 rounds to 1
	}
	k, rh, rl, aerr := reduceFast(x)
	if r, ok := trigFast(k+1, rh, rl, aerr); ok {
		return r
	}
	return cosSlow(x)
}

// cosSlow is CCos without the fast path.
func cosSlow(x float64) float64 {
	hi, lo, eps := cosDD(x)
	if roundsTo(hi, lo, float64(math.Abs(hi)*eps)) {
		return hi
	}
	_, c := mpSinCos(x, mpPrec)
	return toF64(c)
}

// CTan returns tan(x) correctly rounded (NaN for infinite x).
func CTan(x float64) float64 {
	if !isFinite(x) {
		return nan
	}
	if math.Abs(x) < 0x1p-27 {
		return x // |x^3/3| is below half an ulp of x
	}
	hi, lo, eps := tanDD(x)
	if roundsTo(hi, lo, float64(math.Abs(hi)*eps)) {
		return hi
	}
	s, c := mpSinCos(x, mpPrec)
	return toF64(s.Quo(s, c))
}
