package pvm

import (
	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// The functools module: reduce, partial, lru_cache/cache, wraps and
// update_wrapper, total_ordering, cmp_to_key and cached_property.

var (
	PartialType        = newModuleType("partial", "functools", ObjectType)
	LRUWrapperType     = newModuleType("_lru_cache_wrapper", "functools", ObjectType)
	CacheInfoType      = newModuleType("CacheInfo", "functools", TupleType)
	KeyWrapperType     = newModuleType("KeyWrapper", "functools", ObjectType)
	CachedPropertyType = newModuleType("cached_property", "functools", ObjectType)
)

var (
	wrapperAssignments = []string{"__module__", "__name__", "__qualname__", "__doc__", "__annotations__"}
	wrapperUpdates     = []string{"__dict__"}
)

func functoolsReduce(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("reduce", args, kw, 2, 3); err != nil {
		return Value{}, err
	}
	fn := args[0]
	var acc Value
	if len(args) == 3 {
		acc = args[2]
	}
	seq := args[1]
	switch seq.obj.(type) {
	case *List, *Tuple:
	default:
		var err error
		if seq, err = iterOr(th, seq, "reduce() arg 2 must support iteration"); err != nil {
			return Value{}, err
		}
	}
	var pair [2]Value
	held := pinnedSlice{seq, acc} // the accumulator: nothing else holds it
	th.pin(&held)
	defer th.unpin()
	err := forEach(th, seq, func(x Value) (bool, error) {
		if acc.obj == nil {
			acc, held[1] = x, x
			return false, nil
		}
		pair[0], pair[1] = acc, x
		var err error
		acc, err = th.call(fn, pair[:], nil)
		held[1] = acc
		return err != nil, err
	})
	if err != nil {
		return Value{}, err
	}
	if acc.obj == nil {
		return Value{}, newError(TypeErrorType, "reduce() of empty iterable with no initial value")
	}
	return acc, nil
}

// partial is functools.partial: fn with leading positional arguments and
// default keywords fixed.
type partial struct {
	fn       Value
	args     []Value
	keywords *Dict
	dict     *Dict
}

func (*partial) Type() *Type       { return PartialType }
func (p *partial) attrDict() *Dict { return p.dict }

func (p *partial) census(push func(Value)) int64 {
	push(p.fn)
	for _, v := range p.args {
		push(v)
	}
	push(ObjectValue(p.keywords))
	push(ObjectValue(p.dict))
	return sizeofSeq(len(p.args))
}

func constructPartial(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	npos := len(args) - len(kw)
	if npos < 1 {
		return Value{}, newError(TypeErrorType, "type 'partial' takes at least one argument")
	}
	fn := args[0]
	if !isCallable(fn) {
		return Value{}, newError(TypeErrorType, "the first argument must be callable")
	}
	p := &partial{fn: fn, keywords: newDict(len(kw)), dict: newDict(0)}
	pos := args[1:npos]
	if inner, ok := fn.obj.(*partial); ok && inner.dict.Len() == 0 {
		// Nested partials flatten unless the inner one has attributes.
		p.fn = inner.fn
		pos = append(append([]Value(nil), inner.args...), pos...)
		p.keywords = inner.keywords.Copy()
	}
	if err := th.allocate(sizeofSeq(len(pos)) + sizeofDict(len(kw))); err != nil {
		return Value{}, err
	}
	p.args = append([]Value(nil), pos...)
	for i, k := range kw {
		if err := p.keywords.setStr(th, k, args[npos+i]); err != nil {
			return Value{}, err
		}
	}
	return ObjectValue(p), nil
}

func (p *partial) call(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	npos := len(args) - len(kwnames)
	nkw := p.keywords.Len()
	if err := th.allocate(sizeofSeq(len(p.args) + len(args) + nkw)); err != nil {
		return Value{}, err
	}
	full := make([]Value, 0, len(p.args)+len(args)+nkw)
	full = append(full, p.args...)
	full = append(full, args[:npos]...)
	var names []*Str
	if nkw > 0 {
		// The stored keywords, unless the call overrides them, then the call's.
		names = make([]*Str, 0, nkw+len(kwnames))
		for _, e := range p.keywords.Items() {
			k := e.key.obj.(*Str)
			overridden := false
			for _, n := range kwnames {
				if n.s == k.s {
					overridden = true
					break
				}
			}
			if !overridden {
				names = append(names, k)
				full = append(full, e.value)
			}
		}
		names = append(names, kwnames...)
	} else {
		names = kwnames
	}
	full = append(full, args[npos:]...)
	return th.call(p.fn, full, names)
}

// lruCache is the _lru_cache_wrapper lru_cache returns: a dict from call
// keys to nodes of a recency list (most recent at the tail).
type lruCache struct {
	fn           Value
	maxsize      int64 // -1: unbounded
	typed        bool
	cache        *Dict
	head         lruNode // sentinel: head.next is the least recently used
	hits, misses int64
	dict         *Dict
}

// lruNode is a cache entry; it is a Value so the dict can hold it.
type lruNode struct {
	key, result Value
	hash        int64 // key's, computed once per call as CPython's lru_cache does
	prev, next  *lruNode
}

func (*lruNode) Type() *Type { return ObjectType }

func (*lruCache) Type() *Type       { return LRUWrapperType }
func (l *lruCache) attrDict() *Dict { return l.dict }

func (l *lruCache) census(push func(Value)) int64 {
	push(l.fn)
	push(ObjectValue(l.cache))
	push(ObjectValue(l.dict))
	return objectHeader * 4
}

func (n *lruNode) census(push func(Value)) int64 {
	push(n.key)
	push(n.result)
	return objectHeader + 2*valueSize
}

func (l *lruCache) descGet(th *Thread, obj Value, owner *Type) (Value, error) {
	if obj.IsNone() {
		return ObjectValue(l), nil
	}
	return ObjectValue(&BoundMethod{fn: ObjectValue(l), self: obj}), nil
}

// kwdMark separates positional from keyword arguments in cache keys.
var kwdMark = ObjectValue(&Instance{cls: ObjectType})

// makeKey builds the cache key of a call as functools._make_key does.
func (l *lruCache) makeKey(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if len(args) == 1 && len(kwnames) == 0 && !l.typed {
		switch args[0].obj.(type) {
		case intKind, *BigInt, *Str:
			return args[0], nil
		}
	}
	npos := len(args) - len(kwnames)
	n := len(args) + len(kwnames)
	if len(kwnames) > 0 {
		n++
	}
	if l.typed {
		n += len(args)
	}
	if err := th.allocate(sizeofSeq(n)); err != nil {
		return Value{}, err
	}
	key := make([]Value, 0, n)
	key = append(key, args[:npos]...)
	if len(kwnames) > 0 {
		key = append(key, kwdMark)
		for i, k := range kwnames {
			key = append(key, ObjectValue(k), args[npos+i])
		}
	}
	if l.typed {
		for _, a := range args {
			key = append(key, ObjectValue(a.Type()))
		}
	}
	return NewTuple(key), nil
}

func (l *lruCache) unlink(n *lruNode) {
	n.prev.next, n.next.prev = n.next, n.prev
}

func (l *lruCache) pushBack(n *lruNode) {
	n.prev, n.next = l.head.prev, &l.head
	l.head.prev.next = n
	l.head.prev = n
}

func (l *lruCache) call(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if l.maxsize == 0 {
		l.misses++
		return th.call(l.fn, args, kwnames)
	}
	key, err := l.makeKey(th, args, kwnames)
	if err != nil {
		return Value{}, err
	}
	// The key is hashed once (a user __hash__ runs once a call, as in
	// CPython), and looked up with that hash before and after the call.
	h, err := hashValue(th, key)
	if err != nil {
		return Value{}, err
	}
	i, err := l.cache.find(th, key, h)
	if err != nil {
		return Value{}, err
	}
	if i >= 0 {
		l.hits++
		n := l.cache.entries[i].value.obj.(*lruNode)
		l.unlink(n)
		l.pushBack(n)
		return n.result, nil
	}
	l.misses++
	r, err := th.call(l.fn, args, kwnames)
	if err != nil {
		return Value{}, err
	}
	if i, err := l.cache.find(th, key, h); err != nil || i >= 0 {
		// A recursive call cached the key meanwhile.
		return r, err
	}
	if err := th.allocate(dictEntrySize + objectHeader + 2*valueSize); err != nil {
		return Value{}, err
	}
	n := &lruNode{key: key, result: r, hash: h}
	if err := l.cache.insert(th, h, key, ObjectValue(n)); err != nil {
		return Value{}, err
	}
	l.pushBack(n)
	if l.maxsize > 0 && int64(l.cache.Len()) > l.maxsize {
		old := l.head.next
		l.unlink(old)
		i, err := l.cache.find(th, old.key, old.hash)
		if err != nil {
			return Value{}, err
		}
		if i >= 0 {
			l.cache.removeAt(i)
		}
	}
	return r, nil
}

func (l *lruCache) clear() {
	l.cache = newDict(0)
	l.head.prev, l.head.next = &l.head, &l.head
	l.hits, l.misses = 0, 0
}

// newLRUCache wraps fn, copying its metadata as update_wrapper does.
func newLRUCache(th *Thread, fn Value, maxsize int64, typed bool) (Value, error) {
	if err := th.allocate(sizeofDict(8)); err != nil {
		return Value{}, err
	}
	l := &lruCache{fn: fn, maxsize: maxsize, typed: typed, dict: newDict(0)}
	l.clear()
	w := ObjectValue(l)
	if err := updateWrapper(th, w, fn, wrapperAssignments, wrapperUpdates); err != nil {
		return Value{}, err
	}
	return w, nil
}

// lruSelf is the receiver of an lru_cache wrapper method, called as
// wrapper.cache_info() or through the type with anything.
func lruSelf(args []Value, method string) (*lruCache, error) {
	if l, ok := args[0].obj.(*lruCache); ok {
		return l, nil
	}
	return nil, newError(TypeErrorType, "descriptor '"+method+"' for '"+LRUWrapperType.qualifiedName()+"' objects doesn't apply to a '"+typeName(args[0])+"' object")
}

var lruArgs = newArgSpec("lru_cache", "maxsize=", "typed=")

func functoolsLRUCache(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [2]Value
	if err := lruArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	typed := false
	if a[1].obj != nil {
		t, err := truth(th, a[1])
		if err != nil {
			return Value{}, err
		}
		typed = t
	}
	maxsize := int64(128)
	switch m := a[0]; {
	case m.obj == nil:
	case m.IsNone():
		maxsize = -1
	case isInt(m):
		if !m.isSmallInt() {
			return Value{}, newError(OverflowErrorType, "Python int too large to convert to C ssize_t")
		}
		maxsize = max(m.small(), 0)
	case isCallable(m) && a[1].obj == nil:
		// @lru_cache without arguments.
		return newLRUCache(th, m, 128, false)
	default:
		return Value{}, newError(TypeErrorType, "Expected first argument to be an integer, a callable, or None")
	}
	return ObjectValue(&Builtin{name: "decorating_function", fn: func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("decorating_function", args, kw, 1); err != nil {
			return Value{}, err
		}
		return newLRUCache(th, args[0], maxsize, typed)
	}}), nil
}

