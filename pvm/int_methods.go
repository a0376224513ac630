package pvm

import (
	"math/big"
	"math/bits"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// The methods of int (and so of bool).

// intSelf is the int value of a method's receiver (bool becomes int).
func intSelf(v Value) Value {
	v = unwrapBase(v)
	if v.isBool() {
		return Int(v.small())
	}
	return v
}

func intAbs(v Value) (Value, error) {
	if intSign(v) < 0 {
		return intNeg(v)
	}
	return intSelf(v), nil
}

// intRound is round(x, ndigits) for an int and negative ndigits: x rounded
// half to even to a multiple of 10**-ndigits.
func intRound(th *Thread, x Value, ndigits int) (Value, error) {
	if ndigits >= 0 {
		return intSelf(x), nil
	}
	if -ndigits > 2*MaxIntBits { // 10**-ndigits exceeds any int
		return Int(0), nil
	}
	if err := th.charge(int64(-ndigits) / 8); err != nil {
		return Value{}, err
	}
	p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-ndigits)), nil)
	q, r := new(big.Int), new(big.Int)
	floorDivMod(toBig(x), p, q, r)
	switch r.Lsh(r, 1).Cmp(p) {
	case 1:
		q.Add(q, big.NewInt(1))
	case 0:
		if q.Bit(0) == 1 {
			q.Add(q, big.NewInt(1))
		}
	}
	return intValue(q.Mul(q, p))
}

// roundDigits reads the ndigits argument of __round__ (ok=false if absent).
func roundDigits(th *Thread, args []Value) (n int, ok bool, err error) {
	if len(args) < 2 {
		return 0, false, nil
	}
	v := args[1]
	if b, isBig := v.obj.(*BigInt); isBig { // clamp like Py_ssize_t
		if b.v.Sign() < 0 {
			return -1 << 62, true, nil
		}
		return 1 << 62, true, nil
	}
	n, isIdx, err := asIndex(th, v)
	if err != nil || !isIdx {
		return 0, false, indexTypeError(v, err)
	}
	return n, true, nil
}

var (
	toBytesArgs   = newArgSpec("to_bytes", "length=", "byteorder=", "*", "signed=")
	fromBytesArgs = newArgSpec("from_bytes", "bytes", "byteorder=", "*", "signed=")
)

// byteOrderArgs reads the byteorder and signed arguments shared by
// to_bytes and from_bytes.
func byteOrderArgs(th *Thread, fname string, order, signed Value) (little, sign bool, err error) {
	if !order.IsUnbound() {
		s, ok := order.obj.(*Str)
		if !ok {
			return false, false, newError(TypeErrorType, fname+"() argument 'byteorder' must be str, not "+typeNameOrNone(order))
		}
		switch s.s {
		case "little":
			little = true
		case "big":
		default:
			return false, false, newError(ValueErrorType, "byteorder must be either 'little' or 'big'")
		}
	}
	if !signed.IsUnbound() {
		sign, err = truth(th, signed)
	}
	return little, sign, err
}

func intToBytes(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [3]Value
	if err := toBytesArgs.bind(args[1:], kw, a[:]); err != nil {
		return Value{}, err
	}
	length := 1
	if !a[0].IsUnbound() {
		n, err := ssizeArg(th, a[0])
		if err != nil {
			return Value{}, err
		}
		length = n
	}
	little, signed, err := byteOrderArgs(th, "to_bytes", a[1], a[2])
	if err != nil {
		return Value{}, err
	}
	if length < 0 { // checked after byteorder, as CPython does
		return Value{}, newError(ValueErrorType, "length argument must be non-negative")
	}
	x := toBig(intSelf(args[0]))
	if x.Sign() < 0 && !signed {
		return Value{}, newError(OverflowErrorType, "can't convert negative int to unsigned")
	}
	// Two's complement in 8*length bits: x must lie in [-2**(b-1), 2**(b-1))
	// when signed, [0, 2**b) otherwise.
	width := x.BitLen()
	if signed {
		if x.Sign() < 0 {
			width = new(big.Int).Not(x).BitLen()
		}
		width++
	}
	if width > 8*length {
		return Value{}, newError(OverflowErrorType, "int too big to convert")
	}
	if err := th.chargeBytes(length); err != nil {
		return Value{}, err
	}
	u := x
	if x.Sign() < 0 {
		u = new(big.Int).Add(x, new(big.Int).Lsh(big.NewInt(1), uint(8*length)))
	}
	out := u.FillBytes(make([]byte, length))
	if little {
		for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
	}
	return ObjectValue(&Bytes{b: out}), nil
}

func intFromBytes(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [3]Value
	if err := fromBytesArgs.bind(args[1:], kw, a[:]); err != nil {
		return Value{}, err
	}
	little, signed, err := byteOrderArgs(th, "from_bytes", a[1], a[2])
	if err != nil {
		return Value{}, err
	}
	b, err := byteValues(th, a[0])
	if err != nil {
		return Value{}, err
	}
	if err := th.charge(int64(len(b))/8 + 1); err != nil {
		return Value{}, err
	}
	if len(b) > MaxIntBits/8+1 {
		return Value{}, newError(OverflowErrorType, "integer exceeds the 4096-bit limit")
	}
	be := b
	if little {
		be = make([]byte, len(b))
		for i, x := range b {
			be[len(b)-1-i] = x
		}
	}
	x := new(big.Int).SetBytes(be)
	if signed && len(be) > 0 && be[0]&0x80 != 0 {
		x.Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(8*len(be))))
	}
	v, err := intValue(x)
	if err != nil {
		return Value{}, err
	}
	if cls := args[0].obj.(*Type); cls != IntType {
		return th.callArgs(args[0], v)
	}
	return v, nil
}

