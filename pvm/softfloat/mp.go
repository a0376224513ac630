package softfloat

import (
	"math"
	"math/big"
	"sync"
)

// Multiprecision reference implementations (math/big, pure Go, exact
// operations rounded to nearest even at a chosen precision).
//
// They serve two purposes: the slow path of the correctly rounded
// functions, taken when the double-double fast path cannot decide the
// rounding (roughly once in a million calls), and the generator/oracle for
// the tables and tests. They are written for clarity, not speed.

// mpPrec is the working precision of the slow paths. The hardest known
// cases for the elementary functions in binary64 need about 2*53+11 bits,
// so 300 bits decides every input that is not an exact rounding boundary
// (exact cases are detected separately, see powExact).
const mpPrec = 300

var mpConst struct {
	once sync.Once
	pi   *big.Float // pi to piBits
	ln2  *big.Float // ln 2 to ln2Bits
}

const (
	piBits  = 2400 // enough for Payne-Hanek style reduction of 2^1024 with 300+ bits left
	ln2Bits = 800
)

func mpInit() {
	mpConst.once.Do(func() {
		mpConst.pi = computePi(piBits)
		mpConst.ln2 = computeLn2(ln2Bits)
	})
}

func newF(prec uint) *big.Float { return new(big.Float).SetPrec(prec) }

func fromF64(x float64, prec uint) *big.Float { return newF(prec).SetFloat64(x) }

// mpPi returns pi rounded to prec bits (prec <= piBits).
func mpPi(prec uint) *big.Float {
	mpInit()
	return newF(prec).Set(mpConst.pi)
}

// mpLn2 returns ln 2 rounded to prec bits (prec <= ln2Bits).
func mpLn2(prec uint) *big.Float {
	mpInit()
	return newF(prec).Set(mpConst.ln2)
}

// atanInv returns atan(1/n) to prec bits by its Taylor series.
func atanInv(n int64, prec uint) *big.Float {
	wp := prec + 20
	nn := newF(wp).SetInt64(n * n)
	term := newF(wp).Quo(newF(wp).SetInt64(1), newF(wp).SetInt64(n)) // 1/n^(2k+1)
	sum := newF(wp).Set(term)
	limit := -int(wp) - 4
	for k := int64(1); ; k++ {
		term.Quo(term, nn)
		t := newF(wp).Quo(term, newF(wp).SetInt64(2*k+1))
		if t.Sign() == 0 || t.MantExp(nil) < limit {
			break
		}
		if k%2 == 1 {
			sum.Sub(sum, t)
		} else {
			sum.Add(sum, t)
		}
	}
	return sum
}

// computePi uses Machin's formula pi = 16 atan(1/5) - 4 atan(1/239).
func computePi(prec uint) *big.Float {
	wp := prec + 20
	a := atanInv(5, wp)
	b := atanInv(239, wp)
	a.Mul(a, newF(wp).SetInt64(16))
	b.Mul(b, newF(wp).SetInt64(4))
	return newF(prec).Sub(a, b)
}

// computeLn2 uses ln 2 = 2 atanh(1/3) = 2 sum 1/((2k+1) 3^(2k+1)).
func computeLn2(prec uint) *big.Float {
	wp := prec + 20
	nine := newF(wp).SetInt64(9)
	term := newF(wp).Quo(newF(wp).SetInt64(1), newF(wp).SetInt64(3))
	sum := newF(wp).Set(term)
	limit := -int(wp) - 4
	for k := int64(1); ; k++ {
		term.Quo(term, nine)
		t := newF(wp).Quo(term, newF(wp).SetInt64(2*k+1))
		if t.MantExp(nil) < limit {
			break
		}
		sum.Add(sum, t)
	}
	sum.Mul(sum, newF(wp).SetInt64(2))
	return newF(prec).Set(sum)
}

// expo returns the binary exponent e of x with x = m*2^e, 0.5 <= |m| < 1
// (MantExp); x must be nonzero.
func expo(x *big.Float) int { return x.MantExp(nil) }

