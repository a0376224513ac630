package pvm

import (
	"math"
	"math/big"
)

// The iterator types built-ins return: enumerate, zip, map, filter,
// reversed and callable_iterator. enumerate, zip, map, filter and reversed
// are classes in CPython, so the builtins of those names are these types.

var (
	EnumerateType      = newBuiltinType("enumerate", ObjectType)
	ZipType            = newBuiltinType("zip", ObjectType)
	MapType            = newBuiltinType("map", ObjectType)
	FilterType         = newBuiltinType("filter", ObjectType)
	ReversedType       = newBuiltinType("reversed", ObjectType)
	CallableIterType   = newBuiltinType("callable_iterator", ObjectType)
	ListRevIterType    = newBuiltinType("list_reverseiterator", ObjectType)
	DictRevKeyIterType = newBuiltinType("dict_reversekeyiterator", ObjectType)
	DictRevValIterType = newBuiltinType("dict_reversevalueiterator", ObjectType)
	DictRevItemIterTyp = newBuiltinType("dict_reverseitemiterator", ObjectType)
)

var bigOne = big.NewInt(1)

type enumerateIter struct {
	it  Value
	n   int64
	big *big.Int // the count once it leaves int64 (or a big start)
}

func (*enumerateIter) Type() *Type { return EnumerateType }

func (e *enumerateIter) next(th *Thread) (Value, bool, error) {
	var items [2]Value
	if ok, err := e.nextInto(th, items[:]); !ok || err != nil {
		return Value{}, false, err
	}
	if err := th.allocate(sizeofSeq(2)); err != nil {
		return Value{}, false, err
	}
	return th.tupleOf(items[0], items[1]), true, nil
}

// nextInto implements unpackingIter: the count and the next value.
func (e *enumerateIter) nextInto(th *Thread, dst []Value) (bool, error) {
	x, ok, err := nextOf(th, e.it)
	if !ok || err != nil {
		return false, err
	}
	var n Value
	switch {
	case e.big != nil:
		if n, err = intValue(e.big); err != nil {
			return false, err
		}
		e.big.Add(e.big, bigOne)
	case e.n == math.MaxInt64:
		n = Int(e.n)
		e.big = new(big.Int).Add(big.NewInt(e.n), bigOne)
	default:
		n = Int(e.n)
		e.n++
	}
	dst[0], dst[1] = n, x
	return true, nil
}

// tupleWith is a tuple allocated together with its items.
type tupleWith[A any] struct {
	t     Tuple
	items A
}

func (p *tupleWith[A]) use(items []Value) *Tuple {
	p.t.items = items
	return &p.t
}

// newTuple makes an n-tuple to fill, small ones from th's slabs (enumerate
// and zip build one per item, BUILD_TUPLE one per tuple display).
func (th *Thread) newTuple(n int) *Tuple {
	switch n {
	case 1:
		p := carve(th, &th.slabs.tuples1)
		return p.use(p.items[:])
	case 2:
		p := carve(th, &th.slabs.tuples2)
		return p.use(p.items[:])
	case 3:
		p := carve(th, &th.slabs.tuples3)
		return p.use(p.items[:])
	case 4:
		p := carve(th, &th.slabs.tuples4)
		return p.use(p.items[:])
	}
	return &Tuple{items: th.valuesOf(n)}
}

// tupleOf is the tuple of items, carved as newTuple's are where NewTuple
// would allocate the items apart.
func (th *Thread) tupleOf(items ...Value) Value {
	t := th.newTuple(len(items))
	copyValues(t.items, items)
	return ObjectValue(t)
}

type zipIter struct {
	its    []Value
	strict bool
	done   bool
}

func (*zipIter) Type() *Type { return ZipType }

func (z *zipIter) next(th *Thread) (Value, bool, error) {
	if z.done || len(z.its) == 0 {
		return Value{}, false, nil
	}
	if err := th.allocate(sizeofSeq(len(z.its))); err != nil {
		return Value{}, false, err
	}
	t := th.newTuple(len(z.its))
	if ok, err := z.nextInto(th, t.items); !ok || err != nil {
		return Value{}, false, err
	}
	return ObjectValue(t), true, nil
}

