package pvm

import c "github.com/cowboy-go/cowboy/pvm/compile"

// The methods of dict.

func dictOf(v Value) *Dict { return unwrapBase(v).obj.(*Dict) }

// dictLookup is self[key] for a dict or an instance of a dict subclass,
// whose __missing__ (if any) answers for absent keys.
func dictLookup(th *Thread, self Value, d *Dict, key Value) (Value, error) {
	v, found, err := d.Get(th, key)
	if err != nil || found {
		return v, err
	}
	if _, sub := self.obj.(*Instance); sub {
		if missing, ok := userMethodStr(self, nameMissing); ok {
			return th.callArgs(missing, self, key)
		}
	}
	return Value{}, newErrorArgs(KeyErrorType, key)
}

// dictSet is d[key] = v, accounting for a new entry.
func dictSet(th *Thread, d *Dict, key, v Value) error { return d.set(th, key, v, true) }

// dictMerge is dict.update(src) without keywords: a mapping (anything with
// keys()) is merged, anything else must iterate over key/value pairs.
func dictMerge(th *Thread, d *Dict, src Value) error {
	switch src.obj.(type) {
	case *Generator, builtinIterator, *List, *Tuple:
		// No keys attribute: skip the lookup, and the AttributeError it
		// would build, for dict(pairs) and dict(zip(...)).
		return dictMergePairs(th, d, src)
	}
	if _, ok := unwrapBase(src).obj.(*Dict); ok {
		return dictUpdate(th, d, src, false, Value{})
	}
	// Python code runs for each item: d may be a dict being made
	// (dict(g)), which no frame reaches yet.
	th.pin(&pinnedSlice{ObjectValue(d), src})
	defer th.unpin()
	if _, err := getAttr(th, src, intern("keys")); err != nil {
		return dictMergePairs(th, d, src)
	}
	return dictUpdate(th, d, src, false, Value{})
}

func dictMergePairs(th *Thread, d *Dict, src Value) error {
	it, err := getIter(th, src)
	if err != nil {
		return err
	}
	th.pin(&pinnedSlice{ObjectValue(d), it})
	defer th.unpin()
	if u, n := unpackingOf(it); n == 2 {
		return dictMergeUnpacked(th, d, u)
	}
	for i := int64(0); ; i++ {
		item, ok, err := iterNext(th, it)
		if err != nil || !ok {
			return err
		}
		var pair []Value
		switch o := item.obj.(type) {
		case *Tuple:
			pair = o.items
		case *List:
			pair = o.items
		default:
			it, err := iterOr(th, item, "cannot convert dictionary update sequence element #"+itoa(i)+" to a sequence")
			if err != nil {
				return err
			}
			if pair, err = toValues(th, it); err != nil {
				return err
			}
		}
		if len(pair) != 2 {
			return newError(ValueErrorType, "dictionary update sequence element #"+itoa(i)+" has length "+itoa(int64(len(pair)))+"; 2 is required")
		}
		if err := dictSet(th, d, pair[0], pair[1]); err != nil {
			return err
		}
	}
}

// dictMergeUnpacked is dictMergePairs for an iterator of fresh pairs (zip
// of two, enumerate, dict items): it takes their values without the tuples.
func dictMergeUnpacked(th *Thread, d *Dict, u unpackingIter) error {
	var pair [2]Value
	for {
		ok, err := u.nextInto(th, pair[:])
		if err != nil || !ok {
			return err
		}
		if err := dictSet(th, d, pair[0], pair[1]); err != nil {
			return err
		}
	}
}