// mpExp returns e^x to about prec bits. |x| must be below 2^30.
func mpExp(x *big.Float, prec uint) *big.Float {
	if x.Sign() == 0 {
		return newF(prec).SetInt64(1)
	}
	const s = 16 // halvings before the series; squarings after it
	wp := prec + s + 40
	// n = round(x / ln2); r = x - n*ln2, |r| <= ln2/2.
	xe := expo(x)
	lp := wp + 40
	if xe > 0 {
		lp += uint(xe)
	}
	ln2 := mpLn2(lp)
	q := newF(lp).Quo(x, ln2)
	nf, _ := q.Float64()
	n := int64(math.Floor(nf + 0.5))
	r := newF(lp).Mul(newF(lp).SetInt64(n), ln2)
	r.Sub(newF(lp).Set(x), r)
	r = newF(wp).Set(r)
	r.SetMantExp(r, -s)
	// Taylor series of e^r - 1 (keeps precision for tiny r).
	sum := newF(wp)
	term := newF(wp).SetInt64(1)
	limit := -int(wp) - 8
	for k := int64(1); ; k++ {
		term.Mul(term, r)
		term.Quo(term, newF(wp).SetInt64(k))
		if term.Sign() == 0 || expo(term) < limit {
			break
		}
		sum.Add(sum, term)
	}
	// (1+u)^2 - 1 = u*(2+u): square in the "minus one" form so a tiny r
	// keeps its relative accuracy.
	two := newF(wp).SetInt64(2)
	for i := 0; i < s; i++ {
		t := newF(wp).Add(two, sum)
		sum.Mul(sum, t)
	}
	sum.Add(sum, newF(wp).SetInt64(1))
	res := newF(prec).Set(sum)
	return res.SetMantExp(res, int(n))
}

// mpLog returns ln x to about prec bits for x > 0, with relative accuracy
// even when x is close to 1.
func mpLog(x *big.Float, prec uint) *big.Float {
	wp := prec + 40
	m := newF(wp)
	e := x.MantExp(m) // x = m * 2^e, m in [0.5, 1)
	// Move m into [1/sqrt2, sqrt2) so that e == 0 exactly when x is near 1.
	if m.Cmp(big.NewFloat(0.7071067811865476)) < 0 {
		m.SetMantExp(m, 1)
		e--
	}
	// ln m = 2 atanh(z), z = (m-1)/(m+1); m-1 is exact.
	one := newF(wp).SetInt64(1)
	num := newF(wp).Sub(m, one)
	if num.Sign() == 0 && e == 0 {
		return newF(prec)
	}
	var sum *big.Float
	if num.Sign() == 0 {
		sum = newF(wp)
	} else {
		den := newF(wp).Add(m, one)
		z := newF(wp).Quo(num, den)
		z2 := newF(wp).Mul(z, z)
		term := newF(wp).Set(z)
		sum = newF(wp).Set(z)
		limit := expo(z) - int(wp) - 8
		for k := int64(1); ; k++ {
			term.Mul(term, z2)
			t := newF(wp).Quo(term, newF(wp).SetInt64(2*k+1))
			if t.Sign() == 0 || expo(t) < limit {
				break
			}
			sum.Add(sum, t)
		}
		sum.SetMantExp(sum, 1)
	}
	if e != 0 {
		le := newF(wp+20).Mul(newF(wp+20).SetInt64(int64(e)), mpLn2(wp+20))
		sum = newF(wp+20).Add(le, sum)
	}
	return newF(prec).Set(sum)
}

// mpAtan returns atan(x) to about prec bits.
func mpAtan(x *big.Float, prec uint) *big.Float {
	if x.Sign() == 0 {
		return newF(prec)
	}
	wp := prec + 40
	neg := x.Sign() < 0
	t := newF(wp).Abs(x)
	one := newF(wp).SetInt64(1)
	inverted := false
	if t.Cmp(one) > 0 {
		t.Quo(one, t)
		inverted = true
	}
	// Halve the angle: atan(t) = 2 atan(t / (1 + sqrt(1 + t^2))).
	halvings := 0
	for t.Sign() != 0 && expo(t) > -12 {
		s := newF(wp).Mul(t, t)
		s.Add(s, one)
		s.Sqrt(s)
		s.Add(s, one)
		t.Quo(t, s)
		halvings++
	}
	t2 := newF(wp).Mul(t, t)
	term := newF(wp).Set(t)
	sum := newF(wp).Set(t)
	if t.Sign() != 0 {
		limit := expo(t) - int(wp) - 8
		for k := int64(1); ; k++ {
			term.Mul(term, t2)
			u := newF(wp).Quo(term, newF(wp).SetInt64(2*k+1))
			if u.Sign() == 0 || expo(u) < limit {
				break
			}
			if k%2 == 1 {
				sum.Sub(sum, u)
			} else {
				sum.Add(sum, u)
			}
		}
	}
	sum.SetMantExp(sum, halvings)
	if inverted {
		hp := mpPi(wp)
		hp.SetMantExp(hp, -1)
		sum = newF(wp).Sub(hp, sum)
	}
	if neg {
		sum.Neg(sum)
	}
	return newF(prec).Set(sum)
}

