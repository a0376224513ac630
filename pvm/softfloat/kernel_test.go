package softfloat

import (
	"math"
	"math/big"
	"math/rand"
	"os"
	"strconv"
	"testing"
)

// Checks of the double-double kernels against math/big: the measured
// relative error of hi+lo must stay well below the eps each function uses
// for its rounding test, and the final results must be correctly rounded.

func kernelSamples() int {
	if s := os.Getenv("SOFTFLOAT_SAMPLES"); s != "" {
		n, _ := strconv.Atoi(s)
		return n
	}
	if testing.Short() {
		return 300
	}
	return 3000
}

func logK(x float64) (float64, float64, int) {
	hi, lo := logKernel(x)
	return hi, lo, 0
}

// relErr returns |(hi+lo)*2^m - ref| / |ref| as a float64 (ref != 0).
func relErr(hi, lo float64, m int, ref *big.Float) float64 {
	const p = 400
	v := newF(p).Add(fromF64(hi, p), fromF64(lo, p))
	v.SetMantExp(v, m)
	v.Sub(v, ref)
	v.Quo(v, ref)
	f, _ := v.Float64()
	return math.Abs(f)
}

// ddEps adapts a function returning (hi, lo, eps); the kernel test then
// uses that eps (kernelCase.eps == 0).
func ddEps(f func(float64) (float64, float64, float64)) func(float64) (float64, float64, int) {
	return func(x float64) (float64, float64, int) {
		hi, lo, eps := f(x)
		lastEps = eps
		return hi, lo, 0
	}
}

var lastEps float64

type kernelCase struct {
	name string
	gen  func(r *rand.Rand) float64
	dd   func(x float64) (float64, float64, int) // kernel value (hi+lo)*2^m
	ref  func(x float64) *big.Float
	eps  float64
}

func logUniform(r *rand.Rand, lo, hi int) float64 {
	return math.Ldexp(1+r.Float64(), lo+r.Intn(hi-lo+1))
}

func kernelCases() []kernelCase {
	return []kernelCase{
		{"exp", func(r *rand.Rand) float64 { return (r.Float64()*2 - 1) * 700 },
			func(x float64) (float64, float64, int) { return expKernel(x, 0) },
			func(x float64) *big.Float { return mpExp(fromF64(x, 64), 400) }, expEps},
		{"exp-small", func(r *rand.Rand) float64 { return (r.Float64()*2 - 1) * math.Ldexp(1, -r.Intn(40)) },
			func(x float64) (float64, float64, int) { return expKernel(x, 0) },
			func(x float64) *big.Float { return mpExp(fromF64(x, 64), 400) }, expEps},
		{"log", func(r *rand.Rand) float64 { return logUniform(r, -1070, 1020) },
			logK, func(x float64) *big.Float { return mpLog(fromF64(x, 64), 400) }, logEps},
		{"sin", trigGen, ddEps(sinDD), func(x float64) *big.Float { s, _ := mpSinCos(x, 400); return s }, 0},
		{"cos", trigGen, ddEps(cosDD), func(x float64) *big.Float { _, c := mpSinCos(x, 400); return c }, 0},
		{"tan", trigGen, ddEps(tanDD), func(x float64) *big.Float { s, c := mpSinCos(x, 400); return s.Quo(s, c) }, 0},
		{"atan", func(r *rand.Rand) float64 { return logUniform(r, -26, 60) }, func(x float64) (float64, float64, int) {
			hi, lo := atanPos(x, 0, atanDD)
			return hi, lo, 0
		}, func(x float64) *big.Float { return mpAtan(fromF64(x, 64), 400) }, atanEps},
		{"asin", func(r *rand.Rand) float64 { return math.Abs(asinGen(r)) }, func(x float64) (float64, float64, int) {
			hi, lo := asinDD(x)
			return hi, lo, 0
		}, func(x float64) *big.Float { return mpAsinAbs(x, false) }, atanEps},
		{"acos", asinGen, func(x float64) (float64, float64, int) {
			hi, lo := acosDD(x)
			return hi, lo, 0
		}, func(x float64) *big.Float {
			a := mpAsinAbs(math.Abs(x), true)
			if x < 0 {
				a.Sub(mpPi(420), a)
			}
			return a
		}, atanEps},
		{"log-near1", func(r *rand.Rand) float64 { return 1 + (r.Float64()*2-1)*math.Ldexp(1, -r.Intn(50)) },
			logK, func(x float64) *big.Float { return mpLog(fromF64(x, 64), 400) }, logEps},
	}
}

func TestKernelErrors(t *testing.T) {
	n := kernelSamples()
	for _, kc := range kernelCases() {
		r := rand.New(rand.NewSource(1))
		worst, worstX := 0.0, 0.0
		for i := 0; i < n; i++ {
			x := kc.gen(r)
			ref := kc.ref(x)
			if ref.Sign() == 0 {
				continue
			}
			hi, lo, m := kc.dd(x)
			eps := kc.eps
			if eps == 0 {
				eps = lastEps
			}
			if e := relErr(hi, lo, m, ref) / eps; e > worst {
				worst, worstX = e, x
			}
		}
		t.Logf("%-10s max error = eps * 2^%.1f at %v", kc.name, math.Log2(worst), worstX)
		if worst > 1.0/8 {
			t.Errorf("%s: kernel error is eps * 2^%.1f (> eps/8) at x=%v", kc.name, math.Log2(worst), worstX)
		}
	}
}