// dictUpdate merges a mapping into d (DICT_UPDATE / DICT_MERGE). For calls,
// duplicates are an error naming the callee.
func dictUpdate(th *Thread, d *Dict, src Value, rejectDuplicates bool, callee Value) error {
	// A dict's entries are read directly unless its class iterates it
	// another way (CPython's dict_merge checks tp_iter so).
	if m, ok := unwrapBase(src).obj.(*Dict); ok && !hasUserIter(src) {
		if err := th.charge(int64(m.live)); err != nil {
			return err
		}
		if !rejectDuplicates && cap(d.entries) == 0 && m != d {
			return d.cloneFrom(th, m)
		}
		// By the hashes m stored, as CPython merges: a key's __hash__
		// does not run again.
		for _, e := range m.Items() {
			i, err := d.find(th, e.key, e.hash)
			switch {
			case err != nil:
				return err
			case i >= 0 && rejectDuplicates:
				return duplicateKeyword(th, callee, e.key)
			case i >= 0:
				d.entries[i].value = e.value
			default:
				if err := d.insert(th, e.hash, e.key, e.value); err != nil {
					return err
				}
			}
		}
		return nil
	}
	keysFn, err := getAttr(th, src, intern("keys"))
	if err != nil {
		if rejectDuplicates {
			return newError(TypeErrorType, callableName(th, callee)+" argument after ** must be a mapping, not "+typeName(src))
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
		if err := mergeItem(th, d, k, v, rejectDuplicates, callee); err != nil {
			return err
		}
	}
	return nil
}

// mergeItem sets d[k] = v for dictUpdate, refusing a key d has when the
// merge gathers a call's keyword arguments.
func mergeItem(th *Thread, d *Dict, k, v Value, rejectDuplicates bool, callee Value) error {
	if rejectDuplicates {
		if _, dup, _ := d.Get(th, k); dup {
			return duplicateKeyword(th, callee, k)
		}
	}
	return d.Set(th, k, v)
}

func duplicateKeyword(th *Thread, callee, k Value) error {
	return newError(TypeErrorType, callableName(th, callee)+" got multiple values for keyword argument '"+reprNoThread(k)[1:len(reprNoThread(k))-1]+"'")
}

// callableName is how CPython names a callee in argument errors.
func callableName(th *Thread, fn Value) string {
	switch f := fn.obj.(type) {
	case *Function:
		f = th.view(f)
		if m, ok := f.module.obj.(*Str); ok && m.s != "builtins" {
			return m.s + "." + f.qualname + "()"
		}
		return f.qualname + "()"
	case *Builtin:
		return f.name + "()"
	case *Type:
		return f.Name + "()"
	case *BoundMethod:
		return callableName(th, f.fn)
	}
	return typeName(fn) + " object"
}

// dictInit is dict(...) / dict.update(...) / dict.__init__(...): at most one
// positional source, then keyword items.
func dictInit(th *Thread, name string, d *Dict, args []Value, kw []*Str) error {
	npos := len(args) - len(kw)
	if npos > 1 {
		return newError(TypeErrorType, name+" expected at most 1 argument, got "+itoa(int64(npos)))
	}
	if npos == 1 {
		if err := dictMerge(th, d, args[0]); err != nil {
			return err
		}
	}
	for i, k := range kw {
		if err := dictSet(th, d, ObjectValue(k), args[npos+i]); err != nil {
			return err
		}
	}
	return nil
}

func constructDict(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if err := th.allocate(sizeofDict(0)); err != nil {
		return Value{}, err
	}
	n := len(kw)
	if len(args) == 1 && n == 0 {
		if m, ok := args[0].obj.(*Dict); ok && m.live <= 4 {
			n = 4 // the room cloneFrom copies a small dict into
		}
	}
	d := newDict(n)
	return ObjectValue(d), dictInit(th, "dict", d, args, kw)
}

func init() {
	DictType.construct = constructDict
	DictType.dict.SetString("__hash__", None)
	defBuiltinNew(DictType)
	defMeth(DictType, "__init__", 0, argsAny, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return None, dictInit(th, "dict", dictOf(args[0]), args[1:], kw)
	})
	defMeth(DictType, "update", 0, argsAny, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return None, dictInit(th, "update", dictOf(args[0]), args[1:], kw)
	})
	defMeth(DictType, "get", 1, 2, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		v, found, err := dictOf(args[0]).Get(th, args[1])
		if err != nil || found {
			return v, err
		}
		if len(args) > 2 {
			return args[2], nil
		}
		return None, nil
	})
	defMeth(DictType, "setdefault", 1, 2, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		v := None
		if len(args) > 2 {
			v = args[2]
		}
		return dictOf(args[0]).setDefault(th, args[1], v)
	})
	defMeth(DictType, "pop", 1, 2, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		d := dictOf(args[0])
		if d.live == 0 && !isCollectionsClass(args[0].Type(), "OrderedDict") {
			// CPython's dict.pop answers an empty dict without hashing the
			// key (OrderedDict's own pop hashes it first).
			if len(args) > 2 {
				return args[2], nil
			}
			return Value{}, newErrorArgs(KeyErrorType, args[1])
		}
		v, found, err := d.Delete(th, args[1])
		switch {
		case err != nil || found:
			return v, err
		case len(args) > 2:
			return args[2], nil
		}
		return Value{}, newErrorArgs(KeyErrorType, args[1])
	})
	defMeth(DictType, "popitem", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		d := dictOf(args[0])
		if d.live == 0 {
			return Value{}, newErrorArgs(KeyErrorType, StrValue("popitem(): dictionary is empty"))
		}
		return d.popEnd(th, true)
	})
	defMeth(DictType, "clear", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		dictOf(args[0]).Clear()
		return None, nil
	})
	defMeth(DictType, "copy", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		d := dictOf(args[0])
		if err := th.charge(int64(d.live)); err != nil {
			return Value{}, err
		}
		if err := th.allocate(sizeofDict(d.live)); err != nil {
			return Value{}, err
		}
		return ObjectValue(d.Copy()), nil
	})
	DictType.dict.SetString("fromkeys", ObjectValue(&ClassMethod{fn: ObjectValue(&Builtin{name: "fromkeys", fn: dictFromKeys})}))
	defMeth(DictType, "keys", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return ObjectValue(&dictView{d: dictOf(args[0]), kind: 'k'}), nil
	})
	defMeth(DictType, "values", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return ObjectValue(&dictView{d: dictOf(args[0]), kind: 'v'}), nil
	})
	defMeth(DictType, "items", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return ObjectValue(&dictView{d: dictOf(args[0]), kind: 'i'}), nil
	})
	defMeth(DictType, "__getitem__", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return dictLookup(th, args[0], dictOf(args[0]), args[1])
	})
	defMeth(DictType, "__contains__", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		_, found, err := dictOf(args[0]).Get(th, args[1])
		return Bool(found), err
	})
	defMeth(DictType, "__reversed__", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return reversedDict(dictOf(args[0]), 'k'), nil
	})
	defSlot(DictType, "__setitem__", 2, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return None, dictSet(th, dictOf(args[0]), args[1], args[2])
	})
	defSlot(DictType, "__delitem__", 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return None, delItem(th, unwrapBase(args[0]), args[1])
	})
	defSlot(DictType, "__len__", 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return Int(int64(dictOf(args[0]).live)), nil
	})
	defSlot(DictType, "__iter__", 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return getIter(th, unwrapBase(args[0]))
	})
	defBinopSlots(DictType, []c.BinaryOp{c.OpOr}, true, func(th *Thread, op c.BinaryOp, a, b Value) (Value, bool, error) {
		if _, ok := b.obj.(*Dict); !ok {
			return Value{}, false, nil
		}
		return builtinBinop(th, op, a, b, false)
	})
	defSlot(DictType, "__ior__", 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return args[0], dictMerge(th, dictOf(args[0]), args[1])
	})
	defCompareSlots(DictType, func(op c.CompareOp, x, y Value) bool {
		_, ok := y.obj.(*Dict)
		return ok && (op == c.CmpEQ || op == c.CmpNE)
	})
}

