package pvm

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// BigInt is an int that does not fit in 64 bits. Results are normalised back
// to small ints whenever they fit, so a *BigInt is never in int64 range.
type BigInt struct {
	v big.Int
}

// limbArray lists the limb capacities a BigInt is allocated with. With the
// 32-byte BigInt in front, each fills one of Go's size classes, and
// consecutive ones are at most a quarter apart, so little of an allocation
// is wasted; 64 limbs are the 4096-bit cap.
type limbArray interface {
	[2]big.Word | [4]big.Word | [8]big.Word | [12]big.Word | [16]big.Word |
		[20]big.Word | [24]big.Word | [28]big.Word | [32]big.Word |
		[40]big.Word | [48]big.Word | [56]big.Word | [64]big.Word
}

// bigWithLimbs allocates a BigInt together with room for its limbs, so
// that a result costs one allocation rather than two.
type bigWithLimbs[A limbArray] struct {
	BigInt
	w A
}

// use makes o's BigInt (zero) store its limbs in w, o's own array.
func (o *bigWithLimbs[A]) use(w []big.Word) *BigInt {
	o.v.SetBits(w[:0])
	return &o.BigInt
}

// newBigSized returns an empty BigInt with capacity for n limbs.
func newBigSized(n int) *BigInt {
	switch {
	case n <= 2:
		o := new(bigWithLimbs[[2]big.Word])
		return o.use(o.w[:])
	case n <= 4:
		o := new(bigWithLimbs[[4]big.Word])
		return o.use(o.w[:])
	case n <= 8:
		o := new(bigWithLimbs[[8]big.Word])
		return o.use(o.w[:])
	case n <= 12:
		o := new(bigWithLimbs[[12]big.Word])
		return o.use(o.w[:])
	case n <= 16:
		o := new(bigWithLimbs[[16]big.Word])
		return o.use(o.w[:])
	case n <= 20:
		o := new(bigWithLimbs[[20]big.Word])
		return o.use(o.w[:])
	case n <= 24:
		o := new(bigWithLimbs[[24]big.Word])
		return o.use(o.w[:])
	case n <= 28:
		o := new(bigWithLimbs[[28]big.Word])
		return o.use(o.w[:])
	case n <= 32:
		o := new(bigWithLimbs[[32]big.Word])
		return o.use(o.w[:])
	case n <= 40:
		o := new(bigWithLimbs[[40]big.Word])
		return o.use(o.w[:])
	case n <= 48:
		o := new(bigWithLimbs[[48]big.Word])
		return o.use(o.w[:])
	case n <= 56:
		o := new(bigWithLimbs[[56]big.Word])
		return o.use(o.w[:])
	case n <= 64:
		o := new(bigWithLimbs[[64]big.Word])
		return o.use(o.w[:])
	}
	return &BigInt{}
}

// Type implements Object.
func (*BigInt) Type() *Type { return IntType }

// MaxIntBits is the spec's cap on integer size; larger results raise OverflowError.
const MaxIntBits = 4096

// intValue normalises a big.Int result and enforces the size cap.
func intValue(x *big.Int) (Value, error) {
	if x.IsInt64() {
		return Int(x.Int64()), nil
	}
	if x.BitLen() > MaxIntBits {
		return Value{}, newError(OverflowErrorType, "integer exceeds the 4096-bit limit")
	}
	b := newBigSized(len(x.Bits()))
	b.v.Set(x)
	return ObjectValue(b), nil
}

// isInt reports whether v is an int (including bool, as in Python).
func isInt(v Value) bool {
	switch v.obj.(type) {
	case intKind, boolKind, *BigInt:
		return true
	}
	return false
}

// toBig converts an int (small, bool or big) to a big.Int.
func toBig(v Value) *big.Int {
	if b, ok := v.obj.(*BigInt); ok {
		return &b.v
	}
	return big.NewInt(v.small())
}

// intLimbs is the metering size of an int operand in 64-bit limbs.
func intLimbs(v Value) int64 {
	if b, ok := v.obj.(*BigInt); ok {
		return int64(len(b.v.Bits()))
	}
	return 1
}

