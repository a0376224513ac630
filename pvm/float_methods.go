package pvm

import (
	c "github.com/cowboy-go/cowboy/pvm/compile"
	"github.com/cowboy-go/cowboy/pvm/softfloat"
)

// float(x) and the methods of float.

func constructFloat(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if err := maxArgs("float", args, kw, 1); err != nil {
		return Value{}, err
	}
	if len(args) == 0 {
		return Float(0), nil
	}
	return toFloatValue(th, args[0])
}

// toFloatValue is float(x) for one argument.
func toFloatValue(th *Thread, x Value) (Value, error) {
	var f float64
	var err error
	switch o := x.obj.(type) {
	case floatKind:
		return x, nil
	case intKind, boolKind, *BigInt:
		f, err = toFloat(x)
	case *Str:
		if err = th.charge(int64(len(o.s))/8 + 1); err == nil {
			f, err = softfloat.Parse(o.s)
		}
	case *Bytes:
		if err = th.charge(int64(len(o.b))/8 + 1); err == nil {
			f, err = softfloat.ParseBytes(o.b)
		}
	case *ByteArray:
		if err = th.charge(int64(len(o.b))/8 + 1); err == nil {
			if f, err = softfloat.ParseBytes(o.b); err != nil {
				return Value{}, newError(ValueErrorType, "could not convert string to float: "+byteArrayRepr("bytearray", o.b))
			}
		}
	case *Instance:
		if m, ok := userMethod(x, "__float__"); ok {
			r, err := th.callArgs(m, x)
			if err != nil {
				return Value{}, err
			}
			if u := unwrapBase(r); u.isFloat() {
				return u, nil
			}
			return Value{}, newError(TypeErrorType, typeName(x)+".__float__ returned non-float (type "+typeName(r)+")")
		}
		if _, ok := userMethod(x, "__index__"); ok {
			n, err := toInt(th, x)
			if err != nil {
				return Value{}, err
			}
			return toFloatValue(th, n)
		}
		if b := o.base(); b.obj != nil {
			r, err := toFloatValue(th, b)
			return r, renameOperands(err, b, None, x, None)
		}
		return Value{}, floatArgError(x)
	default:
		return Value{}, floatArgError(x)
	}
	if err != nil {
		return Value{}, floatError(err)
	}
	if f != f {
		return th.freshNaN(), nil
	}
	return Float(f), nil
}

// freshNaN is a NaN that is not another: CPython's float("nan") makes a
// new object each time, so [float("nan")] != [float("nan")] while
// [x] == [x] for the same NaN, the lists comparing their items by
// identity first. Floats are values here, so the NaN's payload, which
// nothing prints, numbers it instead (deterministically, in the order
// the execution makes them); `is` and the identity checks compare bits.
func (th *Thread) freshNaN() Value {
	th.nans++
	return Value{obj: floatKind{}, num: canonicalNaN | th.nans&(1<<51-1)}
}

func floatArgError(x Value) error {
	return newError(TypeErrorType, "float() argument must be a string or a real number, not '"+typeName(x)+"'")
}

// floatSelf is the float value of a method's receiver.
func floatSelf(v Value) float64 { return unwrapBase(v).float() }

func init() {
	FloatType.construct = constructFloat
	defBuiltinNew(FloatType)
	unary := func(name string, f func(x float64) (Value, error)) {
		defSlot(FloatType, name, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return f(floatSelf(args[0]))
		})
	}
	method := func(name string, f func(x float64) (Value, error)) {
		defMeth(FloatType, name, 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return f(floatSelf(args[0]))
		})
	}
	unary("__float__", func(x float64) (Value, error) { return Float(x), nil })
	unary("__pos__", func(x float64) (Value, error) { return Float(x), nil })
	unary("__neg__", func(x float64) (Value, error) { return Float(-x), nil })
	unary("__abs__", func(x float64) (Value, error) { return Float(softfloat.Fabs(x)), nil })
	unary("__bool__", func(x float64) (Value, error) { return Bool(x != 0), nil })
	unary("__int__", floatToInt)
	unary("__hash__", func(x float64) (Value, error) { return Int(softfloat.Hash(x)), nil })
	method("conjugate", func(x float64) (Value, error) { return Float(x), nil })
	method("__trunc__", floatToInt)
	method("__floor__", func(x float64) (Value, error) { return floatToInt(softfloat.Floor(x)) })
	method("__ceil__", func(x float64) (Value, error) { return floatToInt(softfloat.Ceil(x)) })
	method("is_integer", func(x float64) (Value, error) { return Bool(softfloat.IsInteger(x)), nil })
	method("hex", func(x float64) (Value, error) { return StrValue(softfloat.Hex(x)), nil })
	method("as_integer_ratio", func(x float64) (Value, error) {
		n, d, err := softfloat.AsIntegerRatio(x)
		if err != nil {
			return Value{}, floatError(err)
		}
		nv, err := intValue(n)
		if err != nil {
			return Value{}, err
		}
		dv, err := intValue(d)
		return NewTuple([]Value{nv, dv}), err
	})
	defMeth(FloatType, "__round__", 0, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		x := floatSelf(args[0])
		if len(args) < 2 || args[1].IsNone() {
			return floatToInt(softfloat.RoundHalfEven(x))
		}
		n, _, err := roundDigits(th, args)
		if err != nil {
			return Value{}, err
		}
		r, err := softfloat.Round(x, int64(n))
		if err != nil {
			return Value{}, floatError(err)
		}
		return Float(r), nil
	})
	FloatType.dict.SetString("fromhex", ObjectValue(&ClassMethod{fn: ObjectValue(&Builtin{name: "fromhex", fn: floatFromHex})}))

	isNumberPair := func(a, b Value) bool { return isNumber(a) && isNumber(b) }
	defBinopSlots(FloatType, []c.BinaryOp{c.OpAdd, c.OpSub, c.OpMul, c.OpTrueDiv, c.OpFloorDiv, c.OpMod}, true,
		func(th *Thread, op c.BinaryOp, a, b Value) (Value, bool, error) {
			if !isNumberPair(a, b) {
				return Value{}, false, nil
			}
			return numericBinop(th, op, a, b)
		})
	defNumberPow(FloatType, isNumberPair)
	defNumberDivmod(FloatType, isNumberPair)
	defCompareSlots(FloatType, func(_ c.CompareOp, x, y Value) bool { return isNumber(y) })
}

// floatFromHex is the class method float.fromhex(s).
func floatFromHex(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("fromhex", args[1:], kw, 1); err != nil {
		return Value{}, err
	}
	s, ok := args[1].obj.(*Str)
	if !ok {
		return Value{}, newError(TypeErrorType, "bad argument type for built-in operation")
	}
	if err := th.charge(int64(len(s.s))/8 + 1); err != nil {
		return Value{}, err
	}
	f, err := softfloat.FromHex(s.s)
	if err != nil {
		return Value{}, floatError(err)
	}
	if cls := args[0].obj.(*Type); cls != FloatType {
		return th.callArgs(args[0], Float(f))
	}
	return Float(f), nil
}
