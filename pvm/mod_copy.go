package pvm

// The copy module: copy.copy and copy.deepcopy following Lib/copy.py. A
// class's own __reduce_ex__ or __reduce__ is used as CPython uses it;
// otherwise, where CPython goes through object.__reduce_ex__ (not
// available in the sandbox), user instances are rebuilt the way
// object.__reduce_ex__(4) describes them: a bare instance from __new__,
// its state (__getstate__/__setstate__ or __dict__ and slots), then list
// or dict items for subclasses of those.
// The deepcopy memo is a real dict keyed by the objects' identity numbers,
// so __deepcopy__ methods can be handed it and pass it back.

func init() {
	registerModule("copy", func(d *Dict) {
		// CPython's __all__.
		setAll(d, false,
			"Error", "copy", "deepcopy")
		setFunc(d, "copy", copyCopy)
		setFunc(d, "deepcopy", copyDeepcopy)
		d.SetString("Error", ObjectValue(copyErrorType))
		d.SetString("error", ObjectValue(copyErrorType))
	})
}

var copyErrorType = newModuleException("Error", "copy", ExceptionType)

// isAtomic reports values copy and deepcopy return unchanged.
func isAtomic(v Value) bool {
	switch v.obj.(type) {
	case noneKind, boolKind, intKind, floatKind, *BigInt, *Str, *Bytes, *Range, *Slice, *Function,
		*Builtin, *Type, *Property, *singleton, *Code,
		*lruCache: // its __copy__ and __deepcopy__ return it
		return true
	}
	return false
}

func copyCopy(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("copy", args, kw, 1); err != nil {
		return Value{}, err
	}
	x := args[0]
	if isAtomic(x) {
		return x, nil
	}
	switch o := x.obj.(type) {
	case *Tuple:
		return x, nil
	case *List:
		if err := th.allocate(sizeofSeq(len(o.items))); err != nil {
			return Value{}, err
		}
		return NewList(append([]Value(nil), o.items...)), nil
	case *Dict:
		if err := th.allocate(sizeofDict(o.Len())); err != nil {
			return Value{}, err
		}
		return ObjectValue(o.Copy()), nil
	case *ByteArray:
		if err := th.chargeBytes(len(o.b)); err != nil {
			return Value{}, err
		}
		return ObjectValue(&ByteArray{b: append([]byte(nil), o.b...)}), nil
	case *BoundMethod: // reduced to getattr(self, name): the same function bound anew
		return ObjectValue(&BoundMethod{fn: o.fn, self: o.self}), nil
	}
	if m, ok := x.Type().lookupString("__copy__"); ok {
		return callBound(th, m, x)
	}
	return reconstruct(th, x, nil)
}

// callBound calls a method found on x's class with x as self.
func callBound(th *Thread, m, x Value, args ...Value) (Value, error) {
	f, err := descriptorGet(th, m, x, x.Type())
	if err != nil {
		return Value{}, err
	}
	return th.call(f, args, nil)
}

var deepcopyArgs = newArgSpec("deepcopy", "x", "memo=", "_nil=")

func copyDeepcopy(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [3]Value
	if err := deepcopyArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	dc := &deepCopier{th: th}
	if m := a[1]; m.obj != nil && !m.IsNone() {
		d, ok := m.obj.(*Dict)
		if !ok {
			return Value{}, newError(TypeErrorType, "deepcopy() memo must be a dict, not "+typeName(m))
		}
		dc.memo = d
	}
	return dc.copy(a[0])
}

// deepCopier carries one deepcopy's memo (created on first use).
type deepCopier struct {
	th   *Thread
	memo *Dict
}

func (dc *deepCopier) key(o Object) Value { return Int(identityHash(dc.th, o)) }

func (dc *deepCopier) memoDict() *Dict {
	if dc.memo == nil {
		dc.memo = newDict(0)
	}
	return dc.memo
}

// remember records y as the copy of x.
func (dc *deepCopier) remember(x Object, y Value) error {
	return dc.memoDict().Set(dc.th, dc.key(x), y)
}

// keepAlive appends x to the memo's list under the memo's own identity, as
// copy._keep_alive does: __deepcopy__ methods see it in the memo's size.
func (dc *deepCopier) keepAlive(x Object) error {
	th, memo := dc.th, dc.memoDict()
	self := dc.key(memo)
	keep, ok, err := memo.Get(th, self)
	if err != nil {
		return err
	}
	if l, isList := keep.obj.(*List); ok && isList {
		return l.append(th, ObjectValue(x))
	}
	if err := th.allocate(sizeofSeq(1) + dictEntrySize); err != nil {
		return err
	}
	return memo.Set(th, self, NewList([]Value{ObjectValue(x)}))
}