// mpSinCosSmall returns sin r and cos r for |r| <= 1 by their series.
func mpSinCosSmall(r *big.Float, prec uint) (s, c *big.Float) {
	wp := prec + 20
	r2 := newF(wp).Mul(r, r)
	// sin
	s = newF(wp).Set(r)
	c = newF(wp).SetInt64(1)
	if r.Sign() == 0 {
		return newF(prec), newF(prec).SetInt64(1)
	}
	term := newF(wp).Set(r)
	limit := expo(r) - int(wp) - 8
	for k := int64(1); ; k++ {
		term.Mul(term, r2)
		term.Quo(term, newF(wp).SetInt64((2*k)*(2*k+1)))
		if term.Sign() == 0 || expo(term) < limit {
			break
		}
		if k%2 == 1 {
			s.Sub(s, term)
		} else {
			s.Add(s, term)
		}
	}
	term = newF(wp).SetInt64(1)
	limit = -int(wp) - 8
	for k := int64(1); ; k++ {
		term.Mul(term, r2)
		term.Quo(term, newF(wp).SetInt64((2*k-1)*(2*k)))
		if term.Sign() == 0 || expo(term) < limit {
			break
		}
		if k%2 == 1 {
			c.Sub(c, term)
		} else {
			c.Add(c, term)
		}
	}
	return newF(prec).Set(s), newF(prec).Set(c)
}

// mpReduce returns k mod 4 and r = x - k*pi/2 with |r| <= pi/4 (to about
// prec bits relative to r) for a finite float64 x.
func mpReduce(x float64, prec uint) (int, *big.Float) {
	_, xe := math.Frexp(x)
	if xe < 0 {
		xe = 0
	}
	// x is exact with 53 bits; r may be as small as 2^-62 relative to 1,
	// and k*pi/2 has xe bits before the point.
	wp := uint(xe) + prec + 140
	hp := mpPi(wp)
	hp.SetMantExp(hp, -1) // pi/2
	bx := newF(wp).SetFloat64(x)
	q := newF(wp).Quo(bx, hp)
	// k = round(q)
	kInt, _ := newF(wp).Add(q, big.NewFloat(0.5)).Int(nil)
	// Int truncates toward zero; make it floor for negative values.
	fk := newF(wp).SetInt(kInt)
	if fk.Cmp(newF(wp).Add(q, big.NewFloat(0.5))) > 0 {
		kInt.Sub(kInt, big.NewInt(1))
		fk.SetInt(kInt)
	}
	r := newF(wp).Mul(fk, hp)
	r.Sub(bx, r)
	k := int(new(big.Int).And(kInt, big.NewInt(3)).Int64())
	return k, newF(prec).Set(r)
}

// mpSinCos returns sin x and cos x for a finite float64 x.
func mpSinCos(x float64, prec uint) (s, c *big.Float) {
	k, r := mpReduce(x, prec+20)
	s, c = mpSinCosSmall(r, prec+10)
	switch k {
	case 1:
		s, c = c, s.Neg(s)
	case 2:
		s.Neg(s)
		c.Neg(c)
	case 3:
		s, c = c.Neg(c), s
	}
	return newF(prec).Set(s), newF(prec).Set(c)
}

// toF64 rounds a big.Float to the nearest float64 (ties to even, with
// correct gradual underflow and overflow to infinity).
func toF64(x *big.Float) float64 {
	f, _ := x.Float64()
	return f
}
