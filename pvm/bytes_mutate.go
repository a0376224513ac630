package pvm

// bytearray's mutating methods, item/slice assignment and deletion.

import c "github.com/cowboy-go/cowboy/pvm/compile"

func defByteArrayMutators() {
	defByteArrayMethod("append", argsOne, 1, 1, func(th *Thread, o *ByteArray, a []Value) (Value, error) {
		c, err := byteValue(th, a[0])
		if err != nil {
			return Value{}, err
		}
		if err := byteArrayGrow(th, o, 1); err != nil {
			return Value{}, err
		}
		o.b = append(o.b, c)
		return None, nil
	})
	defByteArrayMethod("extend", argsOne, 1, 1, func(th *Thread, o *ByteArray, a []Value) (Value, error) {
		var add []byte
		if b, ok := bytesOf(unwrapBase(a[0])); ok {
			add = append([]byte{}, b...)
		} else {
			items, err := sequenceFast(th, a[0], func() string { return "can't extend bytearray with " + typeName(a[0]) })
			if err != nil {
				return Value{}, err
			}
			add = make([]byte, len(items))
			for i, it := range items {
				if add[i], err = byteValue(th, it); err != nil {
					return Value{}, err
				}
			}
		}
		if err := byteArrayGrow(th, o, len(add)); err != nil {
			return Value{}, err
		}
		o.b = append(o.b, add...)
		return None, nil
	})
	defByteArrayMethod("insert", argsPos, 2, 2, func(th *Thread, o *ByteArray, a []Value) (Value, error) {
		i, err := ssizeArg(th, a[0])
		if err != nil {
			return Value{}, err
		}
		c, err := byteValue(th, a[1])
		if err != nil {
			return Value{}, err
		}
		n := len(o.b)
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		}
		if i > n {
			i = n
		}
		if err := byteArrayGrow(th, o, 1); err != nil {
			return Value{}, err
		}
		o.b = append(o.b, 0)
		copy(o.b[i+1:], o.b[i:])
		o.b[i] = c
		return None, nil
	})
	defByteArrayMethod("pop", argsPos, 0, 1, func(th *Thread, o *ByteArray, a []Value) (Value, error) {
		i := -1
		if given(a[0]) {
			var err error
			if i, err = ssizeArg(th, a[0]); err != nil {
				return Value{}, err
			}
		}
		n := len(o.b)
		if n == 0 {
			return Value{}, newError(IndexErrorType, "pop from empty bytearray")
		}
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			return Value{}, newError(IndexErrorType, "pop index out of range")
		}
		c := o.b[i]
		o.b = append(o.b[:i], o.b[i+1:]...)
		return Int(int64(c)), nil
	})
	defByteArrayMethod("remove", argsOne, 1, 1, func(th *Thread, o *ByteArray, a []Value) (Value, error) {
		c, err := byteValue(th, a[0])
		if err != nil {
			return Value{}, err
		}
		for i, x := range o.b {
			if x == c {
				o.b = append(o.b[:i], o.b[i+1:]...)
				return None, nil
			}
		}
		return Value{}, newError(ValueErrorType, "value not found in bytearray")
	})
	defByteArrayMethod("reverse", argsNone, 0, 0, func(th *Thread, o *ByteArray, a []Value) (Value, error) {
		if err := scanCost(th, len(o.b)); err != nil {
			return Value{}, err
		}
		for i, j := 0, len(o.b)-1; i < j; i, j = i+1, j-1 {
			o.b[i], o.b[j] = o.b[j], o.b[i]
		}
		return None, nil
	})
	defByteArrayMethod("clear", argsNone, 0, 0, func(th *Thread, o *ByteArray, a []Value) (Value, error) {
		o.b = []byte{}
		return None, nil
	})
	defByteArrayMethod("copy", argsNone, 0, 0, func(th *Thread, o *ByteArray, a []Value) (Value, error) {
		if err := th.chargeBytes(len(o.b)); err != nil {
			return Value{}, err
		}
		return ObjectValue(&ByteArray{b: append([]byte{}, o.b...)}), nil
	})
	self := selfOf(ByteArrType)
	defWrapper(ByteArrType, "__setitem__", 2, self, func(th *Thread, v Value, a []Value) (Value, error) {
		return None, byteArraySetItem(th, unwrapBase(v).obj.(*ByteArray), a[0], a[1])
	})
	defWrapper(ByteArrType, "__delitem__", 1, self, func(th *Thread, v Value, a []Value) (Value, error) {
		return None, byteArrayDelItem(th, unwrapBase(v).obj.(*ByteArray), a[0])
	})
	// ba.__iadd__(x) and ba.__imul__(n), which a subclass's super() calls.
	defWrapper(ByteArrType, "__iadd__", 1, self, func(th *Thread, v Value, a []Value) (Value, error) {
		if _, ok := bytesOf(unwrapBase(a[0])); !ok {
			return Value{}, newError(TypeErrorType, "can't concat "+typeName(a[0])+" to "+typeName(v))
		}
		if _, _, err := builtinBinop(th, c.OpAdd, unwrapBase(v), unwrapBase(a[0]), true); err != nil {
			return Value{}, err
		}
		return v, nil
	})
	defWrapper(ByteArrType, "__imul__", 1, self, func(th *Thread, v Value, a []Value) (Value, error) {
		n, err := repeatArg(th, a[0])
		if err != nil {
			return Value{}, err
		}
		if _, _, err := builtinBinop(th, c.OpMul, unwrapBase(v), Int(int64(n)), true); err != nil {
			return Value{}, err
		}
		return v, nil
	})
}