// nextInto implements unpackingIter: the next value of each argument.
func (z *zipIter) nextInto(th *Thread, dst []Value) (bool, error) {
	if z.done {
		return false, nil
	}
	for i, it := range z.its {
		x, ok, err := nextOf(th, it)
		if err != nil {
			return false, err
		}
		if !ok {
			z.done = true
			if z.strict {
				return false, z.lengthMismatch(th, i)
			}
			return false, nil
		}
		dst[i] = x
	}
	return true, nil
}

// lengthMismatch reports zip(strict=True) ending early at argument i.
func (z *zipIter) lengthMismatch(th *Thread, i int) error {
	which := func(n int) string {
		if n == 1 {
			return "argument 1"
		}
		return "arguments 1-" + itoa(int64(n))
	}
	if i > 0 {
		return newError(ValueErrorType, "zip() argument "+itoa(int64(i+1))+" is shorter than "+which(i))
	}
	for j := 1; j < len(z.its); j++ {
		_, ok, err := iterNext(th, z.its[j])
		if err != nil {
			return err
		}
		if ok {
			return newError(ValueErrorType, "zip() argument "+itoa(int64(j+1))+" is longer than "+which(j))
		}
	}
	return nil
}

type mapIter struct {
	fn  Value
	its []Value
	buf []Value // argument buffer reused across calls (callees copy what they keep)
}

func (*mapIter) Type() *Type { return MapType }

func (m *mapIter) next(th *Thread) (Value, bool, error) {
	for i, it := range m.its {
		x, ok, err := iterNext(th, it)
		if !ok || err != nil {
			return Value{}, false, err
		}
		m.buf[i] = x
	}
	r, err := th.call(m.fn, m.buf, nil)
	return r, err == nil, err
}

type filterIter struct {
	fn Value // None means truth
	it Value
}

func (*filterIter) Type() *Type { return FilterType }

func (f *filterIter) next(th *Thread) (Value, bool, error) {
	for {
		x, ok, err := iterNext(th, f.it)
		if !ok || err != nil {
			return Value{}, false, err
		}
		keep := x
		if !f.fn.IsNone() {
			if keep, err = th.callArgs(f.fn, x); err != nil {
				return Value{}, false, err
			}
		}
		t, err := truth(th, keep)
		if err != nil {
			return Value{}, false, err
		}
		if t {
			return x, true, nil
		}
		if err := th.charge(1); err != nil { // skipping items is work too
			return Value{}, false, err
		}
	}
}

// listRevIter walks a list backwards, tolerating the list shrinking.
type listRevIter struct {
	l *List
	i int
}

func (*listRevIter) Type() *Type { return ListRevIterType }

func (r *listRevIter) next(th *Thread) (Value, bool, error) {
	if r.i >= 0 && r.i < len(r.l.items) {
		r.i--
		return r.l.items[r.i+1], true, nil
	}
	r.i = -1
	return Value{}, false, nil
}

// seqRevIter is reversed() over the sequence protocol.
type seqRevIter struct {
	seq Value
	i   int
}

func (*seqRevIter) Type() *Type { return ReversedType }

func (r *seqRevIter) next(th *Thread) (Value, bool, error) {
	if r.i < 0 {
		return Value{}, false, nil
	}
	var v Value
	var err error
	switch o := r.seq.obj.(type) {
	case *Tuple:
		v = o.items[r.i]
	case *Str:
		v = StrValue(o.at(r.i))
	default:
		v, err = getItem(th, r.seq, Int(int64(r.i)))
	}
	if err != nil {
		r.i = -1
		if e, ok := err.(*Exception); ok && (e.cls.isSubtype(IndexErrorType) || e.cls.isSubtype(StopIterationType)) {
			return Value{}, false, nil
		}
		return Value{}, false, err
	}
	r.i--
	return v, true, nil
}

// dictRevIter walks a dict's keys, values or items backwards.
type dictRevIter struct {
	d    *Dict
	i    int
	live int
	kind byte // 'k', 'v' or 'i'
}

