package pvm

// The bisect module (CPython's _bisect): binary search and insertion in
// sorted sequences, comparing with `<` only.

var (
	bisectLeftArgs  = newArgSpec("bisect_left", "a", "x", "lo=", "hi=", "*", "key=")
	bisectRightArgs = newArgSpec("bisect_right", "a", "x", "lo=", "hi=", "*", "key=")
	insortLeftArgs  = newArgSpec("insort_left", "a", "x", "lo=", "hi=", "*", "key=")
	insortRightArgs = newArgSpec("insort_right", "a", "x", "lo=", "hi=", "*", "key=")
)

func init() {
	registerModule("bisect", func(d *Dict) {
		left := func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return bisectCall(th, bisectLeftArgs, args, kw, false, false)
		}
		right := func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return bisectCall(th, bisectRightArgs, args, kw, true, false)
		}
		insLeft := func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return bisectCall(th, insortLeftArgs, args, kw, false, true)
		}
		insRight := func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return bisectCall(th, insortRightArgs, args, kw, true, true)
		}
		setFunc(d, "bisect_left", left)
		setFunc(d, "bisect_right", right)
		setFunc(d, "bisect", right)
		setFunc(d, "insort_left", insLeft)
		setFunc(d, "insort_right", insRight)
		setFunc(d, "insort", insRight)
	})
}

func bisectCall(th *Thread, spec *argSpec, args []Value, kw []*Str, right, insert bool) (Value, error) {
	var a [5]Value
	if err := spec.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	seq, x, key := a[0], a[1], a[4]
	if key.IsNone() {
		key = Value{}
	}
	lo, hi := 0, -1
	for i, p := range []*int{&lo, &hi} {
		v := a[2+i]
		if v.obj == nil || (i == 1 && v.IsNone()) {
			continue
		}
		n, ok, err := asSsize(th, v)
		if i == 1 && isExceptionOf(err, OverflowErrorType) {
			// hi goes through CPython's optional-ssize converter.
			err = newError(OverflowErrorType, "cannot fit '"+typeName(v)+"' into an index-sized integer")
		}
		if err != nil {
			return Value{}, err
		}
		if !ok {
			return Value{}, newError(TypeErrorType, "'"+typeName(v)+"' object cannot be interpreted as an integer")
		}
		*p = n
	}
	if lo < 0 {
		return Value{}, newError(ValueErrorType, "lo must be non-negative")
	}
	if hi == -1 {
		n, err := length(th, seq)
		if err != nil {
			return Value{}, err
		}
		hi = n
	}
	probe := x
	if insert && key.obj != nil {
		var err error
		if probe, err = th.callArgs(key, x); err != nil {
			return Value{}, err
		}
	}
	for lo < hi {
		if err := th.charge(2); err != nil {
			return Value{}, err
		}
		mid := int(uint(lo+hi) / 2)
		var item Value
		var err error
		if l, ok := seq.obj.(*List); ok && mid < len(l.items) {
			item = l.items[mid] // a list is read straight
		} else if item, err = getItem(th, seq, Int(int64(mid))); err != nil {
			return Value{}, err
		}
		if key.obj != nil {
			if item, err = th.callArgs(key, item); err != nil {
				return Value{}, err
			}
		}
		// bisect_right: x < item; bisect_left: item < x.
		a, b := item, probe
		if right {
			a, b = probe, item
		}
		var lt bool
		if a.isSmallInt() && b.isSmallInt() {
			lt = a.small() < b.small()
		} else if lt, err = lessThan(th, a, b); err != nil {
			return Value{}, err
		}
		if lt == right {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	if !insert {
		return Int(int64(lo)), nil
	}
	if l, ok := seq.obj.(*List); ok { // a list itself: no insert method to look up (PyList_Insert)
		return None, l.insert(th, min(lo, len(l.items)), x)
	}
	ins, err := getAttr(th, seq, nameInsert)
	if err != nil {
		return Value{}, err
	}
	_, err = th.callArgs(ins, Int(int64(lo)), x)
	return None, err
}

var nameInsert = intern("insert")
