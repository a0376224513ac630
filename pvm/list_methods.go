package pvm

import c "github.com/cowboy-go/cowboy/pvm/compile"

// The methods of list.

func listOf(v Value) *List { return unwrapBase(v).obj.(*List) }

// seqBound resolves an optional start/stop argument of index() against
// length n, clamping like CPython's slice indices.
func seqBound(th *Thread, v Value, n, def int) (int, error) {
	if v.IsUnbound() {
		return def, nil
	}
	i, ok, err := asIndex(th, v)
	if err != nil {
		if e, isExc := err.(*Exception); isExc && e.cls == IndexErrorType {
			// Huge bounds clamp rather than fail.
			if intSign(v) < 0 {
				return 0, nil
			}
			return n, nil
		}
		return 0, err
	}
	if !ok {
		return 0, newError(TypeErrorType, "slice indices must be integers or have an __index__ method")
	}
	if i < 0 {
		i += n
		if i < 0 {
			i = 0
		}
	} else if i > n {
		i = n
	}
	return i, nil
}

// seqIndexOf implements list.index and tuple.index.
func seqIndexOf(th *Thread, items *[]Value, args []Value, what string) (Value, error) {
	start, err := seqBound(th, argAt(args, 2), len(*items), 0)
	if err != nil {
		return Value{}, err
	}
	stop, err := seqBound(th, argAt(args, 3), len(*items), len(*items))
	if err != nil {
		return Value{}, err
	}
	for i := start; i < stop && i < len(*items); i++ {
		if err := th.charge(1); err != nil {
			return Value{}, err
		}
		eq, err := equal(th, (*items)[i], args[1])
		if err != nil {
			return Value{}, err
		}
		if eq {
			return Int(int64(i)), nil
		}
	}
	if what == "list" {
		r, err := repr(th, args[1])
		if err != nil {
			return Value{}, err
		}
		return Value{}, newError(ValueErrorType, r+" is not in list")
	}
	return Value{}, newError(ValueErrorType, what+".index(x): x not in "+what)
}

// seqCount implements list.count and tuple.count.
func seqCount(th *Thread, items *[]Value, x Value) (Value, error) {
	n := 0
	for i := 0; i < len(*items); i++ {
		if err := th.charge(1); err != nil {
			return Value{}, err
		}
		eq, err := equal(th, (*items)[i], x)
		if err != nil {
			return Value{}, err
		}
		if eq {
			n++
		}
	}
	return Int(int64(n)), nil
}

// argAt returns args[i], or unbound when absent.
func argAt(args []Value, i int) Value {
	if i < len(args) {
		return args[i]
	}
	return Value{}
}

var listSortArgs = newArgSpec("sort", "*", "key=", "reverse=")

func listSort(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [2]Value
	if err := listSortArgs.bind(args[1:], kw, a[:]); err != nil {
		return Value{}, err
	}
	reverse := false
	if !a[1].IsUnbound() {
		n, ok, err := asIndex(th, a[1])
		if err != nil {
			return Value{}, err
		}
		if !ok {
			return Value{}, newError(TypeErrorType, "'"+typeName(a[1])+"' object cannot be interpreted as an integer")
		}
		reverse = n != 0
	}
	l := listOf(args[0])
	// The list is empty while it is sorted, so key functions and
	// comparisons that mutate it are detected afterwards: anything that
	// gave it room, even if it is empty again (CPython tests that too).
	items := l.items
	l.items = nil
	err := sortValues(th, items, a[0], reverse)
	modified := l.items != nil
	l.items = items
	if err == nil && modified {
		err = newError(ValueErrorType, "list modified during sort")
	}
	return None, err
}

