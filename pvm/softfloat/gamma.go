package softfloat

import "math"

// math.gamma and math.lgamma: CPython's own implementation (Lanczos
// approximation with N=13, g=6.024680040776729583740234375, as in
// Modules/mathmodule.c), reproduced operation for operation on top of our
// libm functions.

const (
	lanczosG         = 6.024680040776729583740234375
	lanczosGMinusHal = 5.524680040776729583740234375
	gammaPi          = 3.141592653589793238462643383279502884197
	gammaLogPi       = 1.144729885849400174143427351353058711647
)

var lanczosNum = [13]float64{
	23531376880.410759688572007674451636754734846804940,
	42919803642.649098768957899047001988850926355848959,
	35711959237.355668049440185451547166705960488635843,
	17921034426.037209699919755754458931112671403265390,
	6039542586.3520280050642916443072979210699388420708,
	1439720407.3117216736632230727949123939715485786772,
	248874557.86205415651146038641322942321632125127801,
	31426415.585400194380614231628318205362874684987640,
	2876370.6289353724412254090516208496135991145378768,
	186056.26539522349504029498971604569928220784236328,
	8071.6720023658162106380029022722506138218516325024,
	210.82427775157934587250973392071336271166969580291,
	2.5066282746310002701649081771338373386264310793408,
}

var lanczosDen = [13]float64{
	0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0,
	13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0}

var gammaIntegral = [23]float64{
	1.0, 1.0, 2.0, 6.0, 24.0, 120.0, 720.0, 5040.0, 40320.0, 362880.0,
	3628800.0, 39916800.0, 479001600.0, 6227020800.0, 87178291200.0,
	1307674368000.0, 20922789888000.0, 355687428096000.0,
	6402373705728000.0, 121645100408832000.0, 2432902008176640000.0,
	51090942171709440000.0, 1124000727777607680000.0,
}

func lanczosSum(x float64) float64 {
	num, den := 0.0, 0.0
	if x < 5.0 {
		for i := 12; i >= 0; i-- {
			num = float64(num*x) + lanczosNum[i]
			den = float64(den*x) + lanczosDen[i]
		}
	} else {
		for i := 0; i < 13; i++ {
			num = num/x + lanczosNum[i]
			den = den/x + lanczosDen[i]
		}
	}
	return num / den
}

// cRound is C's round(): halfway cases away from zero.
func cRound(x float64) float64 {
	t := math.Trunc(x)
	if math.Abs(x-t) >= 0.5 {
		t += math.Copysign(1, x)
	}
	return t
}

// sinpi returns sin(pi*x) for finite x (CPython's m_sinpi).
func sinpi(x float64) float64 {
	y := fmod(math.Abs(x), 2.0)
	n := int(cRound(float64(2.0 * y)))
	var r float64
	switch n {
	case 0:
		r = CSin(float64(gammaPi * y))
	case 1:
		r = CCos(float64(gammaPi * (y - 0.5)))
	case 2:
		r = CSin(float64(gammaPi * (1.0 - y)))
	case 3:
		r = -CCos(float64(gammaPi * (y - 1.5)))
	case 4:
		r = CSin(float64(gammaPi * (y - 2.0)))
	}
	return float64(math.Copysign(1.0, x) * r)
}

// gammaImpl is CPython's m_tgamma. errno is 0, edom or erange.
func gammaImpl(x float64) (float64, int) {
	if !isFinite(x) {
		if x != x || x > 0 {
			return x, 0
		}
		return nan, edom
	}
	if x == 0 {
		return math.Copysign(posInf, x), edom
	}
	if x == math.Floor(x) {
		if x < 0 {
			return nan, edom
		}
		if x <= 23 {
			return gammaIntegral[int(x)-1], 0
		}
	}
	absx := math.Abs(x)
	if absx < 1e-20 {
		r := 1.0 / x
		if isInf(r) {
			return r, erange
		}
		return r, 0
	}
	if absx > 200.0 {
		if x < 0 {
			return 0.0 / sinpi(x), 0
		}
		return posInf, erange
	}
	y := absx + lanczosGMinusHal
	var z float64
	if absx > lanczosGMinusHal {
		q := y - absx
		z = q - lanczosGMinusHal
	} else {
		q := y - lanczosGMinusHal
		z = q - absx
	}
	z = float64(z*lanczosG) / y
	var r float64
	if x < 0 {
		r = float64(-gammaPi/sinpi(absx)/absx*CExp(y)) / lanczosSum(absx)
		r -= float64(z * r)
		if absx < 140.0 {
			r /= CPow(y, absx-0.5)
		} else {
			sqrtpow := CPow(y, absx/2.0-0.25)
			r /= sqrtpow
			r /= sqrtpow
		}
	} else {
		r = lanczosSum(absx) / CExp(y)
		r += float64(z * r)
		if absx < 140.0 {
			r = float64(r * CPow(y, absx-0.5))
		} else {
			sqrtpow := CPow(y, absx/2.0-0.25)
			r = float64(r * sqrtpow)
			r = float64(r * sqrtpow)
		}
	}
	if isInf(r) {
		return r, erange
	}
	return r, 0
}

// lgammaImpl is CPython's m_lgamma.
func lgammaImpl(x float64) (float64, int) {
	if !isFinite(x) {
		if x != x {
			return x, 0
		}
		return posInf, 0
	}
	if x == math.Floor(x) && x <= 2.0 {
		if x <= 0.0 {
			return posInf, edom
		}
		return 0.0, 0
	}
	absx := math.Abs(x)
	if absx < 1e-20 {
		return -CLog(absx), 0
	}
	r := CLog(lanczosSum(absx)) - lanczosG
	r += float64((absx - 0.5) * (CLog(absx+lanczosG-0.5) - 1))
	if x < 0.0 {
		r = gammaLogPi - CLog(math.Abs(sinpi(absx))) - CLog(absx) - r
	}
	if isInf(r) {
		return r, erange
	}
	return r, 0
}
