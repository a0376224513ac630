package pvm

// append adds v, charging for growth before the backing array grows.
func (l *List) append(th *Thread, v Value) error {
	if len(l.items) == cap(l.items) {
		grow := cap(l.items)
		if grow < 4 {
			grow = 4
		}
		if err := th.allocate(int64(grow) * valueSize); err != nil {
			return err
		}
	}
	l.items = append(l.items, v)
	return nil
}

// extend appends every item of an iterable.
func (l *List) extend(th *Thread, iterable Value) error {
	var items []Value
	switch o := iterable.obj.(type) {
	case *List:
		items = o.items
	case *Tuple:
		items = o.items
	default:
		var err error
		if items, err = toValues(th, iterable); err != nil {
			return err
		}
	}
	if err := th.charge(int64(len(items))); err != nil {
		return err
	}
	if err := th.allocate(int64(len(items)) * valueSize); err != nil {
		return err
	}
	l.items = append(l.items, items...)
	return nil
}

func (l *List) setSlice(th *Thread, s *Slice, v Value) error {
	items, err := toValues(th, v)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls == TypeErrorType {
			return newError(TypeErrorType, "can only assign an iterable")
		}
		return err
	}
	start, stop, step, err := sliceIndices(th, s, len(l.items))
	if err != nil {
		return err
	}
	if step == 1 {
		if stop < start {
			stop = start
		}
		if err := th.allocate(int64(len(items)) * valueSize); err != nil {
			return err
		}
		out := make([]Value, 0, len(l.items)-(stop-start)+len(items))
		out = append(out, l.items[:start]...)
		out = append(out, items...)
		out = append(out, l.items[stop:]...)
		l.items = out
		return nil
	}
	n := sliceLen(start, stop, step)
	if len(items) != n {
		return newError(ValueErrorType, "attempt to assign sequence of size "+itoa(int64(len(items)))+" to extended slice of size "+itoa(int64(n)))
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		l.items[j] = items[i]
	}
	return nil
}

func (l *List) deleteSlice(th *Thread, s *Slice) error {
	start, stop, step, err := sliceIndices(th, s, len(l.items))
	if err != nil {
		return err
	}
	n := sliceLen(start, stop, step)
	if n == 0 {
		return nil
	}
	if step < 0 {
		start, step = start+(n-1)*step, -step
	}
	out := make([]Value, 0, len(l.items)-n)
	for i, v := range l.items {
		if i >= start && (i-start)%step == 0 && (i-start)/step < n {
			continue
		}
		out = append(out, v)
	}
	l.items = out
	return nil
}

// dictUpdate merges a mapping into d (DICT_UPDATE / DICT_MERGE). For calls,
// duplicates are an error naming the callee.
func dictUpdate(th *Thread, d *Dict, src Value, rejectDuplicates bool, callee Value) error {
	if m, ok := src.obj.(*Dict); ok {
		for _, e := range m.Items() {
			if rejectDuplicates {
				if _, dup, _ := d.Get(th, e.key); dup {
					return newError(TypeErrorType, callableName(callee)+" got multiple values for keyword argument '"+reprNoThread(e.key)[1:len(reprNoThread(e.key))-1]+"'")
				}
			}
			if err := d.Set(th, e.key, e.value); err != nil {
				return err
			}
		}
		return nil
	}
	if inst, ok := src.obj.(*Instance); ok {
		if m, ok := inst.base.obj.(*Dict); ok {
			return dictUpdate(th, d, ObjectValue(m), rejectDuplicates, callee)
		}
	}
	keysFn, err := getAttr(th, src, intern("keys"))
	if err != nil {
		if rejectDuplicates {
			return newError(TypeErrorType, callableName(callee)+" argument after ** must be a mapping, not "+typeName(src))
		}
		return newError(TypeErrorType, "'"+typeName(src)+"' object is not a mapping")
	}
	keys, err := th.call(keysFn, nil, nil)
	if err != nil {
		return err
	}
	ks, err := toValues(th, keys)
	if err != nil {
		return err
	}
	for _, k := range ks {
		v, err := getItem(th, src, k)
		if err != nil {
			return err
		}
		if err := d.Set(th, k, v); err != nil {
			return err
		}
	}
	return nil
}

// callableName is how CPython names a callee in argument errors.
func callableName(fn Value) string {
	switch f := fn.obj.(type) {
	case *Function:
		return f.qualname + "()"
	case *Builtin:
		return f.name + "()"
	case *Type:
		return f.Name + "()"
	case *BoundMethod:
		return callableName(f.fn)
	}
	return typeName(fn) + " object"
}