func (r *dictRevIter) Type() *Type {
	switch r.kind {
	case 'v':
		return DictRevValIterType
	case 'i':
		return DictRevItemIterTyp
	}
	return DictRevKeyIterType
}

func (r *dictRevIter) next(th *Thread) (Value, bool, error) {
	if r.d.live != r.live {
		r.i = -1
		return Value{}, false, newError(RuntimeErrorType, "dictionary changed size during iteration")
	}
	for r.i >= 0 {
		if r.i >= len(r.d.entries) {
			r.i = len(r.d.entries) - 1
			continue
		}
		e := &r.d.entries[r.i]
		r.i--
		if e.key.obj != nil {
			return dictIterItem(th, r.kind, e)
		}
	}
	return Value{}, false, nil
}

// reversedDict is reversed() of a dict or one of its views (kind 'k', 'v', 'i').
func reversedDict(d *Dict, kind byte) Value {
	return ObjectValue(&dictRevIter{d: d, i: len(d.entries) - 1, live: d.live, kind: kind})
}

// callableIter is iter(callable, sentinel).
type callableIter struct {
	fn, sentinel Value
	done         bool
}

func (*callableIter) Type() *Type { return CallableIterType }

func (c *callableIter) next(th *Thread) (Value, bool, error) {
	if c.done {
		return Value{}, false, nil
	}
	v, err := th.call(c.fn, nil, nil)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls.isSubtype(StopIterationType) {
			c.done = true
			return Value{}, false, nil
		}
		return Value{}, false, err
	}
	eq, err := equal(th, v, c.sentinel)
	if err != nil {
		return Value{}, false, err
	}
	if eq {
		c.done = true
		return Value{}, false, nil
	}
	return v, true, nil
}

// stopIteration is the exception an exhausted iterator raises from
// __next__/next(): StopIteration, carrying a generator's return value.
func stopIteration(r Value) error {
	if r.obj == nil || r.IsNone() {
		return newErrorArgs(StopIterationType)
	}
	return newErrorArgs(StopIterationType, r)
}

// nextValue is next(it) for iterators called explicitly (next(), __next__).
func nextValue(th *Thread, it Value) (Value, error) {
	if w, ok := it.obj.(*coroWrapper); ok {
		it = ObjectValue(w.g)
	}
	if g, ok := it.obj.(*Generator); ok {
		r, done, err := g.send(th, None)
		if err != nil {
			return Value{}, err
		}
		if done {
			return Value{}, stopIteration(r)
		}
		return r, nil
	}
	switch t := it.Type(); {
	case !t.builtin:
		if m, ok := userMethod(it, "__next__"); ok {
			return th.callArgs(m, it) // its StopIteration goes through, value and all
		}
	case t.nativeDunders:
		if s, ok := it.obj.(awaitStepper); ok {
			return stepResult(s.send(th, None))
		}
	}
	v, ok, err := iterNext(th, it)
	if err != nil {
		return Value{}, err
	}
	if !ok {
		return Value{}, newErrorArgs(StopIterationType)
	}
	return v, nil
}

var enumerateArgs = newArgSpec("enumerate", "iterable", "start=")

func constructEnumerate(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if len(kw) == 0 && len(args) == 0 {
		return Value{}, newError(TypeErrorType, "enumerate() missing required argument 'iterable'")
	}
	var a [2]Value
	if err := enumerateArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	it, err := getIter(th, a[0])
	if err != nil {
		return Value{}, err
	}
	e := carve(th, &th.slabs.enumerates)
	e.it = it
	if a[1].obj != nil {
		start, err := indexValue(th, a[1])
		if err != nil {
			return Value{}, err
		}
		if b, ok := start.obj.(*BigInt); ok {
			e.big = new(big.Int).Set(&b.v)
		} else {
			e.n = start.small()
		}
	}
	return ObjectValue(e), nil
}

