package pvm

import (
	"errors"
	"math"
	"math/big"

	c "github.com/cowboy-go/cowboy/pvm/compile"
	"github.com/cowboy-go/cowboy/pvm/softfloat"
)

// numericBinop handles int, bool and float operands.
func numericBinop(th *Thread, op c.BinaryOp, a, b Value) (Value, bool, error) {
	if !isNumber(a) || !isNumber(b) {
		return Value{}, false, nil
	}
	if isInt(a) && isInt(b) {
		switch op {
		case c.OpAnd, c.OpOr, c.OpXor:
			if a.isBool() && b.isBool() { // bool's own &, |, ^
				return Bool(intBinopBool(op, a.num != 0, b.num != 0)), true, nil
			}
		case c.OpTrueDiv:
			v, err := intTrueDiv(a, b)
			return v, true, err
		case c.OpPow:
			v, err := intPow(th, a, b, Value{})
			return v, true, err
		case c.OpMatMul:
			return Value{}, false, nil
		}
		v, err := intBinop(th, intOpChar[op], a, b)
		return v, true, err
	}
	x, err := toFloat(a)
	if err != nil {
		return Value{}, true, err
	}
	y, err := toFloat(b)
	if err != nil {
		return Value{}, true, err
	}
	var z float64
	switch op {
	case c.OpAdd:
		z = x + y
	case c.OpSub:
		z = x - y
	case c.OpMul:
		z = x * y
	case c.OpTrueDiv:
		if y == 0 {
			return Value{}, true, newError(ZeroDivisionErrorType, "float division by zero")
		}
		z = x / y
	case c.OpFloorDiv:
		z, err = softfloat.FloorDiv(x, y)
	case c.OpMod:
		z, err = softfloat.Mod(x, y)
	case c.OpPow:
		v, err := floatPow(x, y)
		return v, true, err
	default:
		return Value{}, false, nil
	}
	if err != nil {
		return Value{}, true, floatError(err)
	}
	return Float(z), true, nil
}

// floatError converts a softfloat error into the Python exception it names.
func floatError(err error) error {
	var fe *softfloat.Error
	if !errors.As(err, &fe) {
		return err
	}
	switch fe.Kind {
	case softfloat.ZeroDivisionError:
		return newError(ZeroDivisionErrorType, fe.Msg)
	case softfloat.OverflowError:
		if fe == softfloat.ErrPowOverflow { // raised from errno ERANGE: args (34, strerror)
			return newErrorArgs(OverflowErrorType, Int(34), StrValue("Numerical result out of range"))
		}
		return newError(OverflowErrorType, fe.Msg)
	case softfloat.ComplexResult:
		return newError(ValueErrorType, "complex numbers are not supported by the PVM: "+fe.Msg)
	}
	return newError(ValueErrorType, fe.Msg)
}

func floatPow(x, y float64) (Value, error) {
	z, err := softfloat.Pow(x, y)
	if err != nil {
		return Value{}, floatError(err)
	}
	return Float(z), nil
}

// toFloat converts an int or float operand to float64.
func toFloat(v Value) (float64, error) {
	switch v.obj.(type) {
	case floatKind:
		return v.float(), nil
	case intKind, boolKind:
		return float64(v.small()), nil
	}
	return intToFloat(v)
}

func intTrueDiv(a, b Value) (Value, error) {
	if intSign(b) == 0 {
		return Value{}, newError(ZeroDivisionErrorType, "division by zero")
	}
	if a.isSmallInt() && b.isSmallInt() {
		if v, ok := fastIntOp(c.OpTrueDiv, a.small(), b.small()); ok {
			return v, nil
		}
	}
	f, err := softfloat.TrueDivInt(toBig(a), toBig(b))
	if err != nil {
		return Value{}, floatError(err)
	}
	return Float(f), nil
}

// numCompare compares two numbers exactly, as CPython does (an int is never
// rounded to a float for comparison).
func numCompare(op c.CompareOp, a, b Value) Value {
	if isInt(a) && isInt(b) {
		return cmpResult(op, intCompare(a, b))
	}
	if a.isFloat() && b.isFloat() {
		return floatCmp(op, a.float(), b.float())
	}
	if a.isFloat() {
		return floatIntCmp(op, a.float(), b, false)
	}
	return floatIntCmp(op, b.float(), a, true)
}

func floatCmp(op c.CompareOp, x, y float64) Value { return Bool(compareFloats(op, x, y)) }

// floatIntCmp compares float x with int i (swapped when the int is on the left).
func floatIntCmp(op c.CompareOp, x float64, i Value, swapped bool) Value {
	if swapped {
		op = reflected[op]
	}
	if x != x {
		return Bool(op == c.CmpNE)
	}
	if math.IsInf(x, 0) {
		return floatCmp(op, x, 0)
	}
	if i.isSmallInt() || i.isBool() {
		n := i.small()
		if absInt64(n) <= 1<<53 {
			return floatCmp(op, x, float64(n))
		}
	}
	fx := new(big.Float).SetFloat64(x)
	fi := new(big.Float).SetInt(toBig(i))
	return cmpResult(op, fx.Cmp(fi))
}

// floatToInt implements int(x) for a float: truncation toward zero.
func floatToInt(x float64) (Value, error) {
	if x != x {
		return Value{}, newError(ValueErrorType, "cannot convert float NaN to integer")
	}
	if math.IsInf(x, 0) {
		return Value{}, newError(OverflowErrorType, "cannot convert float infinity to integer")
	}
	if x > -(1<<63) && x < 1<<63 {
		return Int(int64(x)), nil
	}
	b, err := softfloat.ToBigInt(x)
	if err != nil {
		return Value{}, floatError(err)
	}
	return intValue(b)
}

func intBinopBool(op c.BinaryOp, x, y bool) bool {
	switch op {
	case c.OpAnd:
		return x && y
	case c.OpOr:
		return x || y
	}
	return x != y
}