// CPython's deepcopy is Python code (copy.py): each level of a copied
// structure costs Python frames, and the built-in functions those call
// (id(), type()) one more level while they run. The copier counts the
// same levels, so that a structure CPython cannot copy for its recursion
// limit is not copied here either:
//
//	deepcopy(x)          a frame, then id(x)             copy
//	_deepcopy_list/dict  a frame, then id(x)             dispatch
//	_deepcopy_tuple      a frame and its comprehension's dispatch
//	_deepcopy_method     a frame                         dispatch
//	_reconstruct         a frame; for an instance, the   reconstruct
//	                     generator of copyreg.__newobj__'s arguments,
//	                     deepcopy(cls) and its id(cls)

// reach checks that frames more Python frames, and then (call) a call of
// a built-in function, would fit under the recursion limit, failing with
// CPython's message for the first that would not.
func (dc *deepCopier) reach(frames int, call bool) error {
	th := dc.th
	switch {
	case th.depth+frames > th.maxDepth:
		return newError(RecursionErrorType, "maximum recursion depth exceeded")
	case call && th.depth+frames+1 > th.maxDepth:
		return newError(RecursionErrorType, "maximum recursion depth exceeded while calling a Python object")
	}
	return nil
}

// enter adds frames levels (CPython's helper frames) to the depth: leave
// takes them off.
func (dc *deepCopier) enter(frames int) error {
	if err := dc.reach(frames, false); err != nil {
		return err
	}
	dc.th.depth += frames
	return nil
}

func (dc *deepCopier) leave(frames int) { dc.th.depth -= frames }

func (dc *deepCopier) copy(x Value) (Value, error) {
	th := dc.th
	if err := dc.reach(1, true); err != nil { // deepcopy's frame and its id(x)
		return Value{}, err
	}
	if isAtomic(x) {
		return x, nil
	}
	if err := th.charge(2); err != nil {
		return Value{}, err
	}
	if dc.memo != nil {
		if y, ok, err := dc.memo.Get(th, dc.key(x.obj)); err != nil || ok {
			return y, err
		}
	}
	if err := th.enter(); err != nil {
		return Value{}, err
	}
	defer th.leave()
	y, err := dc.dispatch(x)
	if err != nil {
		return Value{}, err
	}
	if !is(y, x) {
		if err := dc.remember(x.obj, y); err != nil {
			return Value{}, err
		}
		err = dc.keepAlive(x.obj)
	}
	return y, err
}

