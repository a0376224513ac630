package pvm

import (
	"bytes"
	"strings"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// builtinBinop implements the operators of built-in sequences and mappings:
// concatenation, repetition, dict union and printf-style formatting. Sizes
// are charged and accounted before the result is built.
func builtinBinop(th *Thread, op c.BinaryOp, a, b Value, inplace bool) (Value, bool, error) {
	switch x := a.obj.(type) {
	case *Str:
		switch op {
		case c.OpAdd:
			y, ok := b.obj.(*Str)
			if !ok {
				if _, user := b.obj.(*Instance); user {
					return Value{}, false, nil
				}
				return Value{}, true, concatError(a, b)
			}
			v, err := th.concatStrs(x, y)
			return v, true, err
		case c.OpMul:
			return repeatStr(th, x, b)
		case c.OpMod:
			v, err := percentFormat(th, x.s, b)
			return v, true, err
		}
	case *List:
		switch op {
		case c.OpAdd:
			if inplace {
				return a, true, x.extend(th, b)
			}
			y, ok := b.obj.(*List)
			if !ok {
				if _, user := b.obj.(*Instance); user {
					return Value{}, false, nil
				}
				return Value{}, true, concatError(a, b)
			}
			items, err := concatValues(th, x.items, y.items)
			return NewList(items), true, err
		case c.OpMul:
			n, ok, err := repeatCount(th, b)
			if !ok || err != nil {
				return Value{}, ok, err
			}
			items, err := repeatValues(th, x.items, n)
			if err != nil {
				return Value{}, true, err
			}
			if inplace {
				x.items = items
				return a, true, nil
			}
			return NewList(items), true, nil
		}
	case *Tuple:
		switch op {
		case c.OpAdd:
			y, ok := b.obj.(*Tuple)
			if !ok {
				if _, user := b.obj.(*Instance); user {
					return Value{}, false, nil
				}
				return Value{}, true, concatError(a, b)
			}
			items, err := concatValues(th, x.items, y.items)
			return NewTuple(items), true, err
		case c.OpMul:
			n, ok, err := repeatCount(th, b)
			if !ok || err != nil {
				return Value{}, ok, err
			}
			items, err := repeatValues(th, x.items, n)
			return NewTuple(items), true, err
		}
	case *Bytes, *ByteArray:
		xb, _ := bytesOf(a)
		_, mutable := a.obj.(*ByteArray)
		wrap := func(out []byte) Value {
			if mutable {
				if inplace {
					a.obj.(*ByteArray).b = out
					return a
				}
				return ObjectValue(&ByteArray{b: out})
			}
			return ObjectValue(&Bytes{b: out})
		}
		switch op {
		case c.OpAdd:
			yb, ok := bytesOf(b)
			if !ok {
				if _, user := b.obj.(*Instance); user {
					return Value{}, false, nil
				}
				return Value{}, true, concatError(a, b)
			}
			if mutable && inplace && len(yb) > 0 && a.obj == b.obj {
				// CPython's ba += ba holds a buffer of ba while resizing it.
				return Value{}, true, newError(BufferErrorType, "Existing exports of data: object cannot be re-sized")
			}
			if err := th.chargeBytes(len(xb) + len(yb)); err != nil {
				return Value{}, true, err
			}
			out := make([]byte, 0, len(xb)+len(yb))
			return wrap(append(append(out, xb...), yb...)), true, nil
		case c.OpMul:
			n, ok, err := repeatCount(th, b)
			if !ok || err != nil {
				return Value{}, ok, err
			}
			check := checkRepeatSize(len(xb), n)
			if !mutable {
				check = checkTextRepeat(len(xb), len(xb), n, "bytes are")
			}
			if err := check; err != nil {
				return Value{}, true, err
			}
			if err := th.chargeBytes(len(xb) * n); err != nil {
				return Value{}, true, err
			}
			return wrap(bytes.Repeat(xb, n)), true, nil
		case c.OpMod:
			v, err := percentFormatBytes(th, xb, b, mutable) // percent.go
			return v, true, err
		}
	case *Dict:
		if op == c.OpOr {
			if inplace { // d |= accepts whatever d.update() does
				return a, true, dictMerge(th, x, b)
			}
			y, ok := b.obj.(*Dict)
			if !ok {
				return Value{}, false, nil
			}
			if err := th.allocate(sizeofDict(x.live + y.live)); err != nil {
				return Value{}, true, err
			}
			d := x.Copy()
			return ObjectValue(d), true, dictUpdate(th, d, b, false, Value{})
		}
	case intKind, boolKind, *BigInt:
		if op == c.OpMul {
			switch b.obj.(type) {
			case *Str, *List, *Tuple, *Bytes, *ByteArray:
				return builtinBinop(th, op, b, a, false)
			}
		}
	}
	if op == c.OpMul { // x * seq: the sequence repeats (h1str)
		if _, user := a.obj.(*Instance); !user {
			switch b.obj.(type) {
			case *Str, *List, *Tuple, *Bytes, *ByteArray:
				return builtinBinop(th, op, b, a, false)
			}
		}
	}
	return Value{}, false, nil
}

// concatStrs is x + y.
func (th *Thread) concatStrs(x, y *Str) (Value, error) {
	if y.n == 0 {
		return ObjectValue(x), nil
	}
	if x.n == 0 {
		return ObjectValue(y), nil
	}
	if err := th.chargeBytes(len(x.s) + len(y.s)); err != nil {
		return Value{}, err
	}
	var b strings.Builder // cheaper than the runtime's general concatenation
	b.Grow(len(x.s) + len(y.s))
	b.WriteString(x.s)
	b.WriteString(y.s)
	return th.strValueOf(b.String(), x.n+y.n), nil
}

// chargeBytes charges and accounts for building an n-byte string or buffer.
func (th *Thread) chargeBytes(n int) error {
	if err := th.charge(int64(n)/8 + 1); err != nil {
		return err
	}
	return th.allocate(sizeofStr(n))
}

// repeatCount reads the count of a repetition; ok is false when b is not an int.
func repeatCount(th *Thread, b Value) (int, bool, error) {
	if !isInt(b) {
		if _, user := b.obj.(*Instance); !user {
			return 0, true, newError(TypeErrorType, "can't multiply sequence by non-int of type '"+typeName(b)+"'")
		}
		// A user __rmul__ goes first; then __index__ (h1str: str/bytes repetition).
		if _, ok := userMethod(b, "__rmul__"); ok {
			return 0, false, nil
		}
		n, ok, err := asIndexClamped(th, b)
		if err != nil {
			return 0, true, err
		}
		if !ok {
			return 0, true, newError(TypeErrorType, "can't multiply sequence by non-int of type '"+typeName(b)+"'")
		}
		if n >= 1<<62 || n <= -1<<62 {
			return 0, true, newError(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
		}
		b = Int(int64(n))
	}
	if _, big := b.obj.(*BigInt); big {
		return 0, true, newError(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
	}
	n := b.small()
	if n < 0 {
		n = 0
	}
	return int(n), true, nil // checkRepeatSize bounds the result
}

// maxRepeat bounds the items or bytes of a repetition's result.
const maxRepeat = 1 << 40

// checkRepeatSize refuses a repetition of a sequence of size items n
// times whose result would pass maxRepeat (before the product, which may
// overflow, is computed), with the MemoryError() CPython's allocation
// would raise.
func checkRepeatSize(size, n int) error {
	if n > 0 && size > maxRepeat/n {
		return newErrorArgs(MemoryErrorType)
	}
	return nil
}

// checkTextRepeat is checkRepeatSize for str (size in characters) and
// bytes, whose result CPython refuses with an OverflowError when its
// length would not fit a Py_ssize_t.
func checkTextRepeat(size, bytes, n int, what string) error {
	if n > 0 && size > (1<<63-1)/n {
		return newError(OverflowErrorType, "repeated "+what+" too long")
	}
	return checkRepeatSize(bytes, n)
}

func repeatStr(th *Thread, x *Str, b Value) (Value, bool, error) {
	n, ok, err := repeatCount(th, b)
	if !ok || err != nil {
		return Value{}, ok, err
	}
	if n == 0 || x.n == 0 {
		return ObjectValue(emptyStr), true, nil
	}
	if n == 1 {
		return ObjectValue(x), true, nil
	}
	if err := checkTextRepeat(x.n, len(x.s), n, "string is"); err != nil {
		return Value{}, true, err
	}
	if err := th.chargeBytes(len(x.s) * n); err != nil {
		return Value{}, true, err
	}
	return ObjectValue(&Str{s: strings.Repeat(x.s, n), n: x.n * n}), true, nil
}

// concatError is the TypeError of a + b when a is a built-in sequence that
// b cannot be concatenated to (nil if a is not one).
func concatError(a, b Value) error {
	switch a.obj.(type) {
	case *Str, *List, *Tuple:
		return newError(TypeErrorType, `can only concatenate `+typeName(a)+` (not "`+typeName(b)+`") to `+typeName(a))
	case *Bytes, *ByteArray:
		return newError(TypeErrorType, "can't concat "+typeName(b)+" to "+typeName(a))
	}
	return nil
}

func concatValues(th *Thread, x, y []Value) ([]Value, error) {
	return concatValuesIn(th, x, y, nil)
}

// concatValuesIn is concatValues into buf when it has room.
func concatValuesIn(th *Thread, x, y, buf []Value) ([]Value, error) {
	n := len(x) + len(y)
	if err := th.charge(int64(n)/4 + 1); err != nil {
		return nil, err
	}
	if err := th.allocate(sizeofSeq(n)); err != nil {
		return nil, err
	}
	out := th.valuesIn(buf, n)
	copy(out, x)
	copy(out[len(x):], y)
	return out, nil
}

func repeatValues(th *Thread, items []Value, n int) ([]Value, error) {
	if err := checkRepeatSize(len(items), n); err != nil {
		return nil, err
	}
	total := int64(len(items)) * int64(n)
	if err := th.charge(total/4 + 1); err != nil {
		return nil, err
	}
	if err := th.allocate(sizeofSeq(int(total))); err != nil {
		return nil, err
	}
	out := th.valuesOf(int(total))
	if len(items) == 1 && total <= 32 { // [0] * 8: a fill, cheaper than copy's calls
		for i := range out {
			out[i] = items[0]
		}
		return out, nil
	}
	// Copy what is there so far, doubling: log n copies, not n.
	for k := copy(out, items); k < len(out); {
		k += copy(out[k:], out[:k])
	}
	return out, nil
}
