package softfloat

import (
	"math"
	"math/rand"
	"strconv"
	"testing"
)

// Benchmarks of the hot functions against the math package and strconv
// (which are neither deterministic across architectures nor CPython
// compatible, but give the cost of the hardware/assembly baseline).

var (
	benchIn  = func() []float64 { return benchInputs(func(r *rand.Rand) float64 { return (r.Float64()*2 - 1) * 20 }) }()
	benchPos = func() []float64 {
		return benchInputs(func(r *rand.Rand) float64 { return math.Ldexp(1+r.Float64(), r.Intn(200)-100) })
	}()
	benchPow  = func() []float64 { return benchInputs(func(r *rand.Rand) float64 { return (r.Float64()*2 - 1) * 30 }) }()
	benchStrs = func() []string {
		s := make([]string, len(benchPos))
		for i, x := range benchPos {
			s[i] = strconv.FormatFloat(x, 'g', -1, 64)
		}
		return s
	}()
	sink float64
)

func benchInputs(g func(*rand.Rand) float64) []float64 {
	r := rand.New(rand.NewSource(1))
	xs := make([]float64, 1024)
	for i := range xs {
		xs[i] = g(r)
	}
	return xs
}

func bench1(b *testing.B, in []float64, f func(float64) float64) {
	s := 0.0
	for i := 0; i < b.N; i++ {
		s += f(in[i&1023])
	}
	sink = s
}

func BenchmarkExp(b *testing.B)     { bench1(b, benchIn, CExp) }
func BenchmarkExpMath(b *testing.B) { bench1(b, benchIn, math.Exp) }
func BenchmarkLog(b *testing.B)     { bench1(b, benchPos, CLog) }
func BenchmarkLogMath(b *testing.B) { bench1(b, benchPos, math.Log) }
func BenchmarkSin(b *testing.B)     { bench1(b, benchIn, CSin) }
func BenchmarkSinMath(b *testing.B) { bench1(b, benchIn, math.Sin) }
func BenchmarkCos(b *testing.B)     { bench1(b, benchIn, CCos) }
func BenchmarkTan(b *testing.B)     { bench1(b, benchIn, CTan) }
func BenchmarkAtan(b *testing.B)    { bench1(b, benchIn, CAtan) }
func BenchmarkExpm1(b *testing.B)   { bench1(b, benchIn, CExpm1) }
func BenchmarkSinHuge(b *testing.B) {
	bench1(b, benchPos, func(x float64) float64 { return CSin(x * 1e250) })
}
func BenchmarkPow(b *testing.B)     { bench2(b, CPow) }
func BenchmarkPowMath(b *testing.B) { bench2(b, math.Pow) }
func BenchmarkLgamma(b *testing.B) {
	bench1(b, benchPos, func(x float64) float64 { r, _ := lgammaImpl(x); return r })
}
func BenchmarkAtan2(b *testing.B) { bench2(b, CAtan2) }
func BenchmarkAsin(b *testing.B) {
	bench1(b, benchIn, func(x float64) float64 { return CAsin(x / 20) })
}

func bench2(b *testing.B, f func(float64, float64) float64) {
	s := 0.0
	for i := 0; i < b.N; i++ {
		s += f(benchPos[i&1023], benchPow[(i*7)&1023])
	}
	sink = s
}

func BenchmarkRepr(b *testing.B) {
	n := 0
	for i := 0; i < b.N; i++ {
		n += len(Repr(benchPos[i&1023]))
	}
	sink = float64(n)
}

func BenchmarkReprStrconv(b *testing.B) {
	n := 0
	for i := 0; i < b.N; i++ {
		n += len(strconv.FormatFloat(benchPos[i&1023], 'g', -1, 64))
	}
	sink = float64(n)
}

func BenchmarkParse(b *testing.B) {
	s := 0.0
	for i := 0; i < b.N; i++ {
		x, _ := Parse(benchStrs[i&1023])
		s += x
	}
	sink = s
}

func BenchmarkParseStrconv(b *testing.B) {
	s := 0.0
	for i := 0; i < b.N; i++ {
		x, _ := strconv.ParseFloat(benchStrs[i&1023], 64)
		s += x
	}
	sink = s
}

func BenchmarkFormat(b *testing.B) {
	n := 0
	for i := 0; i < b.N; i++ {
		s, _ := Format(benchPos[i&1023], ",.3f")
		n += len(s)
	}
	sink = float64(n)
}

// Worst cases: the math/big slow paths (taken only when the fast path
// cannot decide the rounding, e.g. exact midpoints of pow).
func BenchmarkSlowPowMidpoint(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += CPow(133788615, 2)
	}
}
func BenchmarkSlowExpMP(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += toF64(mpExp(fromF64(0.7+float64(i&7), 64), mpPrec))
	}
}
func BenchmarkSlowLogMP(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += toF64(mpLog(fromF64(1.7+float64(i&7), 64), mpPrec))
	}
}
func BenchmarkSlowSinMP(b *testing.B) {
	for i := 0; i < b.N; i++ {
		s, _ := mpSinCos(1e300+float64(i&7), mpPrec)
		sink += toF64(s)
	}
}
func BenchmarkSlowPowMP(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += mpPowPos(1.7+float64(i&7), 123.4)
	}
}
func BenchmarkSlowAtanMP(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += toF64(mpAtan(fromF64(0.7+float64(i&7), 64), mpPrec))
	}
}