// chargeBig charges the per-limb cost of a big-int operation before doing it
// (parameters.md: base + max(bitlen)/64).
func (th *Thread) chargeBig(a, b Value, factor int64) error {
	n := intLimbs(a)
	if m := intLimbs(b); m > n {
		n = m
	}
	if n <= 1 {
		return nil
	}
	return th.charge(n * factor)
}

// binaryOpInstr runs BINARY_OP with argument arg: an operator and the
// compiler's temporary flags. A flagged operand that is th.tempBig is a big
// int made by the int arithmetic of the flagged BINARY_OP that computed it
// and held by the stack alone, so the result can be computed into it. Every
// flagged BINARY_OP resets th.tempBig: one that went through a dunder, which
// may return a shared int, leaves it nil.
func (th *Thread) binaryOpInstr(arg int, a, b Value) (Value, error) {
	op := c.BinaryOp(arg)
	if a.isSmallInt() && b.isSmallInt() {
		// The fused arithmetic instructions come here for what they do
		// not do themselves (int / int, say).
		if v, ok := fastIntOp(op, a.small(), b.small()); ok {
			return v, nil
		}
		if op == c.OpPow || op == c.OpPow+c.OpInplace {
			return intPow(th, a, b, Value{})
		}
	} else if (op == c.OpPow || op == c.OpPow+c.OpInplace) && a.isFloat() {
		if b.isFloat() {
			return floatPow(a.float(), b.float())
		} else if b.isSmallInt() {
			return floatPow(a.float(), float64(b.small()))
		}
	}
	var temp *BigInt
	if arg >= c.BinaryTempLeft {
		temp, th.tempBig = th.tempBig, nil
		if !(arg&c.BinaryTempLeft != 0 && a.obj == temp || arg&c.BinaryTempRight != 0 && b.obj == temp) {
			temp = nil
		}
	}
	if isUserObject(a) || isUserObject(b) {
		if v, ok, err := th.instanceBinop(op, a, b); ok {
			return v, err
		}
	}
	ints := isInt(a) && isInt(b)
	base := op
	if base >= c.OpInplace { // the same on ints
		base -= c.OpInplace
	}
	var v Value
	var err error
	if k := intOpChar[base]; ints && k != 0 && !(a.isBool() && b.isBool()) {
		// Where binaryOp would arrive (bools have their own &, |, ^).
		v, err = th.intBinopInto(k, a, b, temp)
	} else if r, ok := floatIntOp(op, a, b); ok {
		return r, nil
	} else {
		v, err = binaryOp(th, op, a, b)
	}
	if ints && temp != nil && v.obj != temp {
		th.spareBig = temp // consumed: the next big result can be made in it
	}
	if err == nil && ints && arg&c.BinaryTempResult != 0 {
		th.tempBig, _ = v.obj.(*BigInt)
	}
	return v, err
}

// newBig returns a BigInt with room for n limbs, th.spareBig if it has.
func (th *Thread) newBig(n int) *BigInt {
	if r := th.spareBig; r != nil && cap(r.v.Bits()) >= n {
		th.spareBig = nil
		return r
	}
	if th.slabs.on && n <= MaxIntBits/64 {
		// n may be below 1: resultLimbs's bound for x // y when |x| < |y|.
		return th.carveBig(max(n, 1))
	}
	return newBigSized(n)
}

// intBinop applies a binary operator to two ints (small or big).
func intBinop(th *Thread, op byte, a, b Value) (Value, error) {
	return th.intBinopInto(op, a, b, nil)
}