// byteValues reads a bytes-like object or an iterable of ints in range(256).
func byteValues(th *Thread, v Value) ([]byte, error) {
	if b, ok := bytesOf(unwrapBase(v)); ok {
		return b, nil
	}
	switch unwrapBase(v).obj.(type) {
	case intKind, boolKind, *BigInt, *Str, floatKind, noneKind:
		return nil, newError(TypeErrorType, "cannot convert '"+typeName(v)+"' object to bytes")
	}
	items, err := toValues(th, v)
	if err != nil {
		return nil, err
	}
	out := make([]byte, len(items))
	for i, it := range items {
		n, ok, err := asIndex(th, it)
		if err != nil || !ok {
			return nil, indexTypeError(it, err)
		}
		if n < 0 || n > 255 {
			return nil, newError(ValueErrorType, "bytes must be in range(0, 256)")
		}
		out[i] = byte(n)
	}
	return out, nil
}

func init() {
	IntType.construct = constructInt
	defBuiltinNew(IntType)
	unary := func(name string, f func(th *Thread, x Value) (Value, error)) {
		defSlot(IntType, name, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return f(th, intSelf(args[0]))
		})
	}
	self := func(th *Thread, x Value) (Value, error) { return x, nil }
	for _, name := range []string{"__int__", "__index__", "__pos__"} {
		unary(name, self)
	}
	for _, name := range []string{"conjugate", "__trunc__", "__floor__", "__ceil__"} {
		defMeth(IntType, name, 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return intSelf(args[0]), nil
		})
	}
	unary("__neg__", func(th *Thread, x Value) (Value, error) { return intNeg(x) })
	unary("__invert__", func(th *Thread, x Value) (Value, error) { return intInvert(x) })
	unary("__abs__", func(th *Thread, x Value) (Value, error) { return intAbs(x) })
	unary("__bool__", func(th *Thread, x Value) (Value, error) { return Bool(intSign(x) != 0), nil })
	unary("__float__", func(th *Thread, x Value) (Value, error) {
		f, err := intToFloat(x)
		return Float(f), err
	})
	unary("__hash__", func(th *Thread, x Value) (Value, error) {
		h, err := hashValue(th, x)
		return Int(h), err
	})
	defMeth(IntType, "__round__", 0, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		n, ok, err := roundDigits(th, args)
		if err != nil || !ok {
			return intSelf(args[0]), err
		}
		return intRound(th, intSelf(args[0]), n)
	})
	defMeth(IntType, "bit_length", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		x := intSelf(args[0])
		if x.isSmallInt() {
			return Int(int64(bits.Len64(uint64(absInt64(x.small()))))), nil
		}
		return Int(int64(toBig(x).BitLen())), nil
	})
	defMeth(IntType, "bit_count", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		n := 0
		for _, w := range new(big.Int).Abs(toBig(intSelf(args[0]))).Bits() {
			n += bits.OnesCount(uint(w))
		}
		return Int(int64(n)), nil
	})
	defMeth(IntType, "as_integer_ratio", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return NewTuple([]Value{intSelf(args[0]), Int(1)}), nil
	})
	defMeth(IntType, "to_bytes", 0, argsAny, intToBytes)
	IntType.dict.SetString("from_bytes", ObjectValue(&ClassMethod{fn: ObjectValue(&Builtin{name: "from_bytes", fn: intFromBytes})}))

	isIntPair := func(a, b Value) bool { return isInt(a) && isInt(b) }
	defBinopSlots(IntType, []c.BinaryOp{c.OpAdd, c.OpSub, c.OpMul, c.OpTrueDiv, c.OpFloorDiv, c.OpMod,
		c.OpLShift, c.OpRShift, c.OpOr, c.OpXor, c.OpAnd}, true,
		func(th *Thread, op c.BinaryOp, a, b Value) (Value, bool, error) {
			if !isIntPair(a, b) {
				return Value{}, false, nil
			}
			return numericBinop(th, op, a, b)
		})
	defNumberPow(IntType, isIntPair)
	defNumberDivmod(IntType, isIntPair)
	defCompareSlots(IntType, func(_ c.CompareOp, x, y Value) bool { return isInt(y) })
}

// defNumberPow installs __pow__(other[, mod]) and __rpow__ for int or float.
func defNumberPow(t *Type, accepts func(a, b Value) bool) {
	pow := func(swap bool) BuiltinFunc {
		return func(th *Thread, args []Value, kw []*Str) (Value, error) {
			a, b := unwrapBase(args[0]), unwrapBase(args[1])
			if swap {
				a, b = b, a
			}
			if !accepts(a, b) {
				return NotImplemented, nil
			}
			if len(args) > 2 && !args[2].IsNone() {
				if !isInt(a) || !isInt(b) || !isInt(args[2]) {
					return NotImplemented, nil
				}
				return intPow(th, a, b, args[2])
			}
			r, _, err := numericBinop(th, c.OpPow, a, b)
			return r, err
		}
	}
	defMeth(t, "__pow__", 1, 2, pow(false))
	defMeth(t, "__rpow__", 1, 2, pow(true))
}

// defNumberDivmod installs __divmod__ and __rdivmod__ for int or float.
func defNumberDivmod(t *Type, accepts func(a, b Value) bool) {
	for _, swap := range []bool{false, true} {
		swap := swap
		name := "__divmod__"
		if swap {
			name = "__rdivmod__"
		}
		defSlot(t, name, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			a, b := unwrapBase(args[0]), unwrapBase(args[1])
			if swap {
				a, b = b, a
			}
			if !accepts(a, b) {
				return NotImplemented, nil
			}
			return divmod(th, a, b)
		})
	}
}
