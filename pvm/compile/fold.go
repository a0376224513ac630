package compile

import (
	"math/big"

	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// foldBits bounds the integers constant folding makes, as CPython's AST
// optimiser bounds them: a larger `2 ** 4000` or `1 << 10**6` is left to
// run (and be metered, or fail) at run time.
const foldBits = 128

// foldInt evaluates an expression of integer literals at compile time, as
// CPython does (`(1 << 64) - 1`, `10**9 + 7`): the program then loads one
// constant instead of computing it each time. It declines anything that
// would raise (division by zero, a negative shift or power) or exceed
// foldBits, and booleans, whose arithmetic is the same but whose constants
// are not ints.
func foldInt(e syntax.Expr) (*big.Int, bool) {
	switch e := e.(type) {
	case *syntax.Constant:
		v, ok := e.Value.(*big.Int)
		return v, ok && v.BitLen() <= foldBits
	case *syntax.UnaryOp:
		x, ok := foldInt(e.Operand)
		if !ok {
			return nil, false
		}
		switch e.Op {
		case syntax.USub:
			return new(big.Int).Neg(x), true
		case syntax.UAdd:
			return x, true
		case syntax.Invert:
			return new(big.Int).Not(x), true
		}
		return nil, false
	case *syntax.BinOp:
		x, ok := foldInt(e.Left)
		if !ok {
			return nil, false
		}
		y, ok := foldInt(e.Right)
		if !ok {
			return nil, false
		}
		z, ok := foldBinary(e.Op, x, y)
		return z, ok && z.BitLen() <= foldBits
	}
	return nil, false
}

func foldBinary(op syntax.Operator, x, y *big.Int) (*big.Int, bool) {
	z := new(big.Int)
	switch op {
	case syntax.Add:
		return z.Add(x, y), true
	case syntax.Sub:
		return z.Sub(x, y), true
	case syntax.Mult:
		return z.Mul(x, y), true
	case syntax.BitAnd:
		return z.And(x, y), true
	case syntax.BitOr:
		return z.Or(x, y), true
	case syntax.BitXor:
		return z.Xor(x, y), true
	case syntax.LShift:
		n, ok := foldCount(y)
		if !ok {
			return nil, false
		}
		return z.Lsh(x, n), true
	case syntax.RShift:
		if y.Sign() < 0 {
			return nil, false
		}
		// x has at most foldBits bits: a longer shift leaves 0 or -1
		// (it floors, as Python does).
		n, ok := foldCount(y)
		if !ok {
			n = foldBits
		}
		return z.Rsh(x, n), true
	case syntax.Pow:
		if y.Sign() < 0 {
			return nil, false // a float
		}
		if x.BitLen() > 1 { // 0, 1 and -1 stay small whatever the power
			if n, ok := foldCount(y); !ok || x.BitLen()*int(n) > 2*foldBits {
				return nil, false
			}
		}
		return z.Exp(x, y, nil), true
	case syntax.FloorDiv, syntax.Mod:
		if y.Sign() == 0 {
			return nil, false
		}
		// Python rounds the quotient towards minus infinity, so the
		// remainder takes the divisor's sign.
		q, r := z.QuoRem(x, y, new(big.Int))
		if r.Sign() != 0 && r.Sign() != y.Sign() {
			q.Sub(q, big.NewInt(1))
			r.Add(r, y)
		}
		if op == syntax.Mod {
			return r, true
		}
		return q, true
	}
	return nil, false
}

// foldCount returns y as a shift count or exponent when it is at most
// foldBits.
func foldCount(y *big.Int) (uint, bool) {
	if y.Sign() < 0 || y.Cmp(big.NewInt(foldBits)) > 0 {
		return 0, false
	}
	return uint(y.Uint64()), true
}