// intBinopInto is intBinop that may compute a big result into temp, an
// operand no one else holds, instead of a new allocation.
func (th *Thread) intBinopInto(op byte, a, b Value, temp *BigInt) (Value, error) {
	if a.obj != nil && b.obj != nil {
		_, sa := a.obj.(*BigInt)
		_, sb := b.obj.(*BigInt)
		if !sa && !sb {
			if v, ok := smallBinop(op, a.small(), b.small()); ok {
				return v, nil
			}
		}
	}
	x, y := th.bigScratch[0].of(a), th.bigScratch[1].of(b)
	switch op {
	case '+', '-', '&', '|', '^':
		if err := th.chargeBig(a, b, 1); err != nil {
			return Value{}, err
		}
	case '*', '/', '%':
		n := intLimbs(a) * intLimbs(b)
		if n > 1 {
			if err := th.charge(n); err != nil {
				return Value{}, err
			}
		}
	}
	if len(x.Bits()) <= 2 && len(y.Bits()) <= 2 {
		if v, ok, err := th.intBinop128(op, a, b); ok {
			return v, err
		}
	}
	// Compute into a result sized for it when it is sure to be big;
	// otherwise into the Thread's scratch result, so that results that fit
	// in 64 bits (x & mask, x >> n, ...) allocate nothing.
	z, r := &th.bigOut, (*BigInt)(nil)
	if n := resultLimbs(op, x, y); n > 2 {
		r = reusable(temp, op, x, y, n)
		if r == nil {
			r = th.newBig(n)
		}
		z = &r.v
	}
	switch op {
	case '+':
		z.Add(x, y)
	case '-':
		z.Sub(x, y)
	case '*':
		if len(x.Bits())+len(y.Bits()) > MaxIntBits/64 && x.BitLen()+y.BitLen() > MaxIntBits+1 {
			return Value{}, newError(OverflowErrorType, "integer exceeds the 4096-bit limit")
		}
		z.Mul(x, y)
	case '/': // floor division
		if y.Sign() == 0 {
			return Value{}, newError(ZeroDivisionErrorType, "integer division or modulo by zero")
		}
		floorDivMod(x, y, z, &th.bigRem)
	case '%':
		if y.Sign() == 0 {
			return Value{}, newError(ZeroDivisionErrorType, "integer modulo by zero")
		}
		floorDivMod(x, y, &th.bigRem, z)
	case '&':
		z.And(x, y)
	case '|':
		z.Or(x, y)
	case '^':
		z.Xor(x, y)
	case '<':
		if y.Sign() < 0 {
			return Value{}, newError(ValueErrorType, "negative shift count")
		}
		if !y.IsInt64() || y.Int64() > MaxIntBits-int64(x.BitLen()) { // no overflow: x has at most MaxIntBits
			if x.Sign() == 0 {
				return Int(0), nil
			}
			return Value{}, newError(OverflowErrorType, "integer exceeds the 4096-bit limit")
		}
		if err := th.charge(int64(x.BitLen())/64 + y.Int64()/64); err != nil {
			return Value{}, err
		}
		z.Lsh(x, uint(y.Int64()))
	case '>':
		if y.Sign() < 0 {
			return Value{}, newError(ValueErrorType, "negative shift count")
		}
		if !y.IsInt64() || y.Int64() >= int64(x.BitLen()) {
			if x.Sign() < 0 {
				return Int(-1), nil
			}
			return Int(0), nil
		}
		z.Rsh(x, uint(y.Int64()))
	}
	if r == nil {
		if z.IsInt64() {
			return Int(z.Int64()), nil
		}
		r = th.newBig(len(z.Bits()))
		r.v.Set(z)
	}
	return th.bigResult(r)
}

// reusable returns temp, an operand of x op y, if the result of up to n
// limbs can be computed in its storage without math/big allocating.
func reusable(temp *BigInt, op byte, x, y *big.Int, n int) *BigInt {
	if temp == nil || cap(temp.v.Bits()) < n {
		return nil
	}
	switch op {
	case '+', '-':
		return temp
	case '*': // by one limb: math/big multiplies in place
		if len(x.Bits()) == 1 || len(y.Bits()) == 1 {
			return temp
		}
	}
	return nil
}

