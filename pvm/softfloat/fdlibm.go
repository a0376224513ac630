package softfloat

import "math"

// Functions for which CPython's results come from glibc's fdlibm-derived
// code (sysdeps/ieee754/dbl-64 in glibc 2.36): expm1, log1p, sinh, cosh,
// tanh, asinh, acosh, atanh, log10, cbrt, erf and erfc. Those algorithms are
// accurate to about one ulp but not correctly rounded, so a correctly
// rounded result would differ from CPython on a large fraction of inputs.
// Instead we evaluate the same published method with the same coefficients,
// operation by operation (every product rounded on its own, as the C code
// compiled for x86-64 does), calling our correctly rounded exp/log/sqrt
// where glibc calls its own. The structure and constants follow the
// Sun/fdlibm method descriptions; the code is our own.

func hiWord(x float64) uint32 { return uint32(math.Float64bits(x) >> 32) }
func loWord(x float64) uint32 { return uint32(math.Float64bits(x)) }

func withHigh(x float64, hi uint32) float64 {
	return math.Float64frombits(uint64(hi)<<32 | uint64(loWord(x)))
}

func withLow(x float64, lo uint32) float64 {
	return math.Float64frombits(uint64(hiWord(x))<<32 | uint64(lo))
}

func fromWords(hi, lo uint32) float64 { return math.Float64frombits(uint64(hi)<<32 | uint64(lo)) }

const (
	fdLn2Hi  = 6.93147180369123816490e-01 // 0x3fe62e42 fee00000
	fdLn2Lo  = 1.90821492927058770002e-10 // 0x3dea39ef 35793c76
	fdInvLn2 = 1.44269504088896338700e+00 // 0x3ff71547 652b82fe
	fdLn2    = 6.93147180559945286227e-01 // 0x3FE62E42 FEFA39EF
)

// Coefficients of the expm1 rational approximation (scaled by 2^i).
const (
	em1Q1 = -3.33333333333331316428e-02
	em1Q2 = 1.58730158725481460165e-03
	em1Q3 = -7.93650757867487942473e-05
	em1Q4 = 4.00821782732936239552e-06
	em1Q5 = -2.01099218183624371326e-07
)

// fma is an exactly specified fused multiply-add (one rounding on every
// platform, in hardware or software). It is used only where CPython's libm
// itself is compiled with FMA contraction, to reproduce its results.
func fma(a, b, c float64) float64 { return math.FMA(a, b, c) }

// CExpm1 returns e**x - 1 (glibc's algorithm). On x86-64 with FMA, glibc
// 2.36 runs a build of this code compiled with FMA contraction
// (s_expm1-fma); the contractions GCC makes are written out with fma(), which
// matches CPython on every one of 200000 sampled inputs (without them, about
// 0.14% differ by an ulp).
func CExpm1(x float64) float64 {
	hx := hiWord(x)
	neg := hx&0x80000000 != 0
	hx &= 0x7fffffff
	if hx >= 0x4043687A { // |x| >= 56*ln2
		if hx >= 0x40862E42 { // |x| >= 709.78...
			if hx >= 0x7ff00000 {
				if x != x {
					return nan
				}
				if neg {
					return -1
				}
				return x
			}
			if x > 7.09782712893383973096e+02 {
				return posInf
			}
		}
		if neg {
			return -1 // tiny - 1 rounds to -1
		}
	}
	var hi, lo, c float64
	var k int32
	switch {
	case hx > 0x3fd62e42: // |x| > 0.5 ln2: reduce
		if hx < 0x3FF0A2B2 { // and |x| < 1.5 ln2
			if !neg {
				hi, lo, k = x-fdLn2Hi, fdLn2Lo, 1
			} else {
				hi, lo, k = x+fdLn2Hi, -fdLn2Lo, -1
			}
		} else {
			h := 0.5
			if neg {
				h = -0.5
			}
			k = int32(fma(fdInvLn2, x, h))
			t := float64(k)
			hi = fma(-t, fdLn2Hi, x) // exact
			lo = float64(t * fdLn2Lo)
		}
		x = hi - lo
		c = (hi - x) - lo
	case hx < 0x3c900000: // |x| < 2^-54
		return x
	default:
		k = 0
	}
	hfx := float64(0.5 * x)
	hxs := float64(x * hfx)
	r1 := fma(hxs, em1Q1, 1)
	h2 := float64(hxs * hxs)
	r2 := fma(hxs, em1Q3, em1Q2)
	h4 := float64(h2 * h2)
	r3 := fma(hxs, em1Q5, em1Q4)
	rr := fma(h4, r3, fma(h2, r2, r1))
	t := fma(-rr, hfx, 3.0)
	e := float64(hxs * ((rr - t) / fma(-x, t, 6.0)))
	if k == 0 {
		return x - fma(x, e, -hxs)
	}
	e = fma(x, e-c, -c)
	e -= hxs
	if k == -1 {
		return fma(0.5, x-e, -0.5)
	}
	if k == 1 {
		if x < -0.25 {
			return float64(-2.0 * (e - (x + 0.5)))
		}
		return fma(2.0, x-e, 1)
	}
	if k <= -2 || k > 56 {
		y := 1 - (e - x)
		y = withHigh(y, hiWord(y)+uint32(k)<<20) // add k to the exponent
		return y - 1
	}
	var y float64
	if k < 20 {
		t := fromWords(0x3ff00000-(0x200000>>uint(k)), 0) // 1 - 2^-k
		y = t - (e - x)
	} else {
		t := fromWords(uint32(0x3ff-k)<<20, 0) // 2^-k
		y = x - (e + t)
		y += 1
	}
	return withHigh(y, hiWord(y)+uint32(k)<<20)
}

