package softfloat

import (
	"math"
	"testing"
)

// TestRoundShortMatchesExact checks Round's fast path against the exact
// big-integer one on values where it applies: random bit patterns, values
// near decimal halfway points and halves of integers.
func TestRoundShortMatchesExact(t *testing.T) {
	s := uint64(0x9e3779b97f4a7c15)
	next := func() uint64 { // xorshift64
		s ^= s << 13
		s ^= s >> 7
		s ^= s << 17
		return s
	}
	checked := 0
	for i := 0; i < 400000; i++ {
		var x float64
		switch i % 3 {
		case 0:
			x = math.Float64frombits(next() >> 1)
		case 1: // a decimal with 3 places, and its neighbours
			x = float64(next()%2000000) / 1000
			x = math.Nextafter(x, x+float64(int64(next()%3)-1))
		case 2:
			x = float64(next()%100000) + 0.5
		}
		nd := int64(next() % 21)
		m, e := mantExp(x)
		f, ok := roundShort(m, e, nd)
		if !isFinite(x) || x == 0 || !ok {
			continue
		}
		checked++
		want, err := roundExact(m, e, nd)
		if err != nil || math.Float64bits(f) != math.Float64bits(want) {
			t.Fatalf("round(%v, %d): short %v, exact %v (%v)", x, nd, f, want, err)
		}
	}
	if checked < 100000 {
		t.Fatalf("only %d values took the short path", checked)
	}
}
