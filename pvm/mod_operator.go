package pvm

import (
	"strings"
	"unicode/utf8"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// The operator module: the operators as functions, plus itemgetter,
// attrgetter and methodcaller.

var (
	ItemGetterType   = newModuleType("itemgetter", "operator", ObjectType)
	AttrGetterType   = newModuleType("attrgetter", "operator", ObjectType)
	MethodCallerType = newModuleType("methodcaller", "operator", ObjectType)
)

type itemGetter struct{ items []Value }

func (*itemGetter) Type() *Type { return ItemGetterType }

// attrGetter holds each requested attribute as its dotted path.
type attrGetter struct {
	names  []Value
	paths  [][]*Str
	caches []inlineCache // per path, for its first name: as LOAD_ATTR caches (sorted(key=attrgetter("x")))
}

func (*attrGetter) Type() *Type { return AttrGetterType }

type methodCaller struct {
	name    *Str
	args    []Value // positional then keyword values
	kwnames []*Str
}

func (*methodCaller) Type() *Type { return MethodCallerType }

func (g *itemGetter) census(push func(Value)) int64 {
	for _, v := range g.items {
		push(v)
	}
	return sizeofSeq(len(g.items))
}

func (g *attrGetter) census(push func(Value)) int64 {
	for _, v := range g.names {
		push(v)
	}
	return sizeofSeq(len(g.names))
}

func (m *methodCaller) census(push func(Value)) int64 {
	for _, v := range m.args {
		push(v)
	}
	return sizeofSeq(len(m.args))
}

// callGetter checks the single argument the getters are called with.
func callGetter(name string, args []Value, kw []*Str) error {
	if len(args) == 1 && len(kw) == 0 {
		return nil
	}
	if len(kw) > 0 {
		return newError(TypeErrorType, name+"() takes no keyword arguments")
	}
	return rangeArgs(name, args, nil, 1, 1)
}

func (g *itemGetter) call(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := callGetter("itemgetter", args, kw); err != nil {
		return Value{}, err
	}
	if len(g.items) == 1 {
		return getItem(th, args[0], g.items[0])
	}
	if err := th.allocate(sizeofSeq(len(g.items))); err != nil {
		return Value{}, err
	}
	out := th.newTuple(len(g.items))
	for i, k := range g.items {
		v, err := getItem(th, args[0], k)
		if err != nil {
			return Value{}, err
		}
		out.items[i] = v
	}
	return ObjectValue(out), nil
}

func (g *attrGetter) call(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := callGetter("attrgetter", args, kw); err != nil {
		return Value{}, err
	}
	if len(g.paths) == 1 {
		return g.get(th, 0, args[0])
	}
	if err := th.allocate(sizeofSeq(len(g.paths))); err != nil {
		return Value{}, err
	}
	out := th.newTuple(len(g.paths))
	for i := range g.paths {
		v, err := g.get(th, i, args[0])
		if err != nil {
			return Value{}, err
		}
		out.items[i] = v
	}
	return ObjectValue(out), nil
}

// get follows path i from obj, its first step through the path's inline
// cache, whose hit on an instance's plain attribute is run's own.
func (g *attrGetter) get(th *Thread, i int, obj Value) (Value, error) {
	path := g.paths[i]
	var v Value
	var err error
	if inst, ok := obj.obj.(*Instance); !ok {
		v, err = loadAttrCached(th, &g.caches[i], obj, path[0])
	} else if v, ok = g.caches[i].fastAttr(inst); !ok {
		v, err = loadAttrCached(th, &g.caches[i], obj, path[0])
	}
	for _, name := range path[1:] {
		if err != nil {
			break
		}
		v, err = getAttr(th, v, name)
	}
	return v, err
}

func (m *methodCaller) call(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := callGetter("methodcaller", args, kw); err != nil {
		return Value{}, err
	}
	fn, err := getAttr(th, args[0], m.name)
	if err != nil {
		return Value{}, err
	}
	return th.call(fn, m.args, m.kwnames)
}

// binaryFunc and unaryFunc adapt an operator to a module function.
func binaryFunc(name string, op func(th *Thread, a, b Value) (Value, error)) BuiltinFunc {
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := rangeArgs(name, args, kw, 2, 2); err != nil {
			return Value{}, err
		}
		return op(th, args[0], args[1])
	}
}

func unaryFunc(name string, op func(th *Thread, a Value) (Value, error)) BuiltinFunc {
	qual := "_operator." + name
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs(qual, args, kw, 1); err != nil {
			return Value{}, err
		}
		return op(th, args[0])
	}
}