// Coefficients of the log1p polynomial.
const (
	lp1 = 6.666666666666735130e-01
	lp2 = 3.999999999940941908e-01
	lp3 = 2.857142874366239149e-01
	lp4 = 2.222219843214978396e-01
	lp5 = 1.818357216161805012e-01
	lp6 = 1.531383769920937332e-01
	lp7 = 1.479819860511658591e-01
)

// CLog1p returns log(1+x) (glibc's algorithm).
func CLog1p(x float64) float64 {
	hx := int32(hiWord(x))
	ax := hx & 0x7fffffff
	k := int32(1)
	var f, c float64
	var hu int32
	if hx < 0x3FDA827A { // x < 0.41422
		if ax >= 0x3ff00000 { // x <= -1.0
			if x == -1.0 {
				return negInf
			}
			return nan
		}
		if ax < 0x3e200000 { // |x| < 2^-29
			if ax < 0x3c900000 { // |x| < 2^-54
				return x
			}
			return x - float64(float64(x*x)*0.5)
		}
		if hx > 0 || hx <= int32(-1076707645) { // 0xbfd2bec3: -0.2929 < x < 0.41422
			k, f, hu = 0, x, 1
		}
	} else if hx >= 0x7ff00000 {
		if x != x {
			return nan
		}
		return x
	}
	if k != 0 {
		var u float64
		if hx < 0x43400000 {
			u = 1.0 + x
			hu = int32(hiWord(u))
			k = (hu >> 20) - 1023
			if k > 0 {
				c = 1.0 - (u - x)
			} else {
				c = x - (u - 1.0)
			}
			c /= u
		} else {
			u = x
			hu = int32(hiWord(u))
			k = (hu >> 20) - 1023
			c = 0
		}
		hu &= 0x000fffff
		if hu < 0x6a09e {
			u = withHigh(u, uint32(hu|0x3ff00000)) // normalise u
		} else {
			k++
			u = withHigh(u, uint32(hu|0x3fe00000)) // normalise u/2
			hu = (0x00100000 - hu) >> 2
		}
		f = u - 1.0
	}
	hfsq := float64(float64(0.5*f) * f)
	kf := float64(k)
	if hu == 0 { // |f| < 2^-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			c += float64(kf * fdLn2Lo)
			return float64(kf*fdLn2Hi) + c
		}
		r := float64(hfsq * fma(-0.66666666666666666, f, 1.0))
		if k == 0 {
			return f - r
		}
		return float64(kf*fdLn2Hi) - ((r - (float64(kf*fdLn2Lo) + c)) - f)
	}
	// glibc's FMA build fuses the polynomial (R1 first, as GCC contracts
	// the first product of a sum) but not s*(hfsq+R) or k*ln2: those are
	// common to several branches and computed once before them. Measured:
	// this matches CPython on 100000 sampled inputs, the unfused
	// evaluation differs on 0.06% of them.
	s := f / (2.0 + f)
	z := float64(s * s)
	z2 := float64(z * z)
	r2 := fma(z, lp3, lp2)
	z4 := float64(z2 * z2)
	r3 := fma(z, lp5, lp4)
	z6 := float64(z4 * z2)
	r4 := fma(z, lp7, lp6)
	r := fma(z6, r4, fma(z4, r3, fma(z, lp1, float64(z2*r2))))
	sr := float64(s * (hfsq + r))
	if k == 0 {
		return f - (hfsq - sr)
	}
	return float64(kf*fdLn2Hi) - ((hfsq - (sr + (float64(kf*fdLn2Lo) + c))) - f)
}