// resultLimbs bounds the limbs of x op y (and of the work math/big does in
// the result), or returns 0 when it does not know.
func resultLimbs(op byte, x, y *big.Int) int {
	m, n := len(x.Bits()), len(y.Bits())
	switch op {
	case '+', '-':
		return max(m, n) + 1
	case '*':
		return m + n
	case '/': // not '%': math/big divides in the remainder's storage
		return m - n + 1
	case '<':
		if y.IsInt64() {
			return m + int(y.Int64()/64) + 1
		}
	case '>':
		if y.IsInt64() {
			return m - int(y.Int64()/64)
		}
	}
	return 0
}

// u128 returns a non-negative int of at most 128 bits as two words.
func u128(v Value) (lo, hi uint64, ok bool) {
	if b, isBig := v.obj.(*BigInt); isBig {
		if b.v.Sign() < 0 {
			return 0, 0, false
		}
		switch w := b.v.Bits(); len(w) {
		case 1:
			return uint64(w[0]), 0, true
		case 2:
			return uint64(w[0]), uint64(w[1]), true
		}
		return 0, 0, false
	}
	if x := v.small(); x >= 0 {
		return uint64(x), 0, true
	}
	return 0, 0, false
}

// intBinop128 computes the operators of 64-bit hashing and random number
// code (x * C + D & MASK, x >> n, x % n) natively when the operands are
// non-negative and at most 128 bits wide, and so is the result; ok is false
// when the general path must run. The caller has charged the cycles.
func (th *Thread) intBinop128(op byte, a, b Value) (Value, bool, error) {
	if op == '*' && !a.isBigInt() && !b.isBigInt() {
		// Two small ints whose product overflowed 63 bits.
		x, y := a.small(), b.small()
		hi, lo := bits.Mul64(uint64(absInt64(x)), uint64(absInt64(y)))
		if x == math.MinInt64 || y == math.MinInt64 {
			return Value{}, false, nil
		}
		v, err := th.u128Result(lo, hi, (x < 0) != (y < 0))
		return v, true, err
	}
	xl, xh, ok := u128(a)
	if !ok {
		return Value{}, false, nil
	}
	yl, yh, ok := u128(b)
	if !ok {
		return Value{}, false, nil
	}
	var lo, hi uint64
	switch op {
	case '+':
		var carry uint64
		lo, carry = bits.Add64(xl, yl, 0)
		hi, carry = bits.Add64(xh, yh, carry)
		if carry != 0 {
			return Value{}, false, nil
		}
	case '-':
		if xh < yh || (xh == yh && xl < yl) {
			return Value{}, false, nil
		}
		var borrow uint64
		lo, borrow = bits.Sub64(xl, yl, 0)
		hi, _ = bits.Sub64(xh, yh, borrow)
	case '*':
		if xh != 0 || yh != 0 {
			return Value{}, false, nil
		}
		hi, lo = bits.Mul64(xl, yl)
	case '&':
		lo, hi = xl&yl, xh&yh
	case '|':
		lo, hi = xl|yl, xh|yh
	case '^':
		lo, hi = xl^yl, xh^yh
	case '%':
		if yh != 0 || yl == 0 {
			return Value{}, false, nil
		}
		lo = bits.Rem64(xh%yl, xl, yl)
	case '>':
		if yh != 0 || yl >= 128 {
			return Int(0), true, nil
		}
		switch n := uint(yl); {
		case n >= 64:
			lo = xh >> (n - 64)
		case n > 0:
			lo, hi = xl>>n|xh<<(64-n), xh>>n
		default:
			lo, hi = xl, xh
		}
	default:
		return Value{}, false, nil
	}
	v, err := th.u128Result(lo, hi, false)
	return v, true, err
}

// u128Result makes an int of magnitude hi:lo, negated if neg.
func (th *Thread) u128Result(lo, hi uint64, neg bool) (Value, error) {
	if hi == 0 && lo <= math.MaxInt64 {
		if neg {
			return Int(-int64(lo)), nil
		}
		return Int(int64(lo)), nil
	}
	r := th.newBig(2)
	w := append(r.v.Bits()[:0], big.Word(lo))
	if hi != 0 {
		w = append(w, big.Word(hi))
	}
	r.v.SetBits(w)
	if neg {
		r.v.Neg(&r.v)
	}
	if r.v.IsInt64() { // -2**63
		return Int(r.v.Int64()), nil
	}
	return th.bigResult(r)
}