func (dc *deepCopier) values(items []Value) ([]Value, error) {
	out := make([]Value, len(items))
	for i, v := range items {
		c, err := dc.copy(v)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

// dict copies d's items into y (a fresh dict), memoizing y first.
func (dc *deepCopier) dictInto(d, y *Dict) error {
	for _, e := range d.Items() {
		k, err := dc.copy(e.key)
		if err != nil {
			return err
		}
		v, err := dc.copy(e.value)
		if err != nil {
			return err
		}
		if err := y.Set(dc.th, k, v); err != nil {
			return err
		}
	}
	return nil
}

func (dc *deepCopier) dispatch(x Value) (Value, error) {
	th := dc.th
	switch x.obj.(type) {
	case *List, *Dict:
		if err := dc.reach(1, true); err != nil { // the helper's frame and its id(x)
			return Value{}, err
		}
		dc.th.depth++
		defer dc.leave(1)
	case *Tuple: // the helper's frame and its list comprehension's
		if err := dc.enter(2); err != nil {
			return Value{}, err
		}
		defer dc.leave(2)
	case *BoundMethod:
		if err := dc.enter(1); err != nil {
			return Value{}, err
		}
		defer dc.leave(1)
	}
	switch o := x.obj.(type) {
	case *List:
		if err := th.allocate(sizeofSeq(len(o.items))); err != nil {
			return Value{}, err
		}
		y := &List{items: make([]Value, 0, len(o.items))}
		if err := dc.remember(o, ObjectValue(y)); err != nil {
			return Value{}, err
		}
		for i := 0; i < len(o.items); i++ {
			c, err := dc.copy(o.items[i])
			if err != nil {
				return Value{}, err
			}
			if err := y.append(th, c); err != nil {
				return Value{}, err
			}
		}
		return ObjectValue(y), nil
	case *Tuple:
		items, err := dc.values(o.items)
		if err != nil {
			return Value{}, err
		}
		// A cycle through the tuple may have copied it meanwhile.
		if y, ok, err := dc.memoDict().Get(th, dc.key(o)); err != nil || ok {
			return y, err
		}
		for i := range items {
			if !is(items[i], o.items[i]) {
				if err := th.allocate(sizeofSeq(len(items))); err != nil {
					return Value{}, err
				}
				return NewTuple(items), nil
			}
		}
		return x, nil
	case *Dict:
		if err := th.allocate(sizeofDict(o.Len())); err != nil {
			return Value{}, err
		}
		y := newDict(o.Len())
		if err := dc.remember(o, ObjectValue(y)); err != nil {
			return Value{}, err
		}
		return ObjectValue(y), dc.dictInto(o, y)
	case *ByteArray:
		if err := th.chargeBytes(len(o.b)); err != nil {
			return Value{}, err
		}
		return ObjectValue(&ByteArray{b: append([]byte(nil), o.b...)}), nil
	case *BoundMethod:
		self, err := dc.copy(o.self)
		if err != nil {
			return Value{}, err
		}
		return ObjectValue(&BoundMethod{fn: o.fn, self: self}), nil
	}
	if m, ok := x.Type().lookupString("__deepcopy__"); ok {
		return callBound(th, m, x, ObjectValue(dc.memoDict()))
	}
	if d, ok := x.obj.(*Deque); ok {
		y, err := newDequeLike(th, d, nil)
		if err != nil {
			return Value{}, err
		}
		if err := dc.remember(d, y); err != nil {
			return Value{}, err
		}
		items, err := dc.values(d.items())
		if err != nil {
			return Value{}, err
		}
		_, err = callMethod(th, y, "extend", NewList(items))
		return y, err
	}
	if err := dc.enter(1); err != nil { // _reconstruct's frame
		return Value{}, err
	}
	defer dc.leave(1)
	return reconstruct(th, x, dc)
}

// reconstruct copies a user instance (or exception) shallowly (dc nil) or
// deeply, as copy._reconstruct does with what __reduce_ex__(4) returns.
func reconstruct(th *Thread, x Value, dc *deepCopier) (Value, error) {
	deep := func(v Value) (Value, error) {
		if dc == nil {
			return v, nil
		}
		return dc.copy(v)
	}
	if e, ok := x.obj.(*Exception); ok {
		return copyException(th, e, deep, dc)
	}
	if p, ok := x.obj.(*partial); ok {
		return copyPartial(th, p, deep)
	}
	inst, ok := x.obj.(*Instance)
	if !ok {
		return Value{}, newError(TypeErrorType, "cannot pickle '"+typeName(x)+"' object")
	}
	if rv, ok, err := userReduce(th, x); ok || err != nil {
		if err != nil {
			return Value{}, err
		}
		return reconstructFrom(th, x, rv, dc, deep)
	}
	args, err := newArgs(th, x, inst)
	if err != nil {
		return Value{}, err
	}
	if dc != nil {
		// Deep-copying copyreg.__newobj__'s arguments: a generator's frame,
		// then deepcopy(cls)'s frame and its id(cls).
		if err := dc.reach(2, true); err != nil {
			return Value{}, err
		}
		if args, err = dc.values(args); err != nil {
			return Value{}, err
		}
	}
	y, err := newObject(th, inst, args)
	if err != nil {
		return Value{}, err
	}
	if dc != nil {
		if err := dc.remember(inst, y); err != nil {
			return Value{}, err
		}
	}
	if err := copyState(th, x, y, inst, deep); err != nil {
		return Value{}, err
	}
	switch b := inst.base().obj.(type) {
	case *List:
		for i := 0; i < len(b.items); i++ {
			v, err := deep(b.items[i])
			if err != nil {
				return Value{}, err
			}
			if _, err := callMethod(th, y, "append", v); err != nil {
				return Value{}, err
			}
		}
	case *Dict:
		for _, e := range b.Items() {
			k, err := deep(e.key)
			if err != nil {
				return Value{}, err
			}
			v, err := deep(e.value)
			if err != nil {
				return Value{}, err
			}
			if err := setItem(th, y, k, v); err != nil {
				return Value{}, err
			}
		}
	}
	return y, nil
}

// userReduce is what x's class's own __reduce_ex__(4) or __reduce__
// returns, if it defines one (ok false when it defines neither).
func userReduce(th *Thread, x Value) (Value, bool, error) {
	if m, ok := userMethod(x, "__reduce_ex__"); ok {
		rv, err := th.callArgs(m, x, Int(4))
		return rv, true, err
	}
	if m, ok := userMethod(x, "__reduce__"); ok {
		rv, err := th.callArgs(m, x)
		return rv, true, err
	}
	return Value{}, false, nil
}

// reconstructFrom is copy._reconstruct: x copied from what its reduction
// returned, (callable, args[, state[, listitems[, dictitems]]]), or x
// itself for a str (a global's name).
func reconstructFrom(th *Thread, x, rv Value, dc *deepCopier, deep func(Value) (Value, error)) (Value, error) {
	if _, ok := rv.obj.(*Str); ok {
		return x, nil
	}
	t, ok := rv.obj.(*Tuple)
	if !ok || len(t.items) < 2 || len(t.items) > 5 {
		return Value{}, newError(TypeErrorType, "__reduce__ must return a string or a tuple of 2 to 5 items")
	}
	part := func(i int) Value {
		if i < len(t.items) && !t.items[i].IsNone() {
			return t.items[i]
		}
		return Value{}
	}
	args, err := deep(t.items[1])
	if err != nil {
		return Value{}, err
	}
	argv, err := toValues(th, args)
	if err != nil {
		return Value{}, err
	}
	y, err := th.call(t.items[0], argv, nil)
	if err != nil {
		return Value{}, err
	}
	if dc != nil {
		if err := dc.remember(x.obj, y); err != nil {
			return Value{}, err
		}
	}
	if state := part(2); state.obj != nil {
		if err := setReducedState(th, y, state, deep); err != nil {
			return Value{}, err
		}
	}
	if items := part(3); items.obj != nil {
		err := forEach(th, items, func(v Value) (bool, error) {
			v, err := deep(v)
			if err == nil {
				_, err = callMethod(th, y, "append", v)
			}
			return err != nil, err
		})
		if err != nil {
			return Value{}, err
		}
	}
	if pairs := part(4); pairs.obj != nil {
		err := forEach(th, pairs, func(kv Value) (bool, error) {
			p, err := unpackN(th, kv, 2, -1, 0)
			if err != nil {
				return true, err
			}
			k, err := deep(p[0])
			if err != nil {
				return true, err
			}
			v, err := deep(p[1])
			if err == nil {
				err = setItem(th, y, k, v)
			}
			return err != nil, err
		})
		if err != nil {
			return Value{}, err
		}
	}
	return y, nil
}

// setReducedState gives y the state a reduction returned: through
// __setstate__, else into its __dict__ (and, for a (dict, slots) pair,
// setattr of each slot).
func setReducedState(th *Thread, y, state Value, deep func(Value) (Value, error)) error {
	state, err := deep(state)
	if err != nil {
		return err
	}
	if set, ok := userMethod(y, "__setstate__"); ok {
		_, err := th.callArgs(set, y, state)
		return err
	}
	var slots Value
	if pair, ok := state.obj.(*Tuple); ok && len(pair.items) == 2 {
		state, slots = pair.items[0], pair.items[1]
	}
	if d, ok := state.obj.(*Dict); ok && d.Len() > 0 {
		yd, err := getAttr(th, y, intern("__dict__"))
		if err != nil {
			return err
		}
		if _, err := callMethod(th, yd, "update", state); err != nil {
			return err
		}
	}
	if d, ok := slots.obj.(*Dict); ok {
		for _, e := range d.Items() {
			name, ok := e.key.obj.(*Str)
			if !ok {
				return newError(TypeErrorType, "attribute name must be string, not '"+typeName(e.key)+"'")
			}
			if err := setAttr(th, y, name, e.value); err != nil {
				return err
			}
		}
	}
	return nil
}

// newArgs are the arguments __reduce_ex__ passes to cls.__new__: those of
// __getnewargs__, else the value of an immutable built-in base.
func newArgs(th *Thread, x Value, inst *Instance) ([]Value, error) {
	if m, ok := userMethod(x, "__getnewargs__"); ok {
		r, err := th.callArgs(m, x)
		if err != nil {
			return nil, err
		}
		t, ok := r.obj.(*Tuple)
		if !ok {
			return nil, newError(TypeErrorType, "__getnewargs__ should return a tuple, not '"+typeName(r)+"'")
		}
		return t.items, nil
	}
	switch inst.base().obj.(type) {
	case nil, *List, *Dict, *ByteArray:
		return nil, nil
	}
	return []Value{inst.base()}, nil
}

// newObject is cls.__new__(cls, *args) without running __init__.
func newObject(th *Thread, inst *Instance, args []Value) (Value, error) {
	cls := ObjectValue(inst.cls)
	if inst.cls.specials().userNew {
		m, err := getAttr(th, cls, intern("__new__"))
		if err != nil {
			return Value{}, err
		}
		return th.call(m, append([]Value{cls}, args...), nil)
	}
	return th.newInstance(inst.cls, args, nil)
}

// copyState transfers x's state to y: through __getstate__/__setstate__
// when the class defines them, else __dict__ and slots directly.
func copyState(th *Thread, x, y Value, inst *Instance, deep func(Value) (Value, error)) error {
	if m, ok := userMethod(x, "__getstate__"); ok {
		state, err := th.callArgs(m, x)
		if err != nil || state.IsNone() {
			return err
		}
		if state, err = deep(state); err != nil {
			return err
		}
		if set, ok := userMethod(y, "__setstate__"); ok {
			_, err = th.callArgs(set, y, state)
			return err
		}
		d, ok := state.obj.(*Dict)
		yi, isInst := y.obj.(*Instance)
		if !ok || !isInst || yi.attrDict() == nil {
			return newError(TypeErrorType, "cannot restore the state returned by __getstate__ without __setstate__")
		}
		return dictUpdate(th, yi.dict(), ObjectValue(d), false, Value{})
	}
	yi, ok := y.obj.(*Instance)
	if !ok {
		return nil
	}
	if d := inst.attrDict(); d != nil && d.Len() > 0 {
		state, err := deep(ObjectValue(d))
		if err != nil {
			return err
		}
		if set, ok := userMethod(y, "__setstate__"); ok {
			_, err = th.callArgs(set, y, state)
			return err
		}
		yd := yi.attrDict()
		if yd == nil {
			yd = newDict(d.Len())
			yi.extra().dict = yd
		}
		if err := dictUpdate(th, yd, state, false, Value{}); err != nil {
			return err
		}
	}
	if len(inst.slots()) > 0 {
		slots := make([]Value, len(inst.slots()))
		for i, v := range inst.slots() {
			if v.obj == nil {
				continue
			}
			c, err := deep(v)
			if err != nil {
				return err
			}
			slots[i] = c
		}
		yi.extra().slots = slots
	}
	return nil
}

// copyException copies an exception: its class, args and attributes.
// copyPartial copies a functools.partial through its reduce state (func,
// args, keywords, __dict__), as CPython's partial.__reduce__ allows.
func copyPartial(th *Thread, p *partial, deep func(Value) (Value, error)) (Value, error) {
	if err := th.allocate(sizeofInstance); err != nil {
		return Value{}, err
	}
	fn, err := deep(p.fn)
	if err != nil {
		return Value{}, err
	}
	args, err := deep(NewTuple(p.args))
	if err != nil {
		return Value{}, err
	}
	y := &partial{fn: fn, args: args.obj.(*Tuple).items}
	for _, d := range []struct {
		src *Dict
		dst **Dict
	}{{p.keywords, &y.keywords}, {p.dict, &y.dict}} {
		if d.src == nil {
			continue
		}
		c, err := deep(ObjectValue(d.src))
		if err != nil {
			return Value{}, err
		}
		*d.dst = newDict(d.src.Len())
		if err := dictUpdate(th, *d.dst, c, false, Value{}); err != nil {
			return Value{}, err
		}
	}
	return ObjectValue(y), nil
}

func copyException(th *Thread, e *Exception, deep func(Value) (Value, error), dc *deepCopier) (Value, error) {
	if err := th.allocate(sizeofInstance); err != nil {
		return Value{}, err
	}
	y := &Exception{cls: e.cls, args: e.args}
	if dc != nil {
		if err := dc.remember(e, ObjectValue(y)); err != nil {
			return Value{}, err
		}
	}
	args, err := deep(ObjectValue(e.args))
	if err != nil {
		return Value{}, err
	}
	y.args = args.obj.(*Tuple)
	if e.group() != nil { // rebuilt from (the copies of) its arguments, as cls(*args)
		if _, err := initGroup(th, y, e.cls, y.args.items); err != nil {
			return Value{}, err
		}
	}
	if e.dict != nil {
		d, err := deep(ObjectValue(e.dict))
		if err != nil {
			return Value{}, err
		}
		y.dict = newDict(e.dict.Len())
		if err := dictUpdate(th, y.dict, d, false, Value{}); err != nil {
			return Value{}, err
		}
	}
	return ObjectValue(y), nil
}
