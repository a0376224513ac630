package softfloat

import (
	"math"
	"math/rand"
	"strconv"
	"testing"
)

// The fast paths must give exactly what the general paths they bypass
// give. Each test compares the two over millions of arguments.

// sameBits reports whether a and b are the same float64, NaNs included.
func sameBits(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }

// randomLiteral returns a string close to the fast path's grammar: mostly
// valid short literals, sometimes at or past its limits, sometimes broken.
func randomLiteral(r *rand.Rand) string {
	const alphabet = "0123456789.eE+-_ x"
	switch r.Intn(4) {
	case 0:
		b := make([]byte, 1+r.Intn(12))
		for i := range b {
			b[i] = alphabet[r.Intn(len(alphabet))]
		}
		return string(b)
	case 1:
		x := math.Float64frombits(r.Uint64())
		return strconv.FormatFloat(x, "egf"[r.Intn(3)], r.Intn(20)-1, 64)
	}
	var b []byte
	if r.Intn(3) == 0 {
		b = append(b, "+-"[r.Intn(2)])
	}
	nd := r.Intn(22)
	for i := 0; i < nd; i++ {
		b = append(b, byte('0'+r.Intn(10)))
	}
	if r.Intn(2) == 0 {
		b = append(b, '.')
		for i := r.Intn(22 - nd/2); i > 0; i-- {
			b = append(b, byte('0'+r.Intn(10)))
		}
	}
	if r.Intn(2) == 0 {
		b = append(b, "eE"[r.Intn(2)])
		if r.Intn(2) == 0 {
			b = append(b, "+-"[r.Intn(2)])
		}
		b = strconv.AppendInt(b, int64(r.Intn(50)), 10)
	}
	return string(b)
}

func TestParseShortMatchesGeneral(t *testing.T) {
	check := func(s string) bool {
		f, ok := parseShort(s)
		if !ok {
			return false
		}
		g, gok := parseGeneral(s)
		if !gok || !sameBits(f, g) {
			t.Fatalf("parseShort(%q) = %v, general = %v %v", s, f, g, gok)
		}
		return true
	}
	for _, s := range []string{"0", "-0", "+0.0", "-0e5", "9007199254740991", "9007199254740992",
		"9007199254740993", "1e22", "1e23", "1e-22", "1e-23", "9007199254740991e22",
		"9007199254740991e-22", "0.9007199254740991", ".5", "5.", "1234567890123456789",
		"12345678901234567890", "1e0001", "1e00001", "3.14", "1e-5", "-2.5E+3"} {
		check(s)
	}
	r := rand.New(rand.NewSource(1))
	n := 2000000
	if testing.Short() {
		n = 100000
	}
	hits := 0
	for i := 0; i < n; i++ {
		if check(randomLiteral(r)) {
			hits++
		}
	}
	if hits < n/4 {
		t.Errorf("only %d of %d samples took the fast path", hits, n)
	}
}

// specialArgs are the boundary arguments every fast-path test includes.
var specialArgs = []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(),
	math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 0x1p-1022, -0x1p-1022,
	math.MaxFloat64, -math.MaxFloat64, 1, -1, 0.5, -0.5, 2, -2}

// randomArgs calls f with the special arguments, n random bit patterns and
// n values of each magnitude class in [-lim, lim].
func randomArgs(n int, lim float64, f func(x float64)) {
	if testing.Short() {
		n /= 20
	}
	for _, x := range specialArgs {
		f(x)
	}
	r := rand.New(rand.NewSource(2))
	for i := 0; i < n; i++ {
		f(math.Float64frombits(r.Uint64()))
		x := float64(r.Float64()*2-1) * lim
		f(x)
		f(math.Ldexp(x, -r.Intn(60)))
	}
}

func TestSqrtFastPath(t *testing.T) {
	randomArgs(1000000, 1e6, func(x float64) {
		got, err := Sqrt(x)
		want, werr := math1(x, CSqrt(x), false)
		if !sameBits(got, want) || (err == nil) != (werr == nil) {
			t.Fatalf("Sqrt(%v) = %v, %v; general %v, %v", x, got, err, want, werr)
		}
	})
}