// updateWrapper is functools.update_wrapper.
func updateWrapper(th *Thread, wrapper, wrapped Value, assigned, updated []string) error {
	for _, name := range assigned {
		v, err := getAttr(th, wrapped, intern(name))
		if err != nil {
			if isAttributeError(err) {
				continue
			}
			return err
		}
		if err := setAttr(th, wrapper, intern(name), v); err != nil {
			return err
		}
	}
	for _, name := range updated {
		dst, err := getAttr(th, wrapper, intern(name))
		if err != nil {
			return err
		}
		src, err := getAttr(th, wrapped, intern(name))
		if err != nil {
			if isAttributeError(err) {
				continue
			}
			return err
		}
		update, err := getAttr(th, dst, intern("update"))
		if err != nil {
			return err
		}
		if _, err := th.callArgs(update, src); err != nil {
			return err
		}
	}
	return setAttr(th, wrapper, intern("__wrapped__"), wrapped)
}

// namesArg reads the assigned/updated arguments of update_wrapper.
func namesArg(th *Thread, v Value, dflt []string) ([]string, error) {
	if v.obj == nil {
		return dflt, nil
	}
	items, err := toValues(th, v)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(items))
	for i, it := range items {
		s, err := attrName(it)
		if err != nil {
			return nil, err
		}
		names[i] = s.s
	}
	return names, nil
}