// byteArrayGrow accounts for n more bytes.
func byteArrayGrow(th *Thread, o *ByteArray, n int) error {
	if len(o.b)+n > cap(o.b) {
		return th.chargeBytes(len(o.b) + n)
	}
	return th.charge(1)
}

// byteArrayIndex normalises a bytearray index (CPython's messages).
func byteArrayIndex(th *Thread, key Value, n int) (int, error) {
	if _, big := key.obj.(*BigInt); big {
		return 0, newError(IndexErrorType, "cannot fit 'int' into an index-sized integer")
	}
	i, ok, err := asIndex(th, key)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, newError(TypeErrorType, "bytearray indices must be integers or slices, not "+typeName(key))
	}
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return 0, newError(IndexErrorType, "bytearray index out of range")
	}
	return i, nil
}

// byteArraySetSlice is ba[slice] = value.
func byteArraySetSlice(th *Thread, o *ByteArray, s *Slice, v Value) error {
	var src []byte
	if b, ok := bytesOf(unwrapBase(v)); ok {
		src = append([]byte{}, b...)
	} else {
		if _, isStr := strArg(v); isStr || isNumber(unwrapBase(v)) {
			return newError(TypeErrorType, "can assign only bytes, buffers, or iterables of ints in range(0, 256)")
		}
		conv, err := constructBytes(th, ByteArrType, []Value{v}, nil)
		if err != nil {
			return err
		}
		src = conv.obj.(*ByteArray).b
	}
	start, stop, step, err := sliceIndices(th, s, len(o.b))
	if err != nil {
		return err
	}
	if step == 1 {
		if stop < start {
			stop = start
		}
		if err := th.chargeBytes(len(o.b) - (stop - start) + len(src)); err != nil {
			return err
		}
		o.b = splice(o.b, start, stop, src)
		return nil
	}
	n := sliceLen(start, stop, step)
	if len(src) == 0 {
		// CPython deletes the slice, whatever its step.
		o.b, err = deleteSpan(th, o.b, start, step, n)
		return err
	}
	if len(src) != n {
		return newError(ValueErrorType, "attempt to assign bytes of size "+itoa(int64(len(src)))+" to extended slice of size "+itoa(int64(n)))
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		o.b[j] = src[i]
	}
	return nil
}

// byteArrayDelItem is del ba[key].
func byteArrayDelItem(th *Thread, o *ByteArray, key Value) error {
	if s, ok := key.obj.(*Slice); ok {
		b, err := deleteSliceOf(th, o.b, s)
		o.b = b
		return err
	}
	i, err := byteArrayIndex(th, key, len(o.b))
	if err != nil {
		return err
	}
	o.b = append(o.b[:i], o.b[i+1:]...)
	return nil
}