func init() {
	ListType.dict.SetString("__hash__", None)
	defMeth(ListType, "append", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return None, listOf(args[0]).append(th, args[1])
	})
	defMeth(ListType, "extend", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return None, listOf(args[0]).extend(th, args[1])
	})
	defMeth(ListType, "insert", 2, 2, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		l := listOf(args[0])
		n := len(l.items)
		i, err := ssizeArg(th, args[1])
		if err != nil {
			return Value{}, err
		}
		if i < 0 {
			i = max(i+n, 0)
		}
		return None, l.insert(th, min(i, n), args[2])
	})
	defMeth(ListType, "pop", 0, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		l := listOf(args[0])
		n := len(l.items)
		j := -1
		if len(args) > 1 {
			var err error
			if j, err = ssizeArg(th, args[1]); err != nil {
				return Value{}, err
			}
		}
		if n == 0 {
			return Value{}, newError(IndexErrorType, "pop from empty list")
		}
		i := n - 1
		if len(args) > 1 {
			if j < 0 {
				j += n
			}
			if j < 0 || j >= n {
				return Value{}, newError(IndexErrorType, "pop index out of range")
			}
			i = j
			if err := th.charge(int64(n-i) / 8); err != nil {
				return Value{}, err
			}
		}
		v := l.items[i]
		if i < n-1 {
			copy(l.items[i:], l.items[i+1:])
		}
		l.items[n-1] = Value{}
		l.items = l.items[:n-1]
		return v, nil
	})
	defMeth(ListType, "remove", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		l := listOf(args[0])
		for i := 0; i < len(l.items); i++ {
			if err := th.charge(1); err != nil {
				return Value{}, err
			}
			eq, err := equal(th, l.items[i], args[1])
			if err != nil {
				return Value{}, err
			}
			if eq {
				if i < len(l.items) { // the comparison may have shrunk the list
					n := len(l.items)
					copy(l.items[i:], l.items[i+1:])
					l.items[n-1] = Value{}
					l.items = l.items[:n-1]
				}
				return None, nil
			}
		}
		return Value{}, newError(ValueErrorType, "list.remove(x): x not in list")
	})
	defMeth(ListType, "index", 1, 3, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return seqIndexOf(th, &listOf(args[0]).items, args, "list")
	})
	defMeth(ListType, "count", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return seqCount(th, &listOf(args[0]).items, args[1])
	})
	defMeth(ListType, "sort", 0, argsAny, listSort)
	defMeth(ListType, "reverse", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		l := listOf(args[0])
		if err := th.charge(int64(len(l.items)) / 8); err != nil {
			return Value{}, err
		}
		reverseValues(l.items)
		return None, nil
	})
	defMeth(ListType, "clear", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		listOf(args[0]).items = nil
		return None, nil
	})
	defMeth(ListType, "copy", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		items := listOf(args[0]).items
		out, err := concatValues(th, items, nil)
		return NewList(out), err
	})
	defMeth(ListType, "__init__", 0, argsAny, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := maxArgs("list", args[1:], kw, 1); err != nil {
			return Value{}, err
		}
		l := listOf(args[0])
		l.items = nil
		if len(args) > 1 {
			return None, l.extend(th, args[1])
		}
		return None, nil
	})
	defBuiltinNew(ListType)
	defMeth(ListType, "__getitem__", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return getItem(th, unwrapBase(args[0]), args[1])
	})
	defMeth(ListType, "__reversed__", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		l := listOf(args[0])
		return ObjectValue(&listRevIter{l: l, i: len(l.items) - 1}), nil
	})
	defSeqSlots(ListType)
	defSlot(ListType, "__setitem__", 2, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return None, setItem(th, unwrapBase(args[0]), args[1], args[2])
	})
	defSlot(ListType, "__delitem__", 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return None, delItem(th, unwrapBase(args[0]), args[1])
	})
	defSlot(ListType, "__iadd__", 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return args[0], listOf(args[0]).extend(th, args[1])
	})
	defSlot(ListType, "__imul__", 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		n, err := repeatArg(th, args[1])
		if err != nil {
			return Value{}, err
		}
		if _, _, err := builtinBinop(th, c.OpMul, unwrapBase(args[0]), Int(int64(n)), true); err != nil {
			return Value{}, err
		}
		return args[0], nil
	})
}

// repeatArg is the count of a sequence's __imul__ called as a method
// (CPython's sq_inplace_repeat wrapper, PyNumber_AsSsize_t).
func repeatArg(th *Thread, v Value) (int, error) {
	if _, ok := v.obj.(*BigInt); ok {
		return 0, newError(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
	}
	n, err := ssizeArg(th, v)
	if isExceptionOf(err, OverflowErrorType) {
		err = newError(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
	}
	return n, err
}

// defSeqSlots installs the dunders list and tuple share: __len__,
// __contains__, __iter__, __add__, __mul__, __rmul__ and the comparisons.
func defSeqSlots(t *Type) {
	defSlot(t, "__len__", 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		n, err := length(th, unwrapBase(args[0]))
		return Int(int64(n)), err
	})
	defSlot(t, "__contains__", 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		ok, err := contains(th, unwrapBase(args[0]), args[1])
		return Bool(ok), err
	})
	defSlot(t, "__iter__", 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return getIter(th, unwrapBase(args[0]))
	})
	defSlot(t, "__add__", 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		r, _, err := builtinBinop(th, c.OpAdd, unwrapBase(args[0]), unwrapBase(args[1]), false)
		return r, err
	})
	mul := func(th *Thread, args []Value, kw []*Str) (Value, error) {
		n := args[1]
		if !isInt(n) {
			i, ok, err := asIndex(th, n)
			if err != nil || !ok {
				return Value{}, indexTypeError(n, err)
			}
			n = Int(int64(i))
		}
		r, _, err := builtinBinop(th, c.OpMul, unwrapBase(args[0]), n, false)
		return r, err
	}
	defSlot(t, "__mul__", 1, mul)
	defSlot(t, "__rmul__", 1, mul)
	defCompareSlots(t, func(_ c.CompareOp, x, y Value) bool { return x.Type() == y.Type() })
}

// indexTypeError is the error for a value that is not an integer where one
// is required (err, if any, came from its __index__).
func indexTypeError(v Value, err error) error {
	if err != nil {
		return err
	}
	return newError(TypeErrorType, "'"+typeName(v)+"' object cannot be interpreted as an integer")
}

// defBuiltinNew installs T.__new__(cls, ...) for a built-in type, so user
// subclasses can call super().__new__(cls, ...).
func defBuiltinNew(t *Type) {
	fn := func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if len(args) == 0 {
			return Value{}, newError(TypeErrorType, t.Name+".__new__(): not enough arguments")
		}
		cls, ok := args[0].obj.(*Type)
		if !ok {
			return Value{}, newError(TypeErrorType, t.Name+".__new__(X): X is not a type object ("+typeName(args[0])+")")
		}
		if !cls.isSubtype(t) {
			return Value{}, newError(TypeErrorType, t.Name+".__new__("+cls.Name+"): "+cls.Name+" is not a subtype of "+t.Name)
		}
		if cls == t {
			return t.construct(th, t, args[1:], kw)
		}
		return th.newInstance(cls, args[1:], kw)
	}
	t.dict.SetString("__new__", ObjectValue(&StaticMethod{fn: ObjectValue(&Builtin{name: "__new__", fn: fn})}))
}