var (
	updateWrapperArgs = newArgSpec("update_wrapper", "wrapper", "wrapped", "assigned=", "updated=")
	wrapsArgs         = newArgSpec("wraps", "wrapped", "assigned=", "updated=")
)

func functoolsUpdateWrapper(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [4]Value
	if err := updateWrapperArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	assigned, err := namesArg(th, a[2], wrapperAssignments)
	if err != nil {
		return Value{}, err
	}
	updated, err := namesArg(th, a[3], wrapperUpdates)
	if err != nil {
		return Value{}, err
	}
	return a[0], updateWrapper(th, a[0], a[1], assigned, updated)
}

func functoolsWraps(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [3]Value
	if err := wrapsArgs.bind(args, kw, a[:]); err != nil {
		if a[0].obj == nil {
			return Value{}, newError(TypeErrorType, "wraps() missing 1 required positional argument: 'wrapped'")
		}
		return Value{}, err
	}
	assigned, err := namesArg(th, a[1], wrapperAssignments)
	if err != nil {
		return Value{}, err
	}
	updated, err := namesArg(th, a[2], wrapperUpdates)
	if err != nil {
		return Value{}, err
	}
	wrapped := a[0]
	return ObjectValue(&Builtin{name: "update_wrapper", fn: func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("update_wrapper", args, kw, 1); err != nil {
			return Value{}, err
		}
		return args[0], updateWrapper(th, args[0], wrapped, assigned, updated)
	}}), nil
}

