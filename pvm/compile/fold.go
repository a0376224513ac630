package compile

import (
	"math/big"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/cowboy-go/cowboy/pvm/softfloat"
	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// The bounds of constant folding, CPython's AST optimiser's: a larger
// `2 ** 4000`, `1 << 10**6` or `'x' * 10**6` is left to run (and be
// metered, or fail) at run time.
const (
	foldBits     = 128  // bits of an int (MAX_INT_SIZE)
	foldStrLen   = 4096 // characters of a str, bytes of a bytes (MAX_STR_SIZE)
	foldTupleLen = 256  // items of a tuple made by * (MAX_COLLECTION_SIZE)
)

// foldConst evaluates an expression of literals at compile time, as CPython
// does (`(1 << 64) - 1`, `10**9 + 7`, `1 / 3`, `'-' * 40`, `(0, -1)`): the
// program then loads one constant instead of computing it each time. It
// folds arithmetic on ints and floats, + and * on strs, bytes and tuples,
// and tuples of such; it declines whatever would raise (division by zero,
// a negative shift or power) or exceed the bounds above, booleans (whose
// arithmetic is the same but whose constants are not ints), and str % x.
func foldConst(e syntax.Expr) (any, bool) {
	switch e := e.(type) {
	case *syntax.Constant:
		switch v := e.Value.(type) {
		case *big.Int:
			return v, v.BitLen() <= foldBits
		case float64, string, syntax.Bytes:
			return v, true
		}
	case *syntax.Tuple:
		if t, ok := constTuple(e.Elts); ok {
			return t, true
		}
	case *syntax.UnaryOp:
		switch x, ok := foldConst(e.Operand); x := x.(type) {
		case *big.Int:
			switch {
			case !ok:
			case e.Op == syntax.USub:
				return new(big.Int).Neg(x), true
			case e.Op == syntax.UAdd:
				return x, true
			case e.Op == syntax.Invert:
				return new(big.Int).Not(x), true
			}
		case float64:
			switch {
			case !ok:
			case e.Op == syntax.USub:
				return -x, true
			case e.Op == syntax.UAdd:
				return x, true
			}
		}
	case *syntax.BinOp:
		if x, ok := foldConst(e.Left); ok {
			if y, ok := foldConst(e.Right); ok {
				return foldBinOp(e.Op, x, y)
			}
		}
	}
	return nil, false
}

// foldBinOp is x op y for two folded constants.
func foldBinOp(op syntax.Operator, x, y any) (any, bool) {
	switch x := x.(type) {
	case *big.Int:
		switch y := y.(type) {
		case *big.Int:
			if op == syntax.Div {
				return foldTrueDiv(x, y)
			}
			if z, ok := foldBinary(op, x, y); ok && z.BitLen() <= foldBits {
				return z, true
			}
		case float64:
			if fx, ok := exactFloat(x); ok {
				return foldFloat(op, fx, y)
			}
		case string, syntax.Bytes, Tuple:
			if op == syntax.Mult {
				return foldRepeat(y, x)
			}
		}
	case float64:
		switch y := y.(type) {
		case float64:
			return foldFloat(op, x, y)
		case *big.Int:
			if fy, ok := exactFloat(y); ok {
				return foldFloat(op, x, fy)
			}
		}
	case string, syntax.Bytes, Tuple:
		if n, ok := y.(*big.Int); ok && op == syntax.Mult {
			return foldRepeat(x, n)
		}
		if op == syntax.Add {
			return foldConcat(x, y)
		}
	}
	return nil, false
}

// exactFloat converts an int a float represents exactly, as the
// interpreter does before mixed arithmetic.
func exactFloat(x *big.Int) (float64, bool) {
	if x.IsInt64() {
		if i := x.Int64(); -1<<53 <= i && i <= 1<<53 {
			return float64(i), true
		}
	}
	return 0, false
}

// foldFloat is the interpreter's float arithmetic that cannot fail (see
// fastFloatOp in package pvm): +, -, * and / by a non-zero.
func foldFloat(op syntax.Operator, x, y float64) (any, bool) {
	switch op {
	case syntax.Add:
		return x + y, true
	case syntax.Sub:
		return x - y, true
	case syntax.Mult:
		return x * y, true
	case syntax.Div:
		if y != 0 {
			return x / y, true
		}
	}
	return nil, false
}

// foldTrueDiv is int / int, correctly rounded as at run time.
func foldTrueDiv(x, y *big.Int) (any, bool) {
	if y.Sign() == 0 {
		return nil, false
	}
	f, err := softfloat.TrueDivInt(x, y)
	if err != nil {
		return nil, false
	}
	return f, true
}

// foldRepeat is seq * n within the bounds of folding.
func foldRepeat(seq any, n *big.Int) (any, bool) {
	if !n.IsInt64() || n.Sign() < 0 {
		return nil, false
	}
	k := int(min(n.Int64(), foldStrLen+1))
	switch s := seq.(type) {
	case string:
		if utf8.RuneCountInString(s)*k <= foldStrLen {
			return strings.Repeat(s, k), true
		}
	case syntax.Bytes:
		if len(s)*k <= foldStrLen {
			return syntax.Bytes(strings.Repeat(string(s), k)), true
		}
	case Tuple:
		// Not of tuples: the repeated items are one object each at run
		// time (t[0] is t[1]), which separate constants would not be.
		if len(s)*k <= foldTupleLen && !slices.ContainsFunc(s, isTuple) {
			return Tuple(slices.Repeat(s, k)), true
		}
	}
	return nil, false
}

func isTuple(k any) bool { _, ok := k.(Tuple); return ok }

// foldConcat is x + y for two strs, bytes or tuples.
func foldConcat(x, y any) (any, bool) {
	switch x := x.(type) {
	case string:
		if y, ok := y.(string); ok {
			return x + y, true
		}
	case syntax.Bytes:
		if y, ok := y.(syntax.Bytes); ok {
			return syntax.Bytes(slices.Concat(x, y)), true
		}
	case Tuple:
		if y, ok := y.(Tuple); ok {
			return Tuple(slices.Concat(x, y)), true
		}
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
