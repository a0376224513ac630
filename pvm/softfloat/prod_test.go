package softfloat

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestTwoProdIsDekkers checks that the product error of this build's
// twoProd is bit for bit the one Dekker's splitting gives, which the
// WebAssembly build uses: the kernels' results must not depend on which.
func TestTwoProdIsDekkers(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2_000_000; i++ {
		// Exponents keep |a|,|b| < 2^995 and a*b well inside the normal range.
		a := math.Ldexp(r.Float64()+0.5, r.IntN(900)-450)
		b := math.Ldexp(r.Float64()+0.5, r.IntN(900)-450)
		if r.IntN(2) == 0 {
			a = -a
		}
		p, e := twoProd(a, b)
		dp, de := dekkerProd(a, b)
		if math.Float64bits(p) != math.Float64bits(dp) || math.Float64bits(e) != math.Float64bits(de) {
			t.Fatalf("twoProd(%x, %x) = %x, %x; Dekker gives %x, %x", a, b, p, e, dp, de)
		}
		p, e = sqr(a)
		dp, de = dekkerSqr(a)
		if math.Float64bits(p) != math.Float64bits(dp) || math.Float64bits(e) != math.Float64bits(de) {
			t.Fatalf("sqr(%x) = %x, %x; Dekker gives %x, %x", a, p, e, dp, de)
		}
	}
}