// isSequence reports whether v supports indexing (concat's check).
func isSequence(v Value) bool {
	switch v.obj.(type) {
	case *List, *Tuple, *Str, *Bytes, *ByteArray, *Range:
		return true
	case *Dict:
		return false
	}
	_, ok := v.Type().lookupString("__getitem__")
	return ok
}

func concat(th *Thread, a, b Value, op c.BinaryOp) (Value, error) {
	if !isSequence(a) || !isSequence(b) {
		bad := a
		if isSequence(a) {
			bad = b
		}
		return Value{}, newError(TypeErrorType, "'"+typeName(bad)+"' object can't be concatenated")
	}
	return binaryOp(th, op, a, b)
}

// lengthHint is operator.length_hint: len() if defined, else the
// remaining length of a built-in iterator or __length_hint__.
func lengthHint(th *Thread, v Value, dflt int64) (Value, error) {
	switch o := v.obj.(type) {
	case *listIter:
		return Int(int64(max(len(o.l.items)-o.i, 0))), nil
	case *tupleIter:
		return Int(int64(len(o.items) - o.i)), nil
	case *rangeIter:
		return Int(o.left), nil
	case *listRevIter:
		return Int(int64(min(o.i+1, len(o.l.items)))), nil
	case *strIter:
		return Int(int64(utf8.RuneCountInString(o.s.s[o.off:]))), nil
	case *bytesIter:
		return Int(int64(max(len(o.b)-o.i, 0))), nil
	case *byteArrayIter:
		if o.a == nil {
			return Int(0), nil
		}
		return Int(int64(max(len(o.a.b)-o.i, 0))), nil
	case *dictIter:
		if o.live != o.d.live {
			return Int(0), nil
		}
		return Int(int64(o.left)), nil
	case *seqRevIter:
		if o.i < 0 {
			return Int(0), nil
		}
		n, err := length(th, o.seq)
		return Int(int64(min(o.i+1, n))), err
	}
	if _, ok := v.Type().lookupString("__len__"); ok || isSequence(v) || v.Type() == DictType {
		n, err := length(th, v)
		return Int(int64(n)), err
	}
	if m, ok := v.Type().lookupString("__length_hint__"); ok {
		r, err := th.callArgs(m, v)
		if err != nil || is(r, NotImplemented) {
			return Int(dflt), err
		}
		if !isInt(unwrapBase(r)) {
			return Value{}, newError(TypeErrorType, "__length_hint__ must be an integer, not "+typeName(r))
		}
		n, _, err := asSsize(th, unwrapBase(r))
		if err != nil {
			return Value{}, err
		}
		if n < 0 {
			return Value{}, newError(ValueErrorType, "__length_hint__() should return >= 0")
		}
		return Int(int64(n)), nil
	}
	return Int(dflt), nil
}

func constructItemGetter(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if len(kw) > 0 {
		return Value{}, newError(TypeErrorType, "itemgetter() takes no keyword arguments")
	}
	if len(args) == 0 {
		return Value{}, newError(TypeErrorType, "itemgetter expected 1 argument, got 0")
	}
	if err := th.allocate(sizeofSeq(len(args))); err != nil {
		return Value{}, err
	}
	return ObjectValue(&itemGetter{items: append([]Value(nil), args...)}), nil
}

func constructAttrGetter(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if len(kw) > 0 {
		return Value{}, newError(TypeErrorType, "attrgetter() takes no keyword arguments")
	}
	if len(args) == 0 {
		return Value{}, newError(TypeErrorType, "attrgetter expected 1 argument, got 0")
	}
	if err := th.allocate(2 * sizeofSeq(len(args))); err != nil {
		return Value{}, err
	}
	g := &attrGetter{names: append([]Value(nil), args...)}
	for _, a := range args {
		s, ok := a.obj.(*Str)
		if !ok {
			return Value{}, newError(TypeErrorType, "attribute name must be a string")
		}
		parts := strings.Split(s.s, ".")
		path := make([]*Str, len(parts))
		for i, p := range parts {
			path[i] = intern(p)
		}
		g.paths = append(g.paths, path)
	}
	g.caches = make([]inlineCache, len(g.paths))
	return ObjectValue(g), nil
}

