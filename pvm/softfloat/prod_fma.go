//go:build !wasm

package softfloat

import "math"

// twoProd returns p = fl(a*b) and the exact error e = a*b-p, under
// dekkerProd's conditions. The error is exact, so one fused multiply-add
// computes the value Dekker's splitting gives (TestTwoProdIsDekkers) in a
// fraction of the operations.
func twoProd(a, b float64) (p, e float64) {
	p = float64(a * b)
	return p, math.FMA(a, b, -p)
}

// sqr is twoProd(a, a).
func sqr(a float64) (p, e float64) { return twoProd(a, a) }
