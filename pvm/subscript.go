package pvm

import "strings"

// Subscription and slicing of built-in sequences and mappings.

// sliceIndices resolves a slice against a sequence length like CPython's
// PySlice_GetIndicesEx. Ints beyond the machine range saturate, as in
// CPython (s[2**70:] is empty, not an error).
func sliceIndices(th *Thread, s *Slice, n int) (start, stop, step int, err error) {
	step = 1
	if !s.step.IsNone() {
		if step, err = sliceInt(th, s.step); err != nil {
			return 0, 0, 0, err
		}
		if step == 0 {
			return 0, 0, 0, newError(ValueErrorType, "slice step cannot be zero")
		}
	}
	lower, upper := 0, n
	if step < 0 {
		lower, upper = -1, n-1
	}
	if start, err = sliceBound(th, s.start, n, lower, upper, step < 0); err != nil {
		return 0, 0, 0, err
	}
	stop, err = sliceBound(th, s.stop, n, lower, upper, step > 0)
	return start, stop, step, err
}

// sliceBound is a slice's start or stop over a sequence of n items: upper
// (atUpper) or lower when it is None, otherwise the index counted from
// the end when negative and clamped to [lower, upper].
func sliceBound(th *Thread, v Value, n, lower, upper int, atUpper bool) (int, error) {
	var i int
	switch {
	case v.isSmallInt():
		i = int(v.small())
	case v.IsNone():
		if atUpper {
			return upper, nil
		}
		return lower, nil
	default:
		var err error
		if i, err = sliceInt(th, v); err != nil {
			return 0, err
		}
	}
	if i < 0 {
		i += n
		if i < lower {
			i = lower
		}
	} else if i > upper {
		i = upper
	}
	return i, nil
}

// sliceInt converts a slice field that is not None, saturating big ints
// at ±2**62: past either end of any sequence, and small enough that slice
// arithmetic cannot overflow.
func sliceInt(th *Thread, v Value) (int, error) {
	if v.isSmallInt() {
		return int(v.small()), nil
	}
	i, ok, err := asIndexClamped(th, v)
	if err != nil || !ok {
		return 0, sliceTypeError(err)
	}
	return i, nil
}

// rangeSliceIndices is sliceIndices for a range, whose slice multiplies
// the steps: the step must be exact rather than saturated, so a step
// beyond the machine range is refused as asIndex refuses it.
func rangeSliceIndices(th *Thread, s *Slice, n int) (start, stop, step int, err error) {
	if !s.step.IsNone() && !s.step.isSmallInt() {
		st, ok, err := asIndex(th, s.step)
		if err != nil || !ok {
			return 0, 0, 0, sliceTypeError(err)
		}
		s = &Slice{start: s.start, stop: s.stop, step: Int(int64(st))}
	}
	return sliceIndices(th, s, n)
}

func sliceTypeError(err error) error {
	if err != nil {
		return err
	}
	return newError(TypeErrorType, "slice indices must be integers or None or have an __index__ method")
}

func sliceLen(start, stop, step int) int {
	// Written so that no step overflows: for step = MinInt64, -step is
	// MinInt64 too and the quotient 0, which is right.
	if step > 0 && start < stop {
		return (stop-start-1)/step + 1
	}
	if step < 0 && start > stop {
		return (start-stop-1)/-step + 1
	}
	return 0
}

// seqIndex normalises an index for a sequence of length n.
func seqIndex(th *Thread, key Value, n int, what string) (int, error) {
	i, err := indexKey(th, key, what)
	if err != nil {
		return 0, err
	}
	return normIndex(i, n, what)
}

// listIndex is seqIndex for l, whose length is read after the key's
// __index__ ran (it may have changed the list).
func listIndex(th *Thread, key Value, l *List, what string) (int, error) {
	i, err := indexKey(th, key, what)
	if err != nil {
		return 0, err
	}
	return normIndex(i, len(l.items), what)
}