// CSinh returns the hyperbolic sine (glibc's algorithm).
func CSinh(x float64) float64 {
	jx := int32(hiWord(x))
	ix := jx & 0x7fffffff
	if ix >= 0x7ff00000 {
		return Canon(x + x)
	}
	h := 0.5
	if jx < 0 {
		h = -h
	}
	if ix < 0x40360000 { // |x| < 22
		if ix < 0x3e300000 { // |x| < 2^-28
			return x
		}
		t := CExpm1(math.Abs(x))
		if ix < 0x3ff00000 {
			return float64(h * (float64(2.0*t) - float64(t*t)/(t+1)))
		}
		return float64(h * (t + t/(t+1)))
	}
	if ix < 0x40862e42 { // |x| < log(maxdouble)
		return float64(h * CExp(math.Abs(x)))
	}
	lx := loWord(x)
	if ix < 0x408633ce || (ix == 0x408633ce && lx <= 0x8fb9f87d) {
		w := CExp(float64(0.5 * math.Abs(x)))
		t := float64(h * w)
		return float64(t * w)
	}
	return math.Copysign(posInf, x)
}

// CCosh returns the hyperbolic cosine (glibc's algorithm).
func CCosh(x float64) float64 {
	ix := int32(hiWord(x)) & 0x7fffffff
	if ix < 0x40360000 { // |x| < 22
		if ix < 0x3fd62e43 { // |x| < 0.5 ln2
			t := CExpm1(math.Abs(x))
			w := 1 + t
			if ix < 0x3c800000 {
				return w
			}
			return 1 + float64(t*t)/(w+w)
		}
		t := CExp(math.Abs(x))
		return float64(0.5*t) + 0.5/t
	}
	if ix < 0x40862e42 {
		return float64(0.5 * CExp(math.Abs(x)))
	}
	lx := loWord(x)
	if ix < 0x408633ce || (ix == 0x408633ce && lx <= 0x8fb9f87d) {
		w := CExp(float64(0.5 * math.Abs(x)))
		t := float64(0.5 * w)
		return float64(t * w)
	}
	if ix >= 0x7ff00000 {
		return Canon(float64(x * x))
	}
	return posInf
}

// CTanh returns the hyperbolic tangent (glibc's algorithm).
func CTanh(x float64) float64 {
	jx := int32(hiWord(x))
	ix := jx & 0x7fffffff
	if ix >= 0x7ff00000 {
		if x != x {
			return nan
		}
		if jx >= 0 {
			return 1
		}
		return -1
	}
	var z float64
	if ix < 0x40360000 { // |x| < 22
		if x == 0 {
			return x
		}
		if ix < 0x3c800000 { // |x| < 2^-55
			return float64(x * (1 + x))
		}
		if ix >= 0x3ff00000 { // |x| >= 1
			t := CExpm1(float64(2 * math.Abs(x)))
			z = 1 - 2/(t+2)
		} else {
			t := CExpm1(float64(-2 * math.Abs(x)))
			z = -t / (t + 2)
		}
	} else {
		z = 1 // 1 - tiny
	}
	if jx >= 0 {
		return z
	}
	return -z
}

// CAsinh returns the inverse hyperbolic sine (glibc's algorithm).
func CAsinh(x float64) float64 {
	ix := hiWord(x) & 0x7fffffff
	if ix < 0x3e300000 { // |x| < 2^-28
		return x
	}
	var w float64
	if ix > 0x41b00000 { // |x| > 2^28
		if ix >= 0x7ff00000 {
			return Canon(x + x)
		}
		w = CLog(math.Abs(x)) + fdLn2
	} else {
		xa := math.Abs(x)
		if ix > 0x40000000 { // 2 < |x| <= 2^28
			w = CLog(float64(2.0*xa) + 1/(math.Sqrt(float64(xa*xa)+1)+xa))
		} else { // 2^-28 <= |x| <= 2
			t := float64(xa * xa)
			w = CLog1p(xa + t/(1+math.Sqrt(1+t)))
		}
	}
	return math.Copysign(w, x)
}

