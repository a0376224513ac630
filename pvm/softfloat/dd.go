package softfloat

import "math"

// Error-free transformations and double-double ("dd") helpers.
//
// A dd value is an unevaluated sum hi+lo of two float64 with |lo| <= ulp(hi)/2.
// All products are wrapped in float64(...) so the compiler cannot fuse them
// into an FMA (see doc.go); the algorithms below rely on every operation
// being rounded individually.

// twoSum returns s = fl(a+b) and the exact error e = a+b-s (Knuth).
func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	e = (a - (s - bb)) + (b - bb)
	return
}

// fastTwoSum is twoSum for |a| >= |b| (or a == 0) (Dekker).
func fastTwoSum(a, b float64) (s, e float64) {
	s = a + b
	e = b - (s - a)
	return
}

// ddAdd adds two dd numbers accurately, including under cancellation.
func ddAdd(ah, al, bh, bl float64) (float64, float64) {
	s, e := twoSum(ah, bh)
	t, f := twoSum(al, bl)
	e += t
	s, e = fastTwoSum(s, e)
	e += f
	return fastTwoSum(s, e)
}

// ddAddD adds a float64 to a dd number.
func ddAddD(ah, al, b float64) (float64, float64) {
	s, e := twoSum(ah, b)
	e += al
	return fastTwoSum(s, e)
}

// ddMul multiplies two dd numbers (relative error about 2^-104).
func ddMul(ah, al, bh, bl float64) (float64, float64) {
	p, e := twoProd(ah, bh)
	e += float64(ah*bl) + float64(al*bh)
	return fastTwoSum(p, e)
}

// ddDiv divides two dd numbers (relative error about 2^-103).
func ddDiv(ah, al, bh, bl float64) (float64, float64) {
	q := ah / bh
	// r = a - q*b, computed exactly in its leading part.
	p, e := twoProd(q, bh)
	r := ah - p
	r = r - e + al - float64(q*bl)
	q2 := r / bh
	return fastTwoSum(q, q2)
}

// ddRecip returns 1/(bh+bl) as a dd number.
func ddRecip(bh, bl float64) (float64, float64) {
	q := 1 / bh
	p, e := twoProd(q, bh)
	r := 1 - p
	r = r - e - float64(q*bl)
	return fastTwoSum(q, r/bh)
}

// ddSqrt returns sqrt(ah+al) as a dd number, for ah > 0.
func ddSqrt(ah, al float64) (float64, float64) {
	s := math.Sqrt(ah)
	p, e := sqr(s)
	r := ah - p
	r = r - e + al
	return fastTwoSum(s, r/float64(2*s))
}

// roundsTo reports whether every real number within err of hi+lo rounds to
// hi (round to nearest even). hi+lo must be normalised (hi = fl(hi+lo)).
// Because rounding is monotonic it is enough to check both ends of the
// interval; err should already include a little slack for the rounding of
// lo±err itself.
func roundsTo(hi, lo, err float64) bool {
	return hi+(lo+err) == hi && hi+(lo-err) == hi
}
