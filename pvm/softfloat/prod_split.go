//go:build wasm

package softfloat

// WebAssembly has no fused multiply-add, and math.FMA in software costs
// more than Dekker's product, which gives the same exact error.

func twoProd(a, b float64) (p, e float64) { return dekkerProd(a, b) }

func sqr(a float64) (p, e float64) { return dekkerSqr(a) }
