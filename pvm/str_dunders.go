package pvm

import (
	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// Special methods of str, bytes and bytearray that programs call
// explicitly ("a".__add__("b"), str.__eq__(x, y), ...). The interpreter's
// own operators do not go through these; they share the same kernels.

// defWrapper installs a slot wrapper taking exactly n arguments after self,
// with CPython's wrapper_descriptor messages.
func defWrapper(t *Type, name string, n int, self func(args []Value, name string) (Value, error),
	fn func(th *Thread, self Value, a []Value) (Value, error)) {
	defMethod(t, name, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		s, err := self(args, name)
		if err != nil {
			return Value{}, err
		}
		if len(kw) > 0 {
			return Value{}, newError(TypeErrorType, "wrapper "+name+"() takes no keyword arguments")
		}
		if len(args)-1 != n {
			return Value{}, newError(TypeErrorType, "expected "+itoa(int64(n))+" argument"+pluralS(n)+", got "+itoa(int64(len(args)-1)))
		}
		return fn(th, s, args[1:])
	})
}

// selfOf returns a receiver check for methods of type t.
func selfOf(t *Type) func(args []Value, name string) (Value, error) {
	return func(args []Value, name string) (Value, error) {
		if len(args) == 0 {
			return Value{}, newError(TypeErrorType, "descriptor '"+name+"' of '"+t.Name+"' object needs an argument")
		}
		if !args[0].Type().isSubtype(t) {
			return Value{}, newError(TypeErrorType, "descriptor '"+name+"' requires a '"+t.Name+"' object but received a '"+typeName(args[0])+"'")
		}
		return args[0], nil
	}
}

// defSeqDunders installs the dunders shared by str, bytes and bytearray.
func defSeqDunders(t *Type) {
	self := selfOf(t)
	defWrapper(t, "__len__", 0, self, func(th *Thread, v Value, a []Value) (Value, error) {
		n, err := length(th, unwrapBase(v))
		return Int(int64(n)), err
	})
	defWrapper(t, "__contains__", 1, self, func(th *Thread, v Value, a []Value) (Value, error) {
		ok, err := contains(th, unwrapBase(v), a[0])
		return Bool(ok), err
	})
	defWrapper(t, "__getitem__", 1, self, func(th *Thread, v Value, a []Value) (Value, error) {
		return getItem(th, unwrapBase(v), a[0])
	})
	defWrapper(t, "__iter__", 0, self, func(th *Thread, v Value, a []Value) (Value, error) {
		return getIter(th, unwrapBase(v))
	})
	defWrapper(t, "__add__", 1, self, func(th *Thread, v Value, a []Value) (Value, error) {
		r, ok, err := builtinBinop(th, c.OpAdd, unwrapBase(v), unwrapBase(a[0]), false)
		if !ok && err == nil {
			return NotImplemented, nil
		}
		return r, err
	})
	mul := func(th *Thread, v Value, a []Value) (Value, error) {
		if !isInt(unwrapBase(a[0])) {
			if _, ok := a[0].obj.(*Instance); !ok {
				return Value{}, newError(TypeErrorType, "'"+typeName(a[0])+"' object cannot be interpreted as an integer")
			}
		}
		r, ok, err := builtinBinop(th, c.OpMul, unwrapBase(v), unwrapBase(a[0]), false)
		if !ok && err == nil {
			return NotImplemented, nil
		}
		return r, err
	}
	defWrapper(t, "__mul__", 1, self, mul)
	defWrapper(t, "__rmul__", 1, self, mul)
	defWrapper(t, "__mod__", 1, self, func(th *Thread, v Value, a []Value) (Value, error) {
		r, ok, err := builtinBinop(th, c.OpMod, unwrapBase(v), a[0], false)
		if !ok && err == nil {
			return NotImplemented, nil
		}
		return r, err
	})
	defWrapper(t, "__rmod__", 1, self, func(th *Thread, v Value, a []Value) (Value, error) {
		// other % self when other is of this type too (CPython's
		// unicode_mod and bytes_mod with the operands swapped).
		other := unwrapBase(a[0])
		if other.Type() != t {
			return NotImplemented, nil
		}
		r, ok, err := builtinBinop(th, c.OpMod, other, v, false)
		if !ok && err == nil {
			return NotImplemented, nil
		}
		return r, err
	})
	for i, name := range compareDunders {
		op := c.CompareOp(i)
		defWrapper(t, name, 1, self, func(th *Thread, v Value, a []Value) (Value, error) {
			x, y := unwrapBase(v), unwrapBase(a[0])
			if t == StrType {
				if _, ok := y.obj.(*Str); !ok {
					return NotImplemented, nil
				}
			} else if _, ok := bytesOf(y); !ok {
				return NotImplemented, nil
			}
			r, ok, err := builtinCompare(th, op, x, y)
			if !ok && err == nil {
				return NotImplemented, nil
			}
			return r, err
		})
	}
	if t != ByteArrType {
		defWrapper(t, "__hash__", 0, self, func(th *Thread, v Value, a []Value) (Value, error) {
			h, err := hashValue(th, unwrapBase(v))
			return Int(h), err
		})
	}
	defWrapper(t, "__repr__", 0, self, func(th *Thread, v Value, a []Value) (Value, error) {
		s, err := repr(th, unwrapBase(v))
		return StrValue(s), err
	})
	defWrapper(t, "__str__", 0, self, func(th *Thread, v Value, a []Value) (Value, error) {
		s, err := toStr(th, unwrapBase(v))
		return StrValue(s), err
	})
}

func defStrDunders() {
	defSeqDunders(StrType)
	defMethod(StrType, "__format__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		s, err := selfStr(args, "__format__")
		if err != nil {
			return Value{}, err
		}
		if len(kw) > 0 || len(args) != 2 {
			spec := methodArgs{owner: "str", name: "__format__", kind: argsOne}
			_, err := spec.parse(args[1:], kw)
			return Value{}, err
		}
		spec, ok := strArg(args[1])
		if !ok {
			return Value{}, newError(TypeErrorType, "__format__() argument must be str, not "+typeName(args[1]))
		}
		out, err := formatStr(th, s.s, spec.s)
		if err != nil {
			return Value{}, err
		}
		return StrValue(out), nil
	})
	defMethod(StrType, "__getnewargs__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		s, err := selfStr(args, "__getnewargs__")
		if err != nil {
			return Value{}, err
		}
		return NewTuple([]Value{StrValue(s.s)}), nil
	})
}

// seqRepeatFallback is CPython's sequence-repeat step of `*` after the
// operands' own __mul__/__rmul__ declined: a sequence times anything with
// __index__ repeats, anything else is "can't multiply sequence by non-int".
func seqRepeatFallback(th *Thread, a, b Value) (Value, bool, error) {
	isSeq := func(v Value) bool {
		switch v.obj.(type) {
		case *Str, *List, *Tuple, *Bytes, *ByteArray:
			return true
		}
		return false
	}
	seq, n := a, b
	if !isSeq(seq) {
		seq, n = b, a
	}
	if !isSeq(seq) {
		return Value{}, false, nil
	}
	cnt, ok, err := asIndexClamped(th, n)
	if err != nil {
		return Value{}, true, err
	}
	if !ok {
		return Value{}, true, newError(TypeErrorType, "can't multiply sequence by non-int of type '"+typeName(n)+"'")
	}
	if cnt >= 1<<62 || cnt <= -1<<62 {
		return Value{}, true, newError(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
	}
	r, _, err := builtinBinop(th, c.OpMul, seq, Int(int64(cnt)), false)
	return r, true, err
}