// total_ordering: each root comparison fills in the missing ones, as in
// CPython's functools._convert table.
type derivedCmp struct {
	name  string
	root  string
	negR  bool   // use `not root(a, b)`
	combo string // "", "and_ne" (result and a != b) or "or_eq" (result or a == b)
}

var totalOrderingTable = map[string][]derivedCmp{
	"__lt__": {{"__gt__", "__lt__", true, "and_ne"}, {"__le__", "__lt__", false, "or_eq"}, {"__ge__", "__lt__", true, ""}},
	"__le__": {{"__ge__", "__le__", true, "or_eq"}, {"__lt__", "__le__", false, "and_ne"}, {"__gt__", "__le__", true, ""}},
	"__gt__": {{"__lt__", "__gt__", true, "and_ne"}, {"__ge__", "__gt__", false, "or_eq"}, {"__le__", "__gt__", true, ""}},
	"__ge__": {{"__le__", "__ge__", true, "or_eq"}, {"__gt__", "__ge__", false, "and_ne"}, {"__lt__", "__ge__", true, ""}},
}

func (d derivedCmp) fn() BuiltinFunc {
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := rangeArgs(d.name, args, kw, 2, 2); err != nil {
			return Value{}, err
		}
		self, other := args[0], args[1]
		root, err := getAttr(th, ObjectValue(self.Type()), intern(d.root))
		if err != nil {
			return Value{}, err
		}
		r, err := th.callArgs(root, self, other)
		if err != nil || is(r, NotImplemented) {
			return r, err
		}
		if d.negR {
			t, err := truth(th, r)
			if err != nil {
				return Value{}, err
			}
			r = Bool(!t)
		}
		if d.combo == "" {
			return r, nil
		}
		t, err := truth(th, r)
		if err != nil {
			return Value{}, err
		}
		if d.combo == "and_ne" && t {
			return compare(th, c.CmpNE, self, other)
		}
		if d.combo == "or_eq" && !t {
			return compare(th, c.CmpEQ, self, other)
		}
		return r, nil
	}
}

