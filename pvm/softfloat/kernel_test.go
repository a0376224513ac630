//go:build pvmwip

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
			if e := relErr(hi, lo, m, ref); e > worst {
				worst, worstX = e, x
			}
		}
		t.Logf("%-10s max rel err 2^%.1f (eps 2^%.0f) at %v", kc.name, math.Log2(worst), math.Log2(kc.eps), worstX)
		if worst > kc.eps/8 {
			t.Errorf("%s: kernel error 2^%.1f exceeds eps/8 = 2^%.0f at x=%v", kc.name, math.Log2(worst), math.Log2(kc.eps/8), worstX)
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