// indexKey converts a subscript to an int, with the errors of seqIndex.
func indexKey(th *Thread, key Value, what string) (int, error) {
	i, ok, err := asIndex(th, key)
	if err != nil {
		return 0, err // "cannot fit 'int' into an index-sized integer", for one
	}
	if !ok {
		// "list assignment index out of range", but "list indices must be ...".
		return 0, newError(TypeErrorType, strings.TrimSuffix(what, " assignment")+" indices must be integers or slices, not "+typeName(key))
	}
	return i, nil
}

// normIndex checks index i (negative from the end) against length n.
func normIndex(i, n int, what string) (int, error) {
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return 0, newError(IndexErrorType, what+" index out of range")
	}
	return i, nil
}

// sliceValues copies items[s], into buf when it has room, except when
// the slice is all of items in order: then it returns items itself with
// whole set (a tuple slice then returns the tuple, as in CPython; a list
// must copy).
func sliceValues(th *Thread, items []Value, s *Slice, buf []Value) (out []Value, whole bool, err error) {
	start, stop, step, err := sliceIndices(th, s, len(items))
	if err != nil {
		return nil, false, err
	}
	n := sliceLen(start, stop, step)
	if n == len(items) && step == 1 {
		return items, true, nil
	}
	if err := th.charge(int64(n)); err != nil {
		return nil, false, err
	}
	if err := th.allocate(sizeofSeq(n)); err != nil {
		return nil, false, err
	}
	out = th.valuesIn(buf, n)
	switch step {
	case 1:
		copy(out, items[start:])
	case -1: // l[::-1]: a loop the compiler proves in bounds
		reverseInto(out, items[start+1-n:start+1])
	default:
		for i, j := 0, start; i < n; i, j = i+1, j+step {
			out[i] = items[j]
		}
	}
	return out, false, nil
}

// reverseInto copies src into dst, len(src) long, last item first.
func reverseInto[T any](dst, src []T) {
	dst = dst[:len(src)]
	for i, j := 0, len(src)-1; j >= 0; i, j = i+1, j-1 {
		dst[i] = src[j]
	}
}

// listSlice is the items of the list list[s], in buf when it has room.
func listSlice(th *Thread, items []Value, s *Slice, buf []Value) ([]Value, error) {
	out, whole, err := sliceValues(th, items, s, buf)
	if whole {
		return concatValuesIn(th, items, nil, buf)
	}
	return out, err
}

// valuesIn returns room for n values: buf's when it has room (its
// contents are overwritten), else a new array (valuesOf).
func (th *Thread) valuesIn(buf []Value, n int) []Value {
	if n <= cap(buf) {
		return buf[:n]
	}
	return th.valuesOf(n)
}

// sliceForStore is l[s] read by a BINARY_SUBSCR marked SubscrTempResult:
// the value of a slice assignment, which only that store sees. The
// result is th's reusable list, which the store gives back
// (releaseSliceTemp). It charges what getItem does.
func (th *Thread) sliceForStore(l *List, s *Slice) (Value, error) {
	if th.sliceTempBusy {
		// The last result has not reached its store (an exception came
		// first, or a generator is suspended in between): leave it, and
		// its array, to whatever holds it.
		th.sliceTemp, th.sliceTempBuf, th.sliceTempBusy = nil, nil, false
	}
	items, err := listSlice(th, l.items, s, th.sliceTempBuf)
	if err != nil {
		return Value{}, err
	}
	if cap(items) <= maxSliceTemp {
		th.sliceTempBuf = items[:0]
	}
	if th.sliceTemp == nil {
		th.sliceTemp = new(List)
	}
	th.sliceTemp.items = items[:len(items):len(items)]
	th.sliceTempBusy = true
	return ObjectValue(th.sliceTemp), nil
}

// maxSliceTemp bounds the array kept for sliceForStore.
const maxSliceTemp = 256

// releaseSliceTemp takes back th's reusable list once a store into a
// built-in list has copied v's items, if v is that list.
func (th *Thread) releaseSliceTemp(v Value) {
	if t := th.sliceTemp; th.sliceTempBusy && v.obj == Object(t) {
		clear(t.items)
		t.items = nil
		th.sliceTempBusy = false
	}
}