func functoolsTotalOrdering(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("total_ordering", args, kw, 1); err != nil {
		return Value{}, err
	}
	cls := args[0]
	var roots []string
	for _, op := range []string{"__lt__", "__le__", "__gt__", "__ge__"} {
		mine, err := getAttr(th, cls, intern(op))
		if err != nil && !isAttributeError(err) {
			return Value{}, err
		}
		base, _ := ObjectType.dict.GetString(op)
		if err == nil && !is(mine, base) {
			roots = append(roots, op)
		}
	}
	if len(roots) == 0 {
		return Value{}, newError(ValueErrorType, "must define at least one ordering operation: < > <= >=")
	}
	root := roots[0] // the max by name, as CPython picks it
	for _, r := range roots {
		if r > root {
			root = r
		}
	}
	t, _ := cls.obj.(*Type)
	for _, d := range totalOrderingTable[root] {
		defined := false
		for _, r := range roots {
			defined = defined || r == d.name
		}
		if !defined {
			if err := setAttr(th, cls, intern(d.name), ObjectValue(&Builtin{name: d.name, fn: d.fn(), owner: t})); err != nil {
				return Value{}, err
			}
		}
	}
	return cls, nil
}

// keyWrapper is what cmp_to_key(mycmp) returns (obj unbound) and what
// calling it returns: objects ordered by mycmp(a, b) against 0.
type keyWrapper struct {
	cmp, obj Value
}

func (*keyWrapper) Type() *Type { return KeyWrapperType }

func (k *keyWrapper) census(push func(Value)) int64 {
	push(k.cmp)
	push(k.obj)
	return objectHeader + 2*valueSize
}

func (k *keyWrapper) call(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("K", args, kw, 1); err != nil {
		return Value{}, err
	}
	if err := th.allocate(objectHeader + 2*valueSize); err != nil {
		return Value{}, err
	}
	return ObjectValue(&keyWrapper{cmp: k.cmp, obj: args[0]}), nil
}

func keyCompare(op c.CompareOp) BuiltinFunc {
	typ := KeyWrapperType.qualifiedName() // built once: sorts call this per comparison
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		a, err := descrSelf[*keyWrapper](args, compareDunders[op], typ)
		if err != nil {
			return Value{}, err
		}
		if err := rangeArgs(compareDunders[op], args, kw, 2, 2); err != nil {
			return Value{}, err
		}
		b, ok := args[1].obj.(*keyWrapper)
		if !ok {
			return Value{}, newError(TypeErrorType, "other argument must be K instance")
		}
		r, err := th.callArgs(a.cmp, a.obj, b.obj)
		if err != nil {
			return Value{}, err
		}
		return compare(th, op, r, Int(0))
	}
}

var cmpToKeyArgs = newArgSpec("cmp_to_key", "mycmp")

// cachedProperty computes an attribute once and stores it in the
// instance dict under attrname, its name in the class, which then shadows
// it (a non-data descriptor).
type cachedProperty struct {
	fn, doc  Value
	attrname *Str // set by __set_name__ (the class statement), else nil
}

func (*cachedProperty) Type() *Type { return CachedPropertyType }

func (p *cachedProperty) census(push func(Value)) int64 {
	push(p.fn)
	push(p.doc)
	return objectHeader + 3*valueSize
}