// ddRelErr is |(hi+lo) - (rh+rl)| / |rh+rl| against a double-double
// reference accurate far beyond the fast kernels.
func ddRelErr(hi, lo, rh, rl float64) float64 {
	dh, dl := ddAdd(hi, lo, -rh, -rl)
	return math.Abs(dh+dl) / math.Abs(rh)
}

// TestSinCosFastError measures sinCosFast against sinCosDD (relative error
// 2^-80) over the whole reduced range and every table interval.
func TestSinCosFastError(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	worst := 0.0
	for n := 0; n < 2000000; n++ {
		rh := float64(r.Float64()*2-1) * 0.786
		if n%4 == 0 {
			rh = math.Ldexp(rh, -r.Intn(20)) // small and near-tabulated points
		}
		rl := float64(float64(r.Float64()-0.5)*math.Abs(rh)) * 0x1p-53
		sh, sl, ch, cl := sinCosDD(rh, rl, true, true)
		hi, lo := sinCosFast(rh, rl, false)
		worst = math.Max(worst, ddRelErr(hi, lo, sh, sl))
		hi, lo = sinCosFast(rh, rl, true)
		worst = math.Max(worst, ddRelErr(hi, lo, ch, cl))
	}
	t.Logf("largest relative error 2^%.1f", math.Log2(worst))
	if worst > sinCosFastEps/16 {
		t.Errorf("largest relative error %g exceeds sinCosFastEps/16", worst)
	}
}

func TestSinCosFastPath(t *testing.T) {
	check := func(x float64) {
		if !isFinite(x) || math.Abs(x) < 0x1p-26 {
			return // handled before the fast path
		}
		if got, want := CSin(x), sinSlow(x); !sameBits(got, want) {
			t.Fatalf("sin(%v) = %v; general path %v", x, got, want)
		}
		if got, want := CCos(x), cosSlow(x); !sameBits(got, want) {
			t.Fatalf("cos(%v) = %v; general path %v", x, got, want)
		}
	}
	randomArgs(1000000, 1e3, check)
	// Near multiples of pi/2, where the reduced argument is smallest.
	r := rand.New(rand.NewSource(4))
	for i := 0; i < 200000; i++ {
		x := float64(float64(r.Intn(1<<22)) * math.Pi / 2)
		b := math.Float64bits(x) + uint64(r.Intn(9)) - 4
		check(math.Float64frombits(b))
		check(-math.Float64frombits(b))
	}
}

// TestAtan2UnscaledQuotient checks atan2Unscaled's claim: for operands in
// its range, quotDD gives the same double-double unscaled as after
// scaling both operands near 1.
func TestAtan2UnscaledQuotient(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	edge := []float64{0x1p-200, 0x1p200, math.Nextafter(0x1p200, 0), math.Nextafter(0x1p-200, 1)}
	n := 2000000
	if testing.Short() {
		n /= 20
	}
	for i := 0; i < n; i++ {
		a := math.Ldexp(1+r.Float64(), r.Intn(401)-201)
		b := math.Ldexp(1+r.Float64(), r.Intn(401)-201)
		if i < len(edge)*len(edge) {
			a, b = edge[i%len(edge)], edge[i/len(edge)]
		}
		if !atan2Unscaled(a) || !atan2Unscaled(b) {
			continue
		}
		if a > b {
			a, b = b, a
		}
		_, e := math.Frexp(b) // CAtan2 scales by x's exponent, the larger or the smaller
		if i%2 == 1 {
			_, e = math.Frexp(a)
		}
		qh, ql := quotDD(a, b)
		sh, sl := quotDD(math.Ldexp(a, -e), math.Ldexp(b, -e))
		if !sameBits(qh, sh) || !sameBits(ql, sl) {
			t.Fatalf("quotDD(%v, %v) = %v %v; scaled %v %v", a, b, qh, ql, sh, sl)
		}
	}
}