// CAcosh returns the inverse hyperbolic cosine (glibc's algorithm).
func CAcosh(x float64) float64 {
	hx := int32(hiWord(x))
	lx := loWord(x)
	switch {
	case hx < 0x3ff00000: // x < 1 (or negative, or -NaN)
		return nan
	case hx >= 0x41b00000: // x > 2^28
		if hx >= 0x7ff00000 {
			return Canon(x + x)
		}
		return CLog(x) + fdLn2
	case hx == 0x3ff00000 && lx == 0:
		return 0
	case hx > 0x40000000: // 2 < x <= 2^28
		t := float64(x * x)
		return CLog(float64(2.0*x) - 1/(x+math.Sqrt(t-1)))
	default: // 1 < x <= 2
		t := x - 1
		return CLog1p(t + math.Sqrt(float64(2.0*t)+float64(t*t)))
	}
}

// CAtanh returns the inverse hyperbolic tangent (glibc's formulas:
// 0.5*log1p(2x + 2x*x/(1-x)) below 0.5, 0.5*log1p(2x/(1-x)) above).
func CAtanh(x float64) float64 {
	xa := math.Abs(x)
	var t float64
	switch {
	case xa < 0.5:
		if xa < 0x1p-28 {
			return x
		}
		t = xa + xa
		t = float64(0.5 * CLog1p(t+float64(t*xa)/(1-xa)))
	case xa < 1:
		t = float64(0.5 * CLog1p((xa+xa)/(1-xa)))
	case xa == 1:
		return math.Copysign(posInf, x)
	default: // |x| > 1 or NaN
		return nan
	}
	return math.Copysign(t, x)
}

const (
	ivln10    = 4.34294481903251816668e-01 // 0x3FDBCB7B 1526E50E
	log10_2hi = 3.01029995663611771306e-01 // 0x3FD34413 509F6000
	log10_2lo = 3.69423907715893078616e-13 // 0x3D59FEF3 11F12B36
)

// CLog10 returns log10(x) (glibc's algorithm on top of a correctly
// rounded log).
func CLog10(x float64) float64 {
	hx := int32(hiWord(x))
	lx := loWord(x)
	k := int32(0)
	if hx < 0x00100000 { // x < 2^-1022
		if hx&0x7fffffff == 0 && lx == 0 {
			return negInf
		}
		if hx < 0 {
			return nan
		}
		k -= 54
		x = float64(x * 0x1p54)
		hx = int32(hiWord(x))
	}
	if hx >= 0x7ff00000 {
		return Canon(x + x)
	}
	k += (hx >> 20) - 1023
	i := int32(uint32(k) >> 31)
	hx = (hx & 0x000fffff) | ((0x3ff - i) << 20)
	y := float64(k + i)
	x = withHigh(x, uint32(hx))
	z := float64(y*log10_2lo) + float64(ivln10*CLog(x))
	return z + float64(y*log10_2hi)
}

// CCbrt returns the cube root (glibc's algorithm: a polynomial first
// approximation refined by one Halley step, then scaled).
func CCbrt(x float64) float64 {
	if x == 0 || !isFinite(x) {
		return Canon(x + x)
	}
	xm, xe := math.Frexp(math.Abs(x))
	u := 0.784932344976639262 - float64(0.145263899385486377*xm)
	u = -1.83469277483613086 + float64(u*xm)
	u = 2.44693122563534430 + float64(u*xm)
	u = -2.11499494167371287 + float64(u*xm)
	u = 1.50819193781584896 + float64(u*xm)
	u = 0.354895765043919860 + float64(u*xm)
	t2 := float64(float64(u*u) * u)
	ym := float64(float64(float64(u*(t2+float64(2.0*xm)))/(float64(2.0*t2)+xm)) * cbrtFactor[2+xe%3])
	if x < 0 {
		ym = -ym
	}
	return math.Ldexp(ym, xe/3)
}

// cbrtFactor holds 2^(k/3) for k = -2..2. glibc computes 1.0/CBRT2 in double
// arithmetic from the rounded literals, so the divisions are done at run
// time here too (a Go constant expression would be evaluated exactly).
var cbrtFactor = func() [5]float64 {
	cbrt2, sqrCbrt2 := 1.2599210498948731648, 1.5874010519681994748
	one := 1.0
	return [5]float64{one / sqrCbrt2, one / cbrt2, 1, cbrt2, sqrCbrt2}
}()