// dictFromKeys is the class method dict.fromkeys(iterable, value=None);
// subclasses are built by calling the class and setting items on the result.
func dictFromKeys(th *Thread, args []Value, kw []*Str) (Value, error) {
	if len(args) == 0 {
		return Value{}, newError(TypeErrorType, "descriptor 'fromkeys' of 'dict' object needs an argument")
	}
	cls, ok := args[0].obj.(*Type)
	if !ok || !cls.isSubtype(DictType) {
		return Value{}, newError(TypeErrorType, "descriptor 'fromkeys' for type 'dict' needs a subtype of 'dict', not '"+typeName(args[0])+"'")
	}
	if err := rangeArgs("fromkeys", args[1:], kw, 1, 2); err != nil {
		return Value{}, err
	}
	v := None
	if len(args) > 2 {
		v = args[2]
	}
	if src, ok := args[1].obj.(*Dict); ok && cls == DictType {
		// The keys of a dict, by the hashes it stored (as CPython does).
		if err := th.charge(int64(src.live)); err != nil {
			return Value{}, err
		}
		if err := th.allocate(sizeofDict(src.live)); err != nil {
			return Value{}, err
		}
		out := newDict(src.live)
		for _, e := range src.Items() {
			if err := out.insert(th, e.hash, e.key, v); err != nil {
				return Value{}, err
			}
		}
		return ObjectValue(out), nil
	}
	keys, err := toValues(th, args[1])
	if err != nil {
		return Value{}, err
	}
	if err := th.charge(int64(len(keys))); err != nil {
		return Value{}, err
	}
	var out Value
	if cls == DictType {
		if err := th.allocate(sizeofDict(len(keys))); err != nil {
			return Value{}, err
		}
		out = ObjectValue(newDict(len(keys)))
	} else if out, err = th.call(args[0], nil, nil); err != nil {
		return Value{}, err
	}
	for _, k := range keys {
		if err := setItem(th, out, k, v); err != nil {
			return Value{}, err
		}
	}
	return out, nil
}

// hasUserIter reports whether v's class defines __iter__ in Python.
func hasUserIter(v Value) bool {
	_, ok := userMethod(v, "__iter__")
	return ok
}