type crCase struct {
	name string
	gen  func(r *rand.Rand) float64
	f    func(float64) float64
	ref  func(float64) float64
}

func crCases() []crCase {
	return []crCase{
		{"exp", func(r *rand.Rand) float64 { return (r.Float64()*2 - 1) * 746 }, CExp,
			func(x float64) float64 { return toF64(mpExp(fromF64(x, 64), mpPrec)) }},
		{"exp2", func(r *rand.Rand) float64 { return (r.Float64()*2 - 1) * 1076 }, CExp2,
			func(x float64) float64 { return toF64(mpExp2(x)) }},
		{"log", func(r *rand.Rand) float64 { return logUniform(r, -1074, 1023) }, CLog,
			func(x float64) float64 { return toF64(mpLog(fromF64(x, 64), mpPrec)) }},
		{"log2", func(r *rand.Rand) float64 { return logUniform(r, -1074, 1023) }, CLog2,
			func(x float64) float64 { return toF64(mpLog2(x)) }},
		{"sin", trigGen, CSin, func(x float64) float64 { s, _ := mpSinCos(x, mpPrec); return toF64(s) }},
		{"cos", trigGen, CCos, func(x float64) float64 { _, c := mpSinCos(x, mpPrec); return toF64(c) }},
		{"tan", trigGen, CTan, func(x float64) float64 { s, c := mpSinCos(x, mpPrec); return toF64(s.Quo(s, c)) }},
		{"atan", func(r *rand.Rand) float64 { return logUniform(r, -40, 40) * sgn(r) }, CAtan,
			func(x float64) float64 { return toF64(mpAtan(fromF64(x, 64), mpPrec)) }},
		{"asin", func(r *rand.Rand) float64 { return asinGen(r) }, CAsin,
			func(x float64) float64 { return math.Copysign(toF64(mpAsinAbs(math.Abs(x), false)), x) }},
		{"acos", func(r *rand.Rand) float64 { return asinGen(r) }, CAcos, mpAcos},
		{"atan2", func(r *rand.Rand) float64 { return float64(r.Int63()) }, func(s float64) float64 {
			y, x := atan2Args(s)
			return CAtan2(y, x)
		}, func(s float64) float64 {
			y, x := atan2Args(s)
			return mpAtan2(y, x)
		}},
		{"pow", func(r *rand.Rand) float64 { return float64(r.Int63()) }, func(s float64) float64 {
			x, y := powArgs(s)
			return CPow(x, y)
		}, func(s float64) float64 {
			x, y := powArgs(s)
			return mpPowPos(x, y)
		}},
	}
}

func TestCorrectRounding(t *testing.T) {
	n := kernelSamples()
	for _, c := range crCases() {
		r := rand.New(rand.NewSource(2))
		bad := 0
		for i := 0; i < n; i++ {
			x := c.gen(r)
			got, want := c.f(x), c.ref(x)
			if math.Float64bits(got) != math.Float64bits(want) {
				if bad < 5 {
					t.Errorf("%s(%v) = %v, want %v", c.name, x, got, want)
				}
				bad++
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d/%d not correctly rounded", c.name, bad, n)
		}
	}
}

func sgn(r *rand.Rand) float64 {
	if r.Intn(2) == 0 {
		return -1
	}
	return 1
}

func trigGen(r *rand.Rand) float64 {
	switch r.Intn(4) {
	case 0:
		return (r.Float64()*2 - 1) * 10
	case 1:
		return logUniform(r, -30, 30) * sgn(r)
	case 2:
		return logUniform(r, 30, 1023) * sgn(r)
	}
	k := float64(1 + r.Intn(1<<20))
	return math.Nextafter(k*math.Pi/2, sgn(r)*math.Inf(1))
}

func asinGen(r *rand.Rand) float64 {
	switch r.Intn(3) {
	case 0:
		return r.Float64()*2 - 1
	case 1:
		return (1 - math.Ldexp(r.Float64(), -r.Intn(50))) * sgn(r)
	}
	return logUniform(r, -30, -1) * sgn(r)
}

func mpAcos(x float64) float64 {
	a := mpAsinAbs(math.Abs(x), true)
	if x < 0 {
		a.Sub(mpPi(mpPrec+20), a)
	}
	return toF64(a)
}

// atan2Args and powArgs derive an argument pair from one random seed.
func atan2Args(s float64) (float64, float64) {
	r := rand.New(rand.NewSource(int64(s)))
	if r.Intn(2) == 0 {
		return (r.Float64()*2 - 1) * 10, (r.Float64()*2 - 1) * 10
	}
	return logUniform(r, -1000, 1000) * sgn(r), logUniform(r, -1000, 1000) * sgn(r)
}

func powArgs(s float64) (float64, float64) {
	r := rand.New(rand.NewSource(int64(s)))
	switch r.Intn(3) {
	case 0:
		return r.Float64() * 10, (r.Float64()*2 - 1) * 50
	case 1:
		return logUniform(r, -1000, 1000), (r.Float64()*2 - 1) * 1.05
	}
	return 1 + (r.Float64()*2-1)*math.Ldexp(1, -r.Intn(40)), (r.Float64()*2 - 1) * 1e6
}