// Coefficients of the erf/erfc rational approximations.
const (
	erx = 8.45062911510467529297e-01
	efx = 1.28379167095512586316e-01
	pp0 = 1.28379167095512558561e-01
	pp1 = -3.25042107247001499370e-01
	pp2 = -2.84817495755985104766e-02
	pp3 = -5.77027029648944159157e-03
	pp4 = -2.37630166566501626084e-05
	qq1 = 3.97917223959155352819e-01
	qq2 = 6.50222499887672944485e-02
	qq3 = 5.08130628187576562776e-03
	qq4 = 1.32494738004321644526e-04
	qq5 = -3.96022827877536812320e-06
	pa0 = -2.36211856075265944077e-03
	pa1 = 4.14856118683748331666e-01
	pa2 = -3.72207876035701323847e-01
	pa3 = 3.18346619901161753674e-01
	pa4 = -1.10894694282396677476e-01
	pa5 = 3.54783043256182359371e-02
	pa6 = -2.16637559486879084300e-03
	qa1 = 1.06420880400844228286e-01
	qa2 = 5.40397917702171048937e-01
	qa3 = 7.18286544141962662868e-02
	qa4 = 1.26171219808761642112e-01
	qa5 = 1.36370839120290507362e-02
	qa6 = 1.19844998467991074170e-02
	ra0 = -9.86494403484714822705e-03
	ra1 = -6.93858572707181764372e-01
	ra2 = -1.05586262253232909814e+01
	ra3 = -6.23753324503260060396e+01
	ra4 = -1.62396669462573470355e+02
	ra5 = -1.84605092906711035994e+02
	ra6 = -8.12874355063065934246e+01
	ra7 = -9.81432934416914548592e+00
	sa1 = 1.96512716674392571292e+01
	sa2 = 1.37657754143519042600e+02
	sa3 = 4.34565877475229228821e+02
	sa4 = 6.45387271733267880336e+02
	sa5 = 4.29008140027567833386e+02
	sa6 = 1.08635005541779435134e+02
	sa7 = 6.57024977031928170135e+00
	sa8 = -6.04244152148580987438e-02
	rb0 = -9.86494292470009928597e-03
	rb1 = -7.99283237680523006574e-01
	rb2 = -1.77579549177547519889e+01
	rb3 = -1.60636384855821916062e+02
	rb4 = -6.37566443368389627722e+02
	rb5 = -1.02509513161107724954e+03
	rb6 = -4.83519191608651397019e+02
	sb1 = 3.03380607434824582924e+01
	sb2 = 3.25792512996573918826e+02
	sb3 = 1.53672958608443695994e+03
	sb4 = 3.19985821950859553908e+03
	sb5 = 2.55305040643316442583e+03
	sb6 = 4.74528541206955367215e+02
	sb7 = -2.24409524465858183362e+01
)

// erxV is erx as a variable: glibc computes one-erx at run time.
var erxV = erx

// erfSmall evaluates y = R/S for |x| < 0.84375 (z = x*x).
func erfSmall(z float64) float64 {
	r1 := pp0 + float64(z*pp1)
	z2 := float64(z * z)
	r2 := pp2 + float64(z*pp3)
	z4 := float64(z2 * z2)
	s1 := 1 + float64(z*qq1)
	s2 := qq2 + float64(z*qq3)
	s3 := qq4 + float64(z*qq5)
	r := r1 + float64(z2*r2) + float64(z4*pp4)
	s := s1 + float64(z2*s2) + float64(z4*s3)
	return r / s
}

// erfMid evaluates P/Q for 0.84375 <= |x| < 1.25 (s = |x|-1).
func erfMid(s float64) (float64, float64) {
	p1 := pa0 + float64(s*pa1)
	s2 := float64(s * s)
	q1 := 1 + float64(s*qa1)
	s4 := float64(s2 * s2)
	p2 := pa2 + float64(s*pa3)
	s6 := float64(s4 * s2)
	q2 := qa2 + float64(s*qa3)
	p3 := pa4 + float64(s*pa5)
	q3 := qa4 + float64(s*qa5)
	p := p1 + float64(s2*p2) + float64(s4*p3) + float64(s6*pa6)
	q := q1 + float64(s2*q2) + float64(s4*q3) + float64(s6*qa6)
	return p, q
}

