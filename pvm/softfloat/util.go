package softfloat

import "math"

// canonNaN is the quiet NaN CPython's float('nan') has on every platform.
const canonNaNBits = 0x7ff8000000000000

var nan = math.Float64frombits(canonNaNBits)

// Canon returns x, with any NaN replaced by the canonical quiet NaN
// 0x7ff8000000000000 (sign cleared), so NaN payloads and signs produced by
// different hardware never become observable.
func Canon(x float64) float64 {
	if x != x {
		return nan
	}
	return x
}

// NaN returns the canonical quiet NaN.
func NaN() float64 { return nan }

var (
	posInf = math.Inf(1)
	negInf = math.Inf(-1)
)

func isInf(x float64) bool    { return x > math.MaxFloat64 || x < -math.MaxFloat64 }
func isFinite(x float64) bool { return x-x == 0 }

// isOddInteger reports whether x is an odd integer (CPython's
// DOUBLE_IS_ODD_INTEGER: fmod(fabs(x), 2.0) == 1.0).
func isOddInteger(x float64) bool {
	if !isFinite(x) {
		return false
	}
	ax := math.Abs(x)
	if ax >= 1<<53 {
		return false
	}
	return ax == math.Trunc(ax) && uint64(ax)&1 == 1
}