func TestPowFastPath(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	randomArgs(300000, 50, func(x float64) {
		for _, y := range []float64{x, float64(r.Float64()*8 - 4), float64(r.Intn(7) - 3), 0.5, 1,
			math.Float64frombits(r.Uint64()), math.Inf(1), math.NaN()} {
			for _, b := range []float64{math.Abs(x), float64(r.Float64() * 10), 1} {
				if y == 0 {
					continue
				}
				got, err := Pow(b, y)
				want, werr := powSpecial(b, y)
				if !sameBits(got, want) || err != werr {
					t.Fatalf("Pow(%v, %v) = %v, %v; general %v, %v", b, y, got, err, want, werr)
				}
			}
		}
	})
}

// TestLogFastError measures logKernelFast against logKernel (relative
// error 2^-80), near 1 (where the table offers no help) and elsewhere.
func TestLogFastError(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	worst := 0.0
	for n := 0; n < 2000000; n++ {
		x := math.Float64frombits(r.Uint64() >> 1)
		if n%2 == 0 {
			x = 1 + math.Ldexp(float64(r.Float64()*2-1), -r.Intn(30)-7)
		}
		if x == 1 || !isFinite(x) {
			continue
		}
		hi, lo := logKernelFast(x)
		rh, rl := logKernel(x)
		worst = math.Max(worst, ddRelErr(hi, lo, rh, rl))
	}
	t.Logf("largest relative error 2^%.1f", math.Log2(worst))
	if worst > logFastEps/16 {
		t.Errorf("largest relative error %g exceeds logFastEps/16", worst)
	}
}

// TestExpFastError measures expKernelFast against expKernel (relative
// error 2^-79) over the range of exp's arguments.
func TestExpFastError(t *testing.T) {
	r := rand.New(rand.NewSource(8))
	worst := 0.0
	for n := 0; n < 2000000; n++ {
		xh := float64(r.Float64()*1450 - 740)
		if n%2 == 0 {
			xh = math.Ldexp(xh, -r.Intn(40))
		}
		xl := float64(float64(r.Float64()-0.5)*math.Abs(xh)) * 0x1p-53
		hi, lo, m := expKernelFast(xh, xl)
		rh, rl, rm := expKernel(xh, xl)
		if m != rm {
			t.Fatalf("expKernelFast(%v, %v) scales by 2^%d, expKernel by 2^%d", xh, xl, m, rm)
		}
		worst = math.Max(worst, ddRelErr(hi, lo, rh, rl))
	}
	t.Logf("largest relative error 2^%.1f", math.Log2(worst))
	if worst > expFastEps/16 {
		t.Errorf("largest relative error %g exceeds expFastEps/16", worst)
	}
}

func TestExpFastPath(t *testing.T) {
	randomArgs(1000000, 800, func(x float64) {
		if x != x || x > 709.8 || x < -745.2 || math.Abs(x) < 0x1p-60 {
			return // handled before the fast path
		}
		if got, want := CExp(x), expSlow(x); !sameBits(got, want) {
			t.Fatalf("exp(%v) = %v; general path %v", x, got, want)
		}
	})
}

func TestPowPosFastPath(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	check := func(x, y float64) {
		if !(x > 0 && isFinite(x) && isFinite(y)) || y == 0 || y == 1 || x == 1 || y == 2 || y == 0.5 || y == -1 {
			return // handled before the fast path
		}
		if got, want := powPos(x, y), powSlow(x, y); !sameBits(got, want) {
			t.Fatalf("pow(%v, %v) = %v; general path %v", x, y, got, want)
		}
	}
	randomArgs(300000, 100, func(x float64) {
		check(math.Abs(x), float64(r.Float64()*6-3))
		check(float64(r.Float64()*10), x)
		check(1+math.Ldexp(x, -20), math.Ldexp(x, 20))
	})
	// Exact and halfway results: small integers to integer and half-integer
	// powers, and the squares and cubes of 27-bit and 18-bit integers.
	for i := 0; i < 200000; i++ {
		b := float64(r.Intn(1000) + 2)
		check(b, float64(r.Intn(40)-20))
		check(float64(b*b), float64(r.Intn(20)-10)+0.5)
		m := float64(r.Intn(1<<27) | 1)
		check(float64(m*m), 0.5)
		check(float64(m*m), 1.5)
		c := float64(r.Intn(1<<18) | 1)
		check(float64(float64(c*c)*c), 1.0/3)
	}
}