func (v Value) isBigInt() bool { _, ok := v.obj.(*BigInt); return ok }

// smallBig views a small int as a big.Int without allocating: its one limb
// lives in the struct. Each Thread keeps two, reused by every big-int
// operation (which never re-enters Python while it holds them).
type smallBig struct {
	z    big.Int
	limb [1]big.Word
}

// of returns v as a big.Int: big ints themselves, small ones through s.
func (s *smallBig) of(v Value) *big.Int {
	if b, ok := v.obj.(*BigInt); ok {
		return &b.v
	}
	return s.set(v.small())
}

// set makes s hold x.
func (s *smallBig) set(x int64) *big.Int {
	u := uint64(x)
	if x < 0 {
		u = -u
	}
	s.limb[0] = big.Word(u)
	s.z.SetBits(s.limb[:])
	if x < 0 {
		s.z.Neg(&s.z)
	}
	return &s.z
}

// bigResult returns a freshly computed r as an int value: small when it
// fits, else r itself after enforcing the size cap and accounting its memory.
func (th *Thread) bigResult(r *BigInt) (Value, error) {
	if r.v.IsInt64() {
		return Int(r.v.Int64()), nil
	}
	if len(r.v.Bits()) > MaxIntBits/64 { // BitLen() > MaxIntBits, as r is normalised
		return Value{}, newError(OverflowErrorType, "integer exceeds the 4096-bit limit")
	}
	if err := th.allocate(objectHeader + int64(len(r.v.Bits()))*8); err != nil {
		return Value{}, err
	}
	return ObjectValue(r), nil
}

// floorDivMod computes Python's floor division and modulo.
func floorDivMod(x, y, q, m *big.Int) {
	q.DivMod(x, y, m) // Euclidean: m >= 0
	if m.Sign() != 0 && y.Sign() < 0 {
		m.Add(m, y)
		q.Sub(q, big.NewInt(1))
	}
}

// intDivmod is divmod() on ints. Big ones take one floor division for
// both results, charged as the // and % it stands for.
func (th *Thread) intDivmod(a, b Value) (Value, error) {
	if a.isSmallInt() && b.isSmallInt() {
		q, okQ := smallBinop('/', a.small(), b.small())
		r, okR := smallBinop('%', a.small(), b.small())
		if okQ && okR {
			return th.tupleOf(q, r), nil
		}
	}
	n := intLimbs(a) * intLimbs(b)
	if n > 1 {
		if err := th.charge(n); err != nil {
			return Value{}, err
		}
	}
	x, y := th.bigScratch[0].of(a), th.bigScratch[1].of(b)
	if y.Sign() == 0 {
		return Value{}, newError(ZeroDivisionErrorType, "integer division or modulo by zero")
	}
	if n > 1 {
		if err := th.charge(n); err != nil {
			return Value{}, err
		}
	}
	q, m := th.newBig(resultLimbs('/', x, y)), th.newBig(len(y.Bits()))
	floorDivMod(x, y, &q.v, &m.v)
	qv, err := th.bigResult(q)
	if err != nil {
		return Value{}, err
	}
	mv, err := th.bigResult(m)
	if err != nil {
		return Value{}, err
	}
	return th.tupleOf(qv, mv), nil
}