// smallIndex returns key as the index of one of n items when it is a small
// int in range (negative ones counting from the end).
func smallIndex(key Value, n int) (int, bool) {
	if !key.isSmallInt() {
		return 0, false
	}
	i := int(key.small())
	if i < 0 {
		i += n
	}
	return i, i >= 0 && i < n
}

// getItem implements container[key].
func getItem(th *Thread, container, key Value) (Value, error) {
	switch o := container.obj.(type) {
	case *List:
		if s, ok := key.obj.(*Slice); ok {
			items, err := listSlice(th, o.items, s, nil)
			return NewList(items), err
		}
		if i, ok := smallIndex(key, len(o.items)); ok {
			return o.items[i], nil
		}
		i, err := listIndex(th, key, o, "list")
		if err != nil {
			return Value{}, err
		}
		return o.items[i], nil
	case *Tuple:
		if i, ok := smallIndex(key, len(o.items)); ok {
			return o.items[i], nil
		}
		if s, ok := key.obj.(*Slice); ok {
			items, whole, err := sliceValues(th, o.items, s, nil)
			if whole {
				return container, err
			}
			return NewTuple(items), err
		}
		i, err := seqIndex(th, key, len(o.items), "tuple")
		if err != nil {
			return Value{}, err
		}
		return o.items[i], nil
	case *Dict:
		v, ok, err := o.Get(th, key)
		if err != nil {
			return Value{}, err
		}
		if !ok {
			return Value{}, th.keyError(key)
		}
		return v, nil
	case *Str:
		return strGetItem(th, o, key) // str_methods.go
	case *Range:
		if s, ok := key.obj.(*Slice); ok {
			start, stop, step, err := rangeSliceIndices(th, s, int(o.length()))
			if err != nil {
				return Value{}, err
			}
			return ObjectValue(&Range{start: o.start + int64(start)*o.step, stop: o.start + int64(stop)*o.step, step: o.step * int64(step)}), nil
		}
		i, err := seqIndex(th, key, int(o.length()), "range")
		if e, ok := err.(*Exception); ok && e.cls == IndexErrorType {
			err = newError(IndexErrorType, "range object index out of range")
		}
		if err != nil {
			return Value{}, err
		}
		return Int(o.start + int64(i)*o.step), nil
	case *bigRange:
		return o.getItem(th, key)
	case *Bytes:
		return bytesGetItem(th, o.b, key, false)
	case *ByteArray:
		return bytesGetItem(th, o.b, key, true)
	case *Instance:
		if d, ok := o.base().obj.(*Dict); ok && o.cls.specials().dictGet {
			return dictLookup(th, container, d, key)
		}
	case *genericAliasObj:
		return o.subscript(th, key)
	case *Type:
		if m, ok := userMethodStr(container, nameGetitem); ok { // a metaclass's, e.g. Enum's Color["RED"]
			return th.callArgs(m, container, key)
		}
		if m, ok := o.lookupString("__class_getitem__"); ok {
			f, err := descriptorGet(th, m, None, o)
			if err != nil {
				return Value{}, err
			}
			return th.callArgs(f, key)
		}
		if isGenericBuiltin(o) {
			return genericAlias(o, key), nil
		}
		return Value{}, newError(TypeErrorType, "type '"+o.Name+"' is not subscriptable")
	}
	if m, ok := userMethodStr(container, nameGetitem); ok {
		return th.callArgs(m, container, key)
	}
	if inst, ok := container.obj.(*Instance); ok && inst.base().obj != nil {
		if d, isDict := inst.base().obj.(*Dict); isDict {
			return dictLookup(th, container, d, key)
		}
		return getItem(th, inst.base(), key)
	}
	return Value{}, newError(TypeErrorType, "'"+typeName(container)+"' object is not subscriptable")
}