func TestLogFastPath(t *testing.T) {
	check := func(x float64) {
		if !(x > 0 && isFinite(x)) || x == 1 {
			return // handled before the fast path
		}
		if got, want := CLog(x), logSlow(x); !sameBits(got, want) {
			t.Fatalf("log(%v) = %v; general path %v", x, got, want)
		}
	}
	randomArgs(1000000, 1e6, func(x float64) {
		check(math.Abs(x))
		check(1 + math.Ldexp(x, -30))
	})
}

// TestAtanFastError measures atanFast against atanDD (relative error
// 2^-80) over [0, 1].
func TestAtanFastError(t *testing.T) {
	r := rand.New(rand.NewSource(10))
	worst := 0.0
	for n := 0; n < 2000000; n++ {
		zh := r.Float64()
		if n%2 == 0 {
			zh = math.Ldexp(zh, -r.Intn(30))
		}
		zl := float64(float64(r.Float64()-0.5)*zh) * 0x1p-53
		hi, lo := atanFast(zh, zl)
		rh, rl := atanDD(zh, zl)
		worst = math.Max(worst, ddRelErr(hi, lo, rh, rl))
	}
	t.Logf("largest relative error 2^%.1f", math.Log2(worst))
	if worst > atanFastEps/16 {
		t.Errorf("largest relative error %g exceeds atanFastEps/16", worst)
	}
}

// atanSlow and atan2Slow are CAtan and CAtan2 without atanFast, for the
// arguments that reach it.
func atanSlow(x float64) float64 {
	hi, lo := atanPos(math.Abs(x), 0, atanDD)
	if roundsTo(hi, lo, float64(hi*atanEps)) {
		return math.Copysign(hi, x)
	}
	return math.Copysign(toF64(mpAtan(fromF64(math.Abs(x), 64), mpPrec)), x)
}

func atan2Slow(y, x float64) float64 {
	hi, lo := atan2Pos(math.Abs(y), math.Abs(x), math.Signbit(x), atanDD)
	if roundsTo(hi, lo, float64(hi*atanEps)) {
		return math.Copysign(hi, y)
	}
	return mpAtan2(y, x)
}

func TestAtanFastPath(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	randomArgs(1000000, 10, func(x float64) {
		if ax := math.Abs(x); ax >= 0x1p-27 && ax <= 0x1p60 {
			if got, want := CAtan(x), atanSlow(x); !sameBits(got, want) {
				t.Fatalf("atan(%v) = %v; general path %v", x, got, want)
			}
		}
		y := float64(r.Float64()*200 - 100)
		for _, p := range [][2]float64{{x, y}, {y, x}} {
			if !atan2Unscaled(math.Abs(p[0])) || !atan2Unscaled(math.Abs(p[1])) {
				continue
			}
			if got, want := CAtan2(p[0], p[1]), atan2Slow(p[0], p[1]); !sameBits(got, want) {
				t.Fatalf("atan2(%v, %v) = %v; general path %v", p[0], p[1], got, want)
			}
		}
	})
}

// TestReduceFastError checks reduceFast's error bound against reducePio2
// (absolute error 2^-116), near multiples of pi/2 and elsewhere.
func TestReduceFastError(t *testing.T) {
	r := rand.New(rand.NewSource(12))
	worst := 0.0
	for n := 0; n < 2000000; n++ {
		x := float64(r.Float64() * 0x1p21)
		if n%2 == 0 {
			x = float64(float64(r.Intn(1<<20)) * math.Pi / 2)
			x = math.Float64frombits(math.Float64bits(x) + uint64(r.Intn(64)) - 32)
		}
		k, rh, rl, aerr := reduceFast(x)
		rk, sh, sl, _ := reducePio2(x)
		if k != rk {
			t.Fatalf("reduceFast(%v) quadrant %d, reducePio2 %d", x, k, rk)
		}
		dh, dl := ddAdd(rh, rl, -sh, -sl)
		worst = math.Max(worst, math.Abs(dh+dl))
		if math.Abs(dh+dl) > aerr/16 {
			t.Fatalf("reduceFast(%v) error %g exceeds its bound %g / 16", x, math.Abs(dh+dl), aerr)
		}
	}
	t.Logf("largest absolute error 2^%.1f", math.Log2(worst))
}
