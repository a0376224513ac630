package softfloat

// splitter is 2^27+1: Veltkamp splitting of a float64 into two halves of at
// most 26 significant bits each, so their products are exact.
const splitter = 134217729.0

func split(a float64) (hi, lo float64) {
	t := float64(splitter * a)
	hi = t - (t - a)
	lo = a - hi
	return
}

// dekkerProd returns p = fl(a*b) and the exact error e = a*b-p (Dekker). It
// needs |a|,|b| < 2^995 so that the splitting cannot overflow, and a*b well
// inside the normal range so that e is representable. twoProd is this
// where fused multiply-add is done in software (prod_split.go) and one
// math.FMA elsewhere (prod_fma.go): the two give the same e.
func dekkerProd(a, b float64) (p, e float64) {
	p = float64(a * b)
	ah, al := split(a)
	bh, bl := split(b)
	e = float64(ah*bh) - p + float64(ah*bl) + float64(al*bh) + float64(al*bl)
	return
}

// dekkerSqr is dekkerProd(a, a) with one split.
func dekkerSqr(a float64) (p, e float64) {
	p = float64(a * a)
	ah, al := split(a)
	e = float64(ah*ah) - p + float64(2*float64(ah*al)) + float64(al*al)
	return
}