// setItem implements container[key] = v.
func setItem(th *Thread, container, key, v Value) error {
	switch o := container.obj.(type) {
	case *List:
		if s, ok := key.obj.(*Slice); ok {
			return o.setSlice(th, s, v)
		}
		i, err := listIndex(th, key, o, "list assignment")
		if err != nil {
			return err
		}
		o.items[i] = v
		return nil
	case *Dict:
		return dictSet(th, o, key, v)
	case *ByteArray:
		return byteArraySetItem(th, o, key, v)
	case *Instance:
		if d, ok := o.base().obj.(*Dict); ok && o.cls.specials().dictSet {
			return dictSet(th, d, key, v)
		}
	}
	if m, ok := userMethodStr(container, nameSetitem); ok {
		_, err := th.callArgs(m, container, key, v)
		return err
	}
	if u := unwrapBase(container); !is(u, container) {
		return setItem(th, u, key, v)
	}
	return newError(TypeErrorType, "'"+typeName(container)+"' object does not support item assignment")
}

// delItem implements del container[key].
func delItem(th *Thread, container, key Value) error {
	switch o := container.obj.(type) {
	case *List:
		if s, ok := key.obj.(*Slice); ok {
			return o.deleteSlice(th, s)
		}
		i, err := listIndex(th, key, o, "list assignment")
		if err != nil {
			return err
		}
		o.items = append(o.items[:i], o.items[i+1:]...)
		o.items[:len(o.items)+1][len(o.items)] = Value{}
		return nil
	case *ByteArray:
		return byteArrayDelItem(th, o, key) // bytes_mutate.go
	case *Dict:
		_, ok, err := o.Delete(th, key)
		if err != nil {
			return err
		}
		if !ok {
			return newErrorArgs(KeyErrorType, key)
		}
		return nil
	}
	if m, ok := userMethodStr(container, nameDelitem); ok {
		_, err := th.callArgs(m, container, key)
		return err
	}
	if u := unwrapBase(container); !is(u, container) {
		return delItem(th, u, key)
	}
	// CPython words it differently for immutable sequences and for objects
	// that are not subscriptable at all.
	switch container.obj.(type) {
	case *Tuple, *Str, *Bytes, *Range, *Instance:
		return newError(TypeErrorType, "'"+typeName(container)+"' object doesn't support item deletion")
	}
	return newError(TypeErrorType, "'"+typeName(container)+"' object does not support item deletion")
}

func strSlice(th *Thread, s *Str, sl *Slice) (Value, error) {
	start, stop, step, err := sliceIndices(th, sl, s.n)
	if err != nil {
		return Value{}, err
	}
	n := sliceLen(start, stop, step)
	if err := th.charge(int64(n)); err != nil {
		return Value{}, err
	}
	if step == 1 {
		if n == 0 {
			return StrValue(""), nil
		}
		return th.substrValue(s, s.slice(start, stop)), nil
	}
	if s.ascii() {
		b := make([]byte, n)
		if step == -1 { // s[::-1]: a loop the compiler proves in bounds
			src := s.s[start+1-n : start+1]
			b = b[:len(src)]
			for i, j := 0, len(src)-1; j >= 0; i, j = i+1, j-1 {
				b[i] = src[j]
			}
		} else {
			for i, j := 0, start; i < n; i, j = i+1, j+step {
				b[i] = s.s[j]
			}
		}
		return th.strValueOf(string(b), n), nil
	}
	b := make([]byte, 0, n)
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		b = append(b, s.at(j)...)
	}
	return th.strValueOf(string(b), n), nil
}

// isGenericBuiltin reports whether t is one of the built-in classes that
// CPython gives a __class_getitem__ (list[int], dict[str, int], type[T]):
// int[0] and other built-in classes are not subscriptable.
func isGenericBuiltin(t *Type) bool {
	switch t {
	case ListType, TupleType, DictType, SetType, FrozenSetType, TypeType, EnumerateType,
		BaseExceptionGroupType, ExceptionGroupType, DequeType, PartialType, ChainType:
		return true
	}
	return false
}