func constructMethodCaller(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	npos := len(args) - len(kw)
	if npos == 0 {
		return Value{}, newError(TypeErrorType, "methodcaller needs at least one argument, the method name")
	}
	name, ok := args[0].obj.(*Str)
	if !ok {
		return Value{}, newError(TypeErrorType, "method name must be a string")
	}
	if err := th.allocate(sizeofSeq(len(args))); err != nil {
		return Value{}, err
	}
	return ObjectValue(&methodCaller{name: name, args: append([]Value(nil), args[1:]...), kwnames: append([]*Str(nil), kw...)}), nil
}

// reprCall renders "module.name(a, b, k=v)" for the callable objects of
// operator and functools.
func reprCall(th *Thread, prefix string, args []Value, kwnames []*Str) (string, error) {
	if err := th.enter(); err != nil {
		return "", err
	}
	defer th.leave()
	parts := make([]string, 0, len(args))
	npos := len(args) - len(kwnames)
	for i, a := range args {
		s, err := repr(th, a)
		if err != nil {
			return "", err
		}
		if i >= npos {
			s = kwnames[i-npos].s + "=" + s
		}
		parts = append(parts, s)
	}
	return prefix + "(" + strings.Join(parts, ", ") + ")", nil
}

func init() {
	ItemGetterType.construct = constructItemGetter
	AttrGetterType.construct = constructAttrGetter
	MethodCallerType.construct = constructMethodCaller
	defCallMethod[*itemGetter](ItemGetterType)
	defCallMethod[*attrGetter](AttrGetterType)
	defCallMethod[*methodCaller](MethodCallerType)
	builtinReprs[ItemGetterType] = func(th *Thread, v Value) (string, error) {
		return reprCall(th, "operator.itemgetter", v.obj.(*itemGetter).items, nil)
	}
	builtinReprs[AttrGetterType] = func(th *Thread, v Value) (string, error) {
		return reprCall(th, "operator.attrgetter", v.obj.(*attrGetter).names, nil)
	}
	builtinReprs[MethodCallerType] = func(th *Thread, v Value) (string, error) {
		m := v.obj.(*methodCaller)
		return reprCall(th, "operator.methodcaller", append([]Value{ObjectValue(m.name)}, m.args...), m.kwnames)
	}

	registerModule("operator", func(d *Dict) {
		// CPython's __all__.
		setAll(d, false,
			"abs", "add", "and_", "attrgetter", "call", "concat", "contains", "countOf", "delitem",
			"eq", "floordiv", "ge", "getitem", "gt", "iadd", "iand", "iconcat", "ifloordiv",
			"ilshift", "imatmul", "imod", "imul", "index", "indexOf", "inv", "invert", "ior", "ipow",
			"irshift", "is_", "is_not", "isub", "itemgetter", "itruediv", "ixor", "le", "length_hint",
			"lshift", "lt", "matmul", "methodcaller", "mod", "mul", "ne", "neg", "not_", "or_", "pos",
			"pow", "rshift", "setitem", "sub", "truediv", "truth", "xor")
		ops := []struct {
			name string
			op   c.BinaryOp
		}{{"add", c.OpAdd}, {"sub", c.OpSub}, {"mul", c.OpMul}, {"matmul", c.OpMatMul}, {"truediv", c.OpTrueDiv},
			{"floordiv", c.OpFloorDiv}, {"mod", c.OpMod}, {"pow", c.OpPow}, {"lshift", c.OpLShift},
			{"rshift", c.OpRShift}, {"and_", c.OpAnd}, {"or_", c.OpOr}, {"xor", c.OpXor}}
		for _, o := range ops {
			op := o.op
			setFunc(d, o.name, binaryFunc(o.name, func(th *Thread, a, b Value) (Value, error) { return binaryOp(th, op, a, b) }))
			iname := "i" + strings.TrimSuffix(o.name, "_")
			setFunc(d, iname, binaryFunc(iname, func(th *Thread, a, b Value) (Value, error) { return binaryOp(th, op+c.OpInplace, a, b) }))
		}
		for op := c.CmpLT; op <= c.CmpGE; op++ {
			op := op
			name := strings.Trim(compareDunders[op], "_")
			setFunc(d, name, binaryFunc(name, func(th *Thread, a, b Value) (Value, error) { return compare(th, op, a, b) }))
		}
		for _, u := range []struct {
			name string
			op   byte
		}{{"neg", '-'}, {"pos", '+'}, {"invert", '~'}, {"inv", '~'}} {
			op := u.op
			setFunc(d, u.name, unaryFunc(u.name, func(th *Thread, a Value) (Value, error) { return unaryOp(th, op, a) }))
		}
		setFunc(d, "abs", unaryFunc("abs", absValue))
		setFunc(d, "index", unaryFunc("index", func(th *Thread, a Value) (Value, error) { return indexValue(th, a) }))
		setFunc(d, "not_", unaryFunc("not_", func(th *Thread, a Value) (Value, error) {
			t, err := truth(th, a)
			return Bool(!t), err
		}))
		setFunc(d, "truth", unaryFunc("truth", func(th *Thread, a Value) (Value, error) {
			t, err := truth(th, a)
			return Bool(t), err
		}))
		setFunc(d, "is_", binaryFunc("is_", func(th *Thread, a, b Value) (Value, error) { return Bool(is(a, b)), nil }))
		setFunc(d, "is_not", binaryFunc("is_not", func(th *Thread, a, b Value) (Value, error) { return Bool(!is(a, b)), nil }))
		setFunc(d, "contains", binaryFunc("contains", func(th *Thread, a, b Value) (Value, error) {
			ok, err := contains(th, a, b)
			return Bool(ok), err
		}))
		setFunc(d, "concat", binaryFunc("concat", func(th *Thread, a, b Value) (Value, error) { return concat(th, a, b, c.OpAdd) }))
		setFunc(d, "iconcat", binaryFunc("iconcat", func(th *Thread, a, b Value) (Value, error) {
			return concat(th, a, b, c.OpAdd+c.OpInplace)
		}))
		setFunc(d, "getitem", binaryFunc("getitem", func(th *Thread, a, b Value) (Value, error) { return getItem(th, a, b) }))
		setFunc(d, "delitem", binaryFunc("delitem", func(th *Thread, a, b Value) (Value, error) { return None, delItem(th, a, b) }))
		setFunc(d, "setitem", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if err := rangeArgs("setitem", args, kw, 3, 3); err != nil {
				return Value{}, err
			}
			return None, setItem(th, args[0], args[1], args[2])
		})
		setFunc(d, "countOf", binaryFunc("countOf", func(th *Thread, a, b Value) (Value, error) {
			n := int64(0)
			err := forEach(th, a, func(x Value) (bool, error) {
				eq, err := equal(th, x, b)
				if eq {
					n++
				}
				return err != nil, err
			})
			return Int(n), err
		}))
		setFunc(d, "indexOf", binaryFunc("indexOf", func(th *Thread, a, b Value) (Value, error) {
			i, found := int64(0), false
			err := forEach(th, a, func(x Value) (bool, error) {
				eq, err := equal(th, x, b)
				found = eq
				if !eq {
					i++
				}
				return eq || err != nil, err
			})
			if err == nil && !found {
				err = newError(ValueErrorType, "sequence.index(x): x not in sequence")
			}
			return Int(i), err
		}))
		setFunc(d, "length_hint", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if err := rangeArgs("length_hint", args, kw, 1, 2); err != nil {
				return Value{}, err
			}
			dflt := int64(0)
			if len(args) == 2 {
				n, err := indexValue(th, args[1])
				if err != nil {
					return Value{}, err
				}
				if !n.isSmallInt() {
					return Value{}, newError(OverflowErrorType, "Python int too large to convert to C ssize_t")
				}
				dflt = n.small()
			}
			return lengthHint(th, args[0], dflt)
		})
		setFunc(d, "call", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if len(args)-len(kw) < 1 {
				return Value{}, newError(TypeErrorType, "call() missing 1 required positional argument: 'obj'")
			}
			return th.call(args[0], args[1:], kw)
		})
		for _, t := range []*Type{ItemGetterType, AttrGetterType, MethodCallerType} {
			d.SetString(t.Name, ObjectValue(t))
		}
		// The dunder aliases, the same functions: operator.__add__ is operator.add.
		for _, name := range []string{"abs", "add", "and_", "call", "concat", "contains", "delitem", "eq", "floordiv",
			"ge", "getitem", "gt", "iadd", "iand", "iconcat", "ifloordiv", "ilshift", "imatmul", "imod", "imul",
			"index", "inv", "invert", "ior", "ipow", "irshift", "isub", "itruediv", "ixor", "le", "lshift", "lt",
			"matmul", "mod", "mul", "ne", "neg", "not_", "or_", "pos", "pow", "rshift", "setitem", "sub", "truediv", "xor"} {
			f, _ := d.GetString(name)
			d.SetString("__"+strings.TrimSuffix(name, "_")+"__", f)
		}
	})
}