// smallBinop handles int64 operands, reporting false when the result (or the
// operation) needs big arithmetic.
func smallBinop(op byte, x, y int64) (Value, bool) {
	switch op {
	case '+':
		z := x + y
		if (z > x) == (y > 0) {
			return Int(z), true
		}
	case '-':
		z := x - y
		if (z < x) == (y > 0) {
			return Int(z), true
		}
	case '*':
		hi, lo := bits.Mul64(uint64(absInt64(x)), uint64(absInt64(y)))
		if hi == 0 && lo <= math.MaxInt64 && x != math.MinInt64 && y != math.MinInt64 {
			z := int64(lo)
			if (x < 0) != (y < 0) {
				z = -z
			}
			return Int(z), true
		}
	case '/':
		if y == 0 || (x == math.MinInt64 && y == -1) {
			return Value{}, false
		}
		q := x / y
		if (x%y != 0) && ((x < 0) != (y < 0)) {
			q--
		}
		return Int(q), true
	case '%':
		if y == 0 || y == -1 {
			if y == -1 {
				return Int(0), true
			}
			return Value{}, false
		}
		m := x % y
		if m != 0 && (m < 0) != (y < 0) {
			m += y
		}
		return Int(m), true
	case '&':
		return Int(x & y), true
	case '|':
		return Int(x | y), true
	case '^':
		return Int(x ^ y), true
	case '<':
		if y >= 0 && y < 63 {
			z := x << uint(y)
			if z>>uint(y) == x {
				return Int(z), true
			}
		}
		if y >= 0 && x == 0 {
			return Int(0), true
		}
	case '>':
		if y >= 0 {
			if y > 63 {
				y = 63
			}
			return Int(x >> uint(y)), true
		}
	}
	return Value{}, false
}

func absInt64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// intPow computes a**b for ints (b >= 0) or returns a float for negative b.
func intPow(th *Thread, a, b Value, mod Value) (Value, error) {
	if a.isSmallInt() && b.isSmallInt() && b.small() >= 0 && (mod.obj == nil || mod.IsNone()) {
		if r, ok := smallPow(a.small(), b.small()); ok {
			// The big path's charge, after the bounded work of smallPow.
			if ax := absInt64(a.small()); ax > 1 {
				if err := th.charge(int64(bits.Len64(uint64(ax))) * b.small() / 64); err != nil {
					return Value{}, err
				}
			}
			return r, nil
		}
	}
	x, y := toBig(a), toBig(b)
	if mod.obj != nil && !mod.IsNone() {
		m := toBig(mod)
		if m.Sign() == 0 {
			return Value{}, newError(ValueErrorType, "pow() 3rd argument cannot be 0")
		}
		if err := th.charge(int64(y.BitLen()) * (intLimbs(mod) + 1) * 4); err != nil {
			return Value{}, err
		}
		base := new(big.Int).Set(x)
		if y.Sign() < 0 {
			inv := new(big.Int).ModInverse(new(big.Int).Mod(x, new(big.Int).Abs(m)), new(big.Int).Abs(m))
			if inv == nil {
				return Value{}, newError(ValueErrorType, "base is not invertible for the given modulus")
			}
			base = inv
			y = new(big.Int).Neg(y)
		}
		z := new(big.Int).Exp(base, y, new(big.Int).Abs(m))
		if m.Sign() < 0 && z.Sign() != 0 {
			z.Add(z, m)
		}
		return intValue(z)
	}
	if y.Sign() < 0 {
		fx, err := intToFloat(a)
		if err != nil {
			return Value{}, err
		}
		fy, err := intToFloat(b)
		if err != nil {
			return Value{}, err
		}
		return floatPow(fx, fy)
	}
	// Bound the result size before computing: bitlen(x) * y.
	if x.CmpAbs(big.NewInt(1)) <= 0 {
		if x.Sign() < 0 && y.Bit(0) == 1 {
			return Int(-1), nil
		}
		if x.Sign() == 0 {
			if y.Sign() == 0 {
				return Int(1), nil
			}
			return Int(0), nil
		}
		return Int(1), nil
	}
	if !y.IsInt64() || y.Int64() > MaxIntBits/int64(x.BitLen()-1) { // (bitlen-1)*y > MaxIntBits, without overflow
		return Value{}, newError(OverflowErrorType, "integer exceeds the 4096-bit limit")
	}
	if err := th.charge(int64(x.BitLen()) * y.Int64() / 64); err != nil {
		return Value{}, err
	}
	return intValue(new(big.Int).Exp(x, y, nil))
}