func constructZip(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	npos := len(args) - len(kw)
	z := &zipIter{}
	for i, k := range kw {
		if len(kw) > 1 {
			return Value{}, newError(TypeErrorType, "zip() takes at most 1 keyword argument ("+itoa(int64(len(kw)))+" given)")
		}
		if k.s != "strict" {
			return Value{}, newError(TypeErrorType, "'"+k.s+"' is an invalid keyword argument for zip()")
		}
		s, err := truth(th, args[npos+i])
		if err != nil {
			return Value{}, err
		}
		z.strict = s
	}
	if err := th.allocate(sizeofSeq(npos)); err != nil {
		return Value{}, err
	}
	z.its = make([]Value, npos)
	for i, a := range args[:npos] {
		it, err := getIter(th, a)
		if err != nil {
			return Value{}, err
		}
		z.its[i] = it
	}
	return ObjectValue(z), nil
}

func constructMap(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if err := noKwargs("map", kw); err != nil {
		return Value{}, err
	}
	if len(args) < 2 {
		return Value{}, newError(TypeErrorType, "map() must have at least two arguments.")
	}
	n := len(args) - 1
	if err := th.allocate(2 * sizeofSeq(n)); err != nil {
		return Value{}, err
	}
	m := &mapIter{fn: args[0], its: make([]Value, n), buf: make([]Value, n)}
	for i, a := range args[1:] {
		it, err := getIter(th, a)
		if err != nil {
			return Value{}, err
		}
		m.its[i] = it
	}
	return ObjectValue(m), nil
}

func constructFilter(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if err := noKwargs("filter", kw); err != nil {
		return Value{}, err
	}
	if err := rangeArgs("filter", args, nil, 2, 2); err != nil {
		return Value{}, err
	}
	it, err := getIter(th, args[1])
	if err != nil {
		return Value{}, err
	}
	return ObjectValue(&filterIter{fn: args[0], it: it}), nil
}

func constructReversed(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("reversed", args, kw, 1, 1); err != nil {
		return Value{}, err
	}
	v := args[0]
	switch o := v.obj.(type) {
	case *List: // what list.__reversed__ returns, without looking it up
		return ObjectValue(&listRevIter{l: o, i: len(o.items) - 1}), nil
	case *Tuple:
		return ObjectValue(&seqRevIter{seq: v, i: len(o.items) - 1}), nil
	case *Str:
		return ObjectValue(&seqRevIter{seq: v, i: o.n - 1}), nil
	}
	// Built only when raised: reversed(list) is the common call.
	notReversible := func() error { return newError(TypeErrorType, "'"+typeName(v)+"' object is not reversible") }
	if m, ok := v.Type().lookupString("__reversed__"); ok {
		if m.IsNone() {
			return Value{}, notReversible()
		}
		return th.callArgs(m, v)
	}
	if u := unwrapBase(v); !is(u, v) {
		if _, ok := userMethod(v, "__getitem__"); !ok {
			r, err := constructReversed(th, t, []Value{u}, nil)
			return r, renameOperands(err, u, None, v, None)
		}
	}
	switch v.obj.(type) {
	case *Bytes, *ByteArray:
	default:
		if _, ok := v.Type().lookupString("__getitem__"); !ok {
			return Value{}, notReversible()
		}
		if _, ok := v.Type().lookupString("__len__"); !ok {
			return Value{}, newError(TypeErrorType, "object of type '"+typeName(v)+"' has no len()")
		}
		if _, isDict := unwrapBase(v).obj.(*Dict); isDict {
			return Value{}, notReversible()
		}
	}
	n, err := length(th, v)
	if err != nil {
		return Value{}, err
	}
	return ObjectValue(&seqRevIter{seq: v, i: n - 1}), nil
}

func builtinIter(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("iter", args, kw, 1, 2); err != nil {
		return Value{}, err
	}
	if len(args) == 1 {
		return getIter(th, args[0])
	}
	if !isCallable(args[0]) {
		return Value{}, newError(TypeErrorType, "iter(v, w): v must be callable")
	}
	return ObjectValue(&callableIter{fn: args[0], sentinel: args[1]}), nil
}