// setName is __set_name__: a class statement names the property.
func (p *cachedProperty) setName(name *Str) error {
	switch {
	case p.attrname == nil:
		p.attrname = name
	case p.attrname.s != name.s:
		return newError(TypeErrorType, "Cannot assign the same cached_property to two different names ("+
			quoteStr(p.attrname.s)+" and "+quoteStr(name.s)+").")
	}
	return nil
}

func (p *cachedProperty) descGet(th *Thread, obj Value, owner *Type) (Value, error) {
	if obj.IsNone() {
		return ObjectValue(p), nil
	}
	name := p.attrname
	if name == nil {
		return Value{}, newError(TypeErrorType, "Cannot use cached_property instance without calling __set_name__ on it.")
	}
	dict, _, ok := instanceParts(obj)
	if !ok || dict == nil {
		return Value{}, newError(TypeErrorType, "No '__dict__' attribute on "+quoteStr(typeName(obj))+" instance to cache "+quoteStr(name.s)+" property.")
	}
	if v, ok := dict.getStr(name); ok {
		return v, nil
	}
	v, err := th.callArgs(p.fn, obj)
	if err != nil {
		return Value{}, err
	}
	return v, dict.setStr(th, name, v)
}

func init() {
	PartialType.construct = constructPartial
	defCallMethod[*partial](PartialType)
	defCallMethod[*lruCache](LRUWrapperType)
	CachedPropertyType.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		if err := rangeArgs("cached_property", args, kw, 1, 1); err != nil {
			return Value{}, err
		}
		doc, err := getAttr(th, args[0], intern("__doc__"))
		if err != nil {
			doc = None
		}
		return ObjectValue(&cachedProperty{fn: args[0], doc: doc}), nil
	}
	defMethod(CachedPropertyType, "__set_name__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("__set_name__", args, kw, 3); err != nil {
			return Value{}, err
		}
		p, ok := args[0].obj.(*cachedProperty)
		if !ok {
			return Value{}, newError(TypeErrorType, "descriptor '__set_name__' requires a 'functools.cached_property' object")
		}
		name, err := attrName(args[2])
		if err != nil {
			return Value{}, err
		}
		return None, p.setName(name)
	})
	// cached_property.__get__(instance, owner=None), callable as CPython's.
	defMethod(CachedPropertyType, "__get__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := rangeArgs("__get__", args, kw, 2, 3); err != nil {
			return Value{}, err
		}
		p, ok := args[0].obj.(*cachedProperty)
		if !ok {
			return Value{}, newError(TypeErrorType, "descriptor '__get__' requires a 'functools.cached_property' object")
		}
		return p.descGet(th, args[1], nil)
	})
	defGetter(CachedPropertyType, "func", func(v Value) Value { return v.obj.(*cachedProperty).fn })
	defGetter(CachedPropertyType, "__doc__", func(v Value) Value { return v.obj.(*cachedProperty).doc })
	defGetter(CachedPropertyType, "attrname", func(v Value) Value {
		if n := v.obj.(*cachedProperty).attrname; n != nil {
			return ObjectValue(n)
		}
		return None
	})
	builtinReprs[PartialType] = func(th *Thread, v Value) (string, error) {
		p := v.obj.(*partial)
		args := append([]Value{p.fn}, p.args...)
		var names []*Str
		for _, e := range p.keywords.Items() {
			args = append(args, e.value)
			names = append(names, e.key.obj.(*Str))
		}
		return reprCall(th, "functools.partial", args, names)
	}
	defGetter(PartialType, "func", func(v Value) Value { return v.obj.(*partial).fn })
	defGetter(PartialType, "args", func(v Value) Value { return NewTuple(v.obj.(*partial).args) })
	defGetter(PartialType, "keywords", func(v Value) Value { return ObjectValue(v.obj.(*partial).keywords) })

	defMethod(LRUWrapperType, "cache_info", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("cache_info", args, kw, 1); err != nil {
			return Value{}, err
		}
		l, err := lruSelf(args, "cache_info")
		if err != nil {
			return Value{}, err
		}
		maxsize := Int(l.maxsize)
		if l.maxsize < 0 {
			maxsize = None
		}
		info := NewTuple([]Value{Int(l.hits), Int(l.misses), maxsize, Int(int64(l.cache.Len()))})
		return ObjectValue(&Instance{cls: CacheInfoType, ext: &instanceExt{base: info}}), nil
	})
	defMethod(LRUWrapperType, "cache_clear", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("cache_clear", args, kw, 1); err != nil {
			return Value{}, err
		}
		l, err := lruSelf(args, "cache_clear")
		if err != nil {
			return Value{}, err
		}
		l.clear()
		return None, nil
	})
	defMethod(LRUWrapperType, "cache_parameters", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("cache_parameters", args, kw, 1); err != nil {
			return Value{}, err
		}
		l, err := lruSelf(args, "cache_parameters")
		if err != nil {
			return Value{}, err
		}
		d := newDict(2)
		maxsize := Int(l.maxsize)
		if l.maxsize < 0 {
			maxsize = None
		}
		d.SetString("maxsize", maxsize)
		d.SetString("typed", Bool(l.typed))
		return ObjectValue(d), nil
	})

	// CacheInfo is a named tuple (hits, misses, maxsize, currsize).
	fields := []string{"hits", "misses", "maxsize", "currsize"}
	fieldVals := make([]Value, len(fields))
	for i, f := range fields {
		i := i
		fieldVals[i] = StrValue(f)
		defGetter(CacheInfoType, f, func(v Value) Value { return unwrapBase(v).obj.(*Tuple).items[i] })
	}
	CacheInfoType.dict.SetString("_fields", NewTuple(fieldVals))
	CacheInfoType.nativeDunders = true
	defMethod(CacheInfoType, "__repr__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		items := unwrapBase(args[0]).obj.(*Tuple).items
		names := make([]*Str, len(fields))
		for i, f := range fields {
			names[i] = NewStr(f)
		}
		s, err := reprCall(th, "CacheInfo", items, names)
		return StrValue(s), err
	})

	KeyWrapperType.nativeDunders = true
	for op := c.CmpLT; op <= c.CmpGE; op++ {
		defMethod(KeyWrapperType, compareDunders[op], keyCompare(op))
	}
	defGetter(KeyWrapperType, "obj", func(v Value) Value { return orNone(v.obj.(*keyWrapper).obj) })

	// The functools module (lib/functools.py) re-exports these and adds
	// singledispatch and partialmethod.
	registerModule("_functools", func(d *Dict) {
		setFunc(d, "reduce", functoolsReduce)
		setFunc(d, "lru_cache", functoolsLRUCache)
		setFunc(d, "cache", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if err := exactArgs("cache", args, kw, 1); err != nil {
				return Value{}, err
			}
			return newLRUCache(th, args[0], -1, false)
		})
		setFunc(d, "update_wrapper", functoolsUpdateWrapper)
		setFunc(d, "wraps", functoolsWraps)
		setFunc(d, "total_ordering", functoolsTotalOrdering)
		setFunc(d, "cmp_to_key", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			var a [1]Value
			if err := cmpToKeyArgs.bind(args, kw, a[:]); err != nil {
				return Value{}, err
			}
			return ObjectValue(&keyWrapper{cmp: a[0]}), nil
		})
		for _, t := range []*Type{PartialType, CachedPropertyType} {
			d.SetString(t.Name, ObjectValue(t))
		}
		strs := func(names []string) Value {
			items := make([]Value, len(names))
			for i, n := range names {
				items[i] = StrValue(n)
			}
			return NewTuple(items)
		}
		d.SetString("WRAPPER_ASSIGNMENTS", strs(wrapperAssignments))
		d.SetString("WRAPPER_UPDATES", strs(wrapperUpdates))
	})
}

func init() {
	pythonClassInCPython[CacheInfoType] = true
	pythonClassInCPython[CachedPropertyType] = true
}