// smallPow is x**y for y >= 0 when the result fits in 64 bits, by
// squaring and multiplying; ok is false when it does not fit. Once the
// square overflows, so does the result (it is at least that square).
func smallPow(x, y int64) (Value, bool) {
	r, sq := Int(1), Int(x)
	var ok bool
	for {
		if y&1 != 0 {
			if r, ok = smallBinop('*', r.small(), sq.small()); !ok {
				return Value{}, false
			}
		}
		if y >>= 1; y == 0 {
			return r, true
		}
		if sq, ok = smallBinop('*', sq.small(), sq.small()); !ok {
			return Value{}, false
		}
	}
}

// intCompare returns -1, 0 or 1.
func intCompare(a, b Value) int {
	if a.obj != nil {
		_, sa := a.obj.(*BigInt)
		_, sb := b.obj.(*BigInt)
		if !sa && !sb {
			x, y := a.small(), b.small()
			switch {
			case x < y:
				return -1
			case x > y:
				return 1
			}
			return 0
		}
	}
	return toBig(a).Cmp(toBig(b))
}

func intSign(v Value) int {
	if b, ok := v.obj.(*BigInt); ok {
		return b.v.Sign()
	}
	switch x := v.small(); {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

func intNeg(v Value) (Value, error) {
	if b, ok := v.obj.(*BigInt); ok {
		return intValue(new(big.Int).Neg(&b.v))
	}
	if v.small() == math.MinInt64 {
		return intValue(new(big.Int).Neg(big.NewInt(v.small())))
	}
	return Int(-v.small()), nil
}

func intInvert(v Value) (Value, error) {
	if b, ok := v.obj.(*BigInt); ok {
		return intValue(new(big.Int).Not(&b.v))
	}
	return Int(^v.small()), nil
}

func intToFloat(v Value) (float64, error) {
	if b, ok := v.obj.(*BigInt); ok {
		f, acc := new(big.Float).SetInt(&b.v).Float64()
		if math.IsInf(f, 0) || (acc != big.Exact && math.IsInf(f, 0)) {
			return 0, newError(OverflowErrorType, "int too large to convert to float")
		}
		return f, nil
	}
	return float64(v.small()), nil
}

// intString formats an int in base 10, charging for big conversions.
func intString(v Value) string {
	if b, ok := v.obj.(*BigInt); ok {
		return b.v.String()
	}
	if v.isBool() {
		if v.small() != 0 {
			return "1"
		}
		return "0"
	}
	return itoa(v.small())
}

func itoa(i int64) string { return strconv.FormatInt(i, 10) }

// asSsize is asIndex for an argument CPython converts to a Py_ssize_t
// (deque.rotate(n), bisect's lo): an int too large for one is an
// OverflowError there, not the IndexError of a subscript.
func asSsize(th *Thread, v Value) (int, bool, error) {
	n, ok, err := asIndex(th, v)
	if e, isExc := err.(*Exception); isExc && e.cls == IndexErrorType {
		err = newError(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	return n, ok, err
}

// asIndex converts v to a Go int for indexing (ints, bools, __index__).
func asIndex(th *Thread, v Value) (int, bool, error) {
	switch v.obj.(type) {
	case intKind, boolKind:
		return int(v.small()), true, nil
	case *BigInt:
		return 0, true, newError(IndexErrorType, "cannot fit 'int' into an index-sized integer")
	case *Instance:
		if b := unwrapBase(v); isInt(b) { // an int subclass is its own index, whatever its __index__
			return asIndex(th, b)
		}
		if m, ok := v.Type().lookupString("__index__"); ok {
			r, err := th.callArgs(m, v)
			if err != nil {
				return 0, true, err
			}
			if !isInt(unwrapBase(r)) { // an int subclass is taken (CPython deprecates it)
				return 0, true, newError(TypeErrorType, "__index__ returned non-int (type "+typeName(r)+")")
			}
			return asIndex(th, unwrapBase(r))
		}
	}
	return 0, false, nil
}
