//go:build !wasm

package softfloat

import "math"

// twoProd returns p = fl(a*b) and the exact error e = a*b-p. It needs a*b
// well inside the normal range so that e is representable. The error is
// exact, so computing it with one fused multiply-add gives the value
// Dekker's splitting gives (prod_split.go, used where FMA is done in
// software) in a fraction of the operations.
func twoProd(a, b float64) (p, e float64) {
	p = float64(a * b)
	return p, math.FMA(a, b, -p)
}

// sqr is twoProd(a, a).
func sqr(a float64) (p, e float64) { return twoProd(a, a) }