// erfcTail returns exp(-x*x-0.5625+R/S)/x for 1.25 <= x < 28, x > 0.
func erfcTail(x float64, below float64) float64 {
	s := 1 / float64(x*x)
	var rr, ss float64
	if x < below { // |x| < 1/0.35
		r1 := ra0 + float64(s*ra1)
		s2 := float64(s * s)
		t1 := 1 + float64(s*sa1)
		s4 := float64(s2 * s2)
		r2 := ra2 + float64(s*ra3)
		s6 := float64(s4 * s2)
		t2 := sa2 + float64(s*sa3)
		s8 := float64(s4 * s4)
		r3 := ra4 + float64(s*ra5)
		t3 := sa4 + float64(s*sa5)
		r4 := ra6 + float64(s*ra7)
		t4 := sa6 + float64(s*sa7)
		rr = r1 + float64(s2*r2) + float64(s4*r3) + float64(s6*r4)
		ss = t1 + float64(s2*t2) + float64(s4*t3) + float64(s6*t4) + float64(s8*sa8)
	} else {
		r1 := rb0 + float64(s*rb1)
		s2 := float64(s * s)
		t1 := 1 + float64(s*sb1)
		s4 := float64(s2 * s2)
		r2 := rb2 + float64(s*rb3)
		s6 := float64(s4 * s2)
		t2 := sb2 + float64(s*sb3)
		r3 := rb4 + float64(s*rb5)
		t3 := sb4 + float64(s*sb5)
		t4 := sb6 + float64(s*sb7)
		rr = r1 + float64(s2*r2) + float64(s4*r3) + float64(s6*rb6)
		ss = t1 + float64(s2*t2) + float64(s4*t3) + float64(s6*t4)
	}
	z := withLow(x, 0)
	r := float64(CExp(float64(-z*z)-0.5625) * CExp(float64((z-x)*(z+x))+rr/ss))
	return r / x
}

// CErf returns the error function (glibc's algorithm).
func CErf(x float64) float64 {
	hx := int32(hiWord(x))
	ix := hx & 0x7fffffff
	if ix >= 0x7ff00000 {
		if x != x {
			return nan
		}
		if hx < 0 {
			return -1
		}
		return 1
	}
	if ix < 0x3feb0000 { // |x| < 0.84375
		if ix < 0x3e300000 { // |x| < 2^-28
			if ix < 0x00800000 {
				return float64(0.0625 * (float64(16.0*x) + float64((16.0*efx)*x)))
			}
			return x + float64(efx*x)
		}
		y := erfSmall(float64(x * x))
		return x + float64(x*y)
	}
	if ix < 0x3ff40000 { // 0.84375 <= |x| < 1.25
		p, q := erfMid(math.Abs(x) - 1)
		if hx >= 0 {
			return erx + p/q
		}
		return -erx - p/q
	}
	if ix >= 0x40180000 { // |x| >= 6
		if hx >= 0 {
			return 1
		}
		return -1
	}
	ax := math.Abs(x)
	r := erfcTail(ax, fromWords(0x4006DB6E, 0))
	if hx >= 0 {
		return 1 - r
	}
	return r - 1
}

// CErfc returns the complementary error function (glibc's algorithm).
func CErfc(x float64) float64 {
	hx := int32(hiWord(x))
	ix := hx & 0x7fffffff
	if ix >= 0x7ff00000 {
		if x != x {
			return nan
		}
		if hx < 0 {
			return 2
		}
		return 0
	}
	if ix < 0x3feb0000 { // |x| < 0.84375
		if ix < 0x3c700000 { // |x| < 2^-56
			return 1 - x
		}
		y := erfSmall(float64(x * x))
		if hx < 0x3fd00000 { // x < 1/4
			return 1 - (x + float64(x*y))
		}
		r := float64(x * y)
		r += x - 0.5
		return 0.5 - r
	}
	if ix < 0x3ff40000 { // 0.84375 <= |x| < 1.25
		p, q := erfMid(math.Abs(x) - 1)
		if hx >= 0 {
			return (1 - erxV) - p/q
		}
		return 1 + (erx + p/q)
	}
	if ix < 0x403c0000 { // |x| < 28
		if hx < 0 && ix >= 0x40180000 {
			return 2 // x < -6: 2 - tiny
		}
		ax := math.Abs(x)
		r := erfcTail(ax, fromWords(0x4006DB6D, 0))
		if hx > 0 {
			return r
		}
		return 2 - r
	}
	if hx > 0 {
		return 0
	}
	return 2
}