func builtinNext(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("next", args, kw, 1, 2); err != nil {
		return Value{}, err
	}
	if !isIterator(args[0]) {
		return Value{}, newError(TypeErrorType, "'"+typeName(args[0])+"' object is not an iterator")
	}
	v, err := nextValue(th, args[0])
	if err != nil && len(args) == 2 {
		if e, ok := err.(*Exception); ok && e.cls.isSubtype(StopIterationType) {
			return args[1], nil
		}
	}
	return v, err
}

// iterSelf and iterDunderNext are __iter__ and __next__ of every built-in
// iterator type, for code that calls them explicitly.
func iterSelf(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("__iter__", args, kw, 1); err != nil {
		return Value{}, err
	}
	return args[0], nil
}

func iterDunderNext(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("__next__", args, kw, 1); err != nil {
		return Value{}, err
	}
	return nextValue(th, args[0])
}

func init() {
	constructors := map[*Type]func(*Thread, *Type, []Value, []*Str) (Value, error){
		EnumerateType: constructEnumerate, ZipType: constructZip, MapType: constructMap,
		FilterType: constructFilter, ReversedType: constructReversed,
	}
	for _, t := range []*Type{EnumerateType, ZipType, MapType, FilterType, ReversedType} {
		t.construct = constructors[t]
		builtinsDict.SetString(t.Name, ObjectValue(t))
	}
	for _, t := range []*Type{EnumerateType, ZipType, MapType, FilterType, ReversedType, CallableIterType,
		ListRevIterType, DictRevKeyIterType, DictRevValIterType, DictRevItemIterTyp,
		ListIterType, TupleIterType, RangeIterType, StrIterType, StrASCIIIterType, DictIterType, DictValIterType, DictItemIterType,
		BytesIterType, ByteArrIterType, SeqIterType} {
		defMethod(t, "__iter__", iterSelf)
		defMethod(t, "__next__", iterDunderNext)
	}
	defBuiltin("iter", builtinIter)
	defBuiltin("next", builtinNext)
}

// census methods: what the iterators keep alive, for the memory census.

func (o *listIter) census(push func(Value)) int64 {
	if o.l != exhaustedList {
		push(ObjectValue(o.l))
	}
	return objectHeader
}
func (o *strIter) census(push func(Value)) int64  { push(ObjectValue(o.s)); return objectHeader }
func (o *dictIter) census(push func(Value)) int64 { push(ObjectValue(o.d)); return objectHeader }
func (o *seqIter) census(push func(Value)) int64  { push(o.seq); return objectHeader }
func (o *bytesIter) census(push func(Value)) int64 {
	return sizeofStr(len(o.b))
}
func (o *byteArrayIter) census(push func(Value)) int64 {
	if o.a != nil {
		push(ObjectValue(o.a))
	}
	return objectHeader
}
func (o *tupleIter) census(push func(Value)) int64 { return pushValues(push, o.items) }
func (o *enumerateIter) census(push func(Value)) int64 {
	push(o.it)
	return objectHeader + valueSize
}
func (o *zipIter) census(push func(Value)) int64 { return pushValues(push, o.its) }
func (o *mapIter) census(push func(Value)) int64 {
	push(o.fn)
	return pushValues(push, o.its) + sizeofSeq(len(o.buf))
}
func (o *filterIter) census(push func(Value)) int64 {
	push(o.fn)
	push(o.it)
	return objectHeader + 2*valueSize
}
func (o *listRevIter) census(push func(Value)) int64 { push(ObjectValue(o.l)); return objectHeader }
func (o *seqRevIter) census(push func(Value)) int64  { push(o.seq); return objectHeader }
func (o *dictRevIter) census(push func(Value)) int64 { push(ObjectValue(o.d)); return objectHeader }
func (o *callableIter) census(push func(Value)) int64 {
	push(o.fn)
	push(o.sentinel)
	return objectHeader + 2*valueSize
}

// pushValues reports vals to the census and returns their slice's size.
func pushValues(push func(Value), vals []Value) int64 {
	for _, v := range vals {
		push(v)
	}
	return sizeofSeq(len(vals))
}
