package pvm

import (
	"slices"
	"strings"
	"unicode/utf8"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// Iteration: built-in iterators, the iterator protocol for user classes,
// and generators/coroutines.

var (
	ListIterType     = newBuiltinType("list_iterator", ObjectType)
	TupleIterType    = newBuiltinType("tuple_iterator", ObjectType)
	RangeIterType    = newBuiltinType("range_iterator", ObjectType)
	StrIterType      = newBuiltinType("str_iterator", ObjectType)
	StrASCIIIterType = newBuiltinType("str_ascii_iterator", ObjectType) // CPython's over an ASCII str
	DictIterType     = newBuiltinType("dict_keyiterator", ObjectType)
	DictValIterType  = newBuiltinType("dict_valueiterator", ObjectType)
	DictItemIterType = newBuiltinType("dict_itemiterator", ObjectType)
	BytesIterType    = newBuiltinType("bytes_iterator", ObjectType)
	ByteArrIterType  = newBuiltinType("bytearray_iterator", ObjectType)
	SeqIterType      = newBuiltinType("iterator", ObjectType)
)

type listIter struct {
	l *List
	i int
}

// exhaustedList is what an exhausted listIter iterates: always empty, and
// never handed out.
var exhaustedList = &List{}

func (*listIter) Type() *Type { return ListIterType }

type tupleIter struct {
	items []Value
	i     int
}

func (*tupleIter) Type() *Type { return TupleIterType }

type rangeIter struct{ next, step, left int64 }

func (*rangeIter) Type() *Type { return RangeIterType }

type strIter struct {
	s   *Str
	off int
}

func (o *strIter) Type() *Type {
	if o.s.ascii() {
		return StrASCIIIterType
	}
	return StrIterType
}

type bytesIter struct {
	b []byte
	i int
}

func (*bytesIter) Type() *Type { return BytesIterType }

// byteArrayIter iterates a bytearray, reading it live as CPython does: it
// sees items appended or changed during the iteration and stops when the
// array shrinks below its position. Exhausted, it lets go of the array.
type byteArrayIter struct {
	a *ByteArray
	i int
}

func (*byteArrayIter) Type() *Type { return ByteArrIterType }

func (o *byteArrayIter) next(th *Thread) (Value, bool, error) {
	if o.a != nil && o.i < len(o.a.b) {
		o.i++
		return Int(int64(o.a.b[o.i-1])), true, nil
	}
	o.a = nil
	return Value{}, false, nil
}

// dictIter iterates keys, values or items of a dict, detecting mutation.
type dictIter struct {
	d    *Dict
	i    int
	live int  // the dict's size when iteration began; -1 once it changed
	left int  // items still expected: CPython's check for keys changed under a stable size
	kind byte // 'k', 'v' or 'i'
}

// newDictIter returns an iterator over d's keys, values or items (kind),
// from th's slabs.
func newDictIter(th *Thread, d *Dict, kind byte) *dictIter {
	it := carve(th, &th.slabs.dictIters)
	*it = dictIter{d: d, i: d.head, live: d.live, left: d.live, kind: kind} // entries before head are deleted
	return it
}

// exhaustedDict is what an exhausted dict iterator holds instead of its
// dict: it lets go of it, as CPython's does (and stays exhausted).
var exhaustedDict = &Dict{}

func (it *dictIter) Type() *Type {
	switch it.kind {
	case 'v':
		return DictValIterType
	case 'i':
		return DictItemIterType
	}
	return DictIterType
}

// seqIter drives the old __getitem__ protocol.
type seqIter struct {
	seq Value
	i   int
}

func (*seqIter) Type() *Type { return SeqIterType }

// getIter implements iter(v).
func getIter(th *Thread, v Value) (Value, error) {
	switch o := v.obj.(type) {
	case *List:
		it := carve(th, &th.slabs.listIters)
		it.l = o
		return ObjectValue(it), nil
	case *Tuple:
		it := carve(th, &th.slabs.tupleIters)
		it.items = o.items
		return ObjectValue(it), nil
	case *Range:
		it := carve(th, &th.slabs.rangeIters)
		*it = rangeIter{next: o.start, step: o.step, left: o.length()}
		return ObjectValue(it), nil
	case *Str:
		return ObjectValue(&strIter{s: o}), nil
	case *Dict:
		return ObjectValue(newDictIter(th, o, 'k')), nil
	case *dictView: // for k, v in d.items()
		if o.od {
			return ObjectValue(newOdictIter(o.d, o.kind, false)), nil
		}
		return ObjectValue(newDictIter(th, o.d, o.kind)), nil
	case *Bytes:
		return ObjectValue(&bytesIter{b: o.b}), nil
	case *ByteArray:
		return ObjectValue(&byteArrayIter{a: o}), nil
	case *Generator:
		if o.kind != plainGen {
			return Value{}, newError(TypeErrorType, "'"+typeName(v)+"' object is not iterable")
		}
		return v, nil
	case *listIter, *tupleIter, *rangeIter, *strIter, *dictIter, *bytesIter, *seqIter:
		return v, nil
	}
	if bi, ok := v.obj.(builtinIterator); ok {
		return ObjectValue(bi), nil
	}
	if m, ok := userMethodStr(v, nameIter); ok {
		if m.IsNone() { // __iter__ = None: explicitly not iterable
			return Value{}, newError(TypeErrorType, "'"+typeName(v)+"' object is not iterable")
		}
		it, err := th.callArgs(m, v)
		if err != nil {
			return Value{}, err
		}
		if !isIterator(it) {
			return Value{}, newError(TypeErrorType, "iter() returned non-iterator of type '"+typeName(it)+"'")
		}
		return it, nil
	}
	if u := unwrapBase(v); !is(u, v) {
		it, err := getIter(th, u)
		return it, renameOperands(err, u, None, v, None)
	}
	if _, ok := userMethod(v, "__getitem__"); ok {
		return ObjectValue(&seqIter{seq: v}), nil
	}
	if f, ok := builtinIterables[v.Type()]; ok {
		return f(th, v)
	}
	return Value{}, newError(TypeErrorType, "'"+typeName(v)+"' object is not iterable")
}

// builtinIterator is implemented by iterators defined in other files
// (enumerate, zip, map, itertools, ...).
type builtinIterator interface {
	Object
	next(th *Thread) (Value, bool, error)
}

// builtinIterables maps other built-in iterable types (dict views, deque,
// ...) to their iter().
var builtinIterables = map[*Type]func(*Thread, Value) (Value, error){}

func isIterator(v Value) bool {
	switch o := v.obj.(type) {
	case *Generator:
		return o.kind == plainGen
	case *listIter, *tupleIter, *rangeIter, *strIter, *dictIter, *bytesIter, *seqIter, builtinIterator:
		return true
	}
	_, ok := userMethod(v, "__next__")
	return ok
}

// unpackingIter is implemented by iterators whose items are fresh tuples
// of a fixed width (zip, enumerate, dict items; see unpackingOf): nextInto
// stores the next item's values in dst instead of building the tuple.
type unpackingIter interface {
	nextInto(th *Thread, dst []Value) (bool, error)
}

// unpacking returns iterator it with the width of its items when the
// instruction after FOR_ITER, next, unpacks them (`for i, x in
// enumerate(xs)`, `for k, v in d.items()`), so that FOR_ITER takes the
// values straight from it; n is 0 when that does not apply. It switches
// on the concrete types: an assertion to the interface would look its
// method table up each time.
func unpacking(it Value, next uint32) (unpackingIter, int) {
	if c.Opcode(next) != c.UNPACK_SEQUENCE {
		return nil, 0
	}
	if u, n := unpackingOf(it); n == int(next>>8)&^unpackIntoLocals {
		return u, n
	}
	return nil, 0
}

// unpackingOf returns it as an unpackingIter with the width of its items,
// or nil and 0.
func unpackingOf(it Value) (unpackingIter, int) {
	switch o := it.obj.(type) {
	case *enumerateIter:
		return o, 2
	case *zipIter:
		return o, len(o.its)
	case *dictIter:
		if o.kind == 'i' {
			return o, 2
		}
	case *combinatoric:
		return o, o.r
	}
	return nil, 0
}

// nextUnpacked is FOR_ITER and the UNPACK_SEQUENCE after it for an
// iterator u that unpacking gave len(dst): it leaves the next item's values
// in dst as UNPACK_SEQUENCE would (the first on top) and charges that
// instruction. No tuple is built, so none is charged.
func nextUnpacked(th *Thread, u unpackingIter, dst []Value) (bool, error) {
	ok, err := u.nextInto(th, dst)
	if !ok || err != nil {
		clear(dst)
		return false, err
	}
	if len(dst) == 2 { // the usual pair, without slices.Reverse's loop
		dst[0], dst[1] = dst[1], dst[0]
	} else {
		slices.Reverse(dst)
	}
	return true, th.charge(int64(opCost[c.UNPACK_SEQUENCE]))
}

// nextOf is iterNext with a list's iterator's next item taken inline: the
// iterators zip and enumerate wrap are mostly lists'.
func nextOf(th *Thread, it Value) (Value, bool, error) {
	if o, ok := it.obj.(*listIter); ok && o.i < len(o.l.items) {
		o.i++
		return o.l.items[o.i-1], true, nil
	}
	return iterNext(th, it)
}

// iterNext advances an iterator; ok is false when it is exhausted.
func iterNext(th *Thread, it Value) (v Value, ok bool, err error) {
	if g, ok := it.obj.(*Generator); ok {
		// Generators first: they are the iterators the interpreter loop
		// and the built-ins do not already handle inline.
		return g.resume(th, None)
	}
	switch o := it.obj.(type) {
	case *listIter:
		if o.i < len(o.l.items) {
			o.i++
			return o.l.items[o.i-1], true, nil
		}
		// Exhausted, it lets go of the list, as CPython's does (and
		// stays exhausted even if the list grows).
		o.l, o.i = exhaustedList, 0
		return Value{}, false, nil
	case *rangeIter:
		if o.left > 0 {
			v := o.next
			o.next += o.step
			o.left--
			return Int(v), true, nil
		}
		return Value{}, false, nil
	case *tupleIter:
		if o.i < len(o.items) {
			o.i++
			return o.items[o.i-1], true, nil
		}
		o.items, o.i = nil, 0 // let go of the tuple's items, as listIter
		return Value{}, false, nil
	case *strIter:
		if o.off < len(o.s.s) {
			s := o.s.s[o.off:]
			n := 1
			if s[0] >= 0x80 {
				for n < len(s) && s[n]&0xc0 == 0x80 {
					n++
				}
			}
			o.off += n
			return StrValue(s[:n]), true, nil
		}
		return Value{}, false, nil
	case *dictIter:
		return o.next(th)
	case *listRevIter: // reversed(list): before the interface case, which costs more
		return o.next(th)
	case *bytesIter:
		if o.i < len(o.b) {
			o.i++
			return Int(int64(o.b[o.i-1])), true, nil
		}
		return Value{}, false, nil
	case *seqIter:
		v, err := getItem(th, o.seq, Int(int64(o.i)))
		if err != nil {
			if e, ok := err.(*Exception); ok && (e.cls.isSubtype(IndexErrorType) || e.cls.isSubtype(StopIterationType)) {
				return Value{}, false, nil
			}
			return Value{}, false, err
		}
		o.i++
		return v, true, nil
	case builtinIterator:
		// A StopIteration from inside (map's function, say) ends the
		// iteration, as from any __next__.
		v, ok, err = o.next(th)
		if err != nil && isExceptionOf(err, StopIterationType) {
			return Value{}, false, nil
		}
		return v, ok, err
	}
	m, found := userMethod(it, "__next__")
	if !found {
		return Value{}, false, newError(TypeErrorType, "'"+typeName(it)+"' object is not an iterator")
	}
	v, err = th.callArgs(m, it)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls.isSubtype(StopIterationType) {
			return Value{}, false, nil
		}
		return Value{}, false, err
	}
	return v, true, nil
}

func (o *dictIter) next(th *Thread) (Value, bool, error) {
	e, err := o.nextEntry()
	if e == nil {
		return Value{}, false, err
	}
	return dictIterItem(th, o.kind, e)
}

// nextEntry advances to the next live entry: nil at the end or on error.
func (o *dictIter) nextEntry() (*dictEntry, error) {
	if o.d.live != o.live {
		o.live = -1 // stays broken, as in CPython
		return nil, newError(RuntimeErrorType, "dictionary changed size during iteration")
	}
	for o.i < len(o.d.entries) {
		e := &o.d.entries[o.i]
		o.i++
		if e.key.obj != nil {
			if o.left == 0 {
				return nil, newError(RuntimeErrorType, "dictionary keys changed during iteration")
			}
			o.left--
			return e, nil
		}
	}
	o.d, o.i, o.live, o.left = exhaustedDict, 0, 0, 0
	return nil, nil
}

// nextInto implements unpackingIter for an items iterator (see
// unpacking): `for k, v in d.items()` builds no tuples.
func (o *dictIter) nextInto(th *Thread, dst []Value) (bool, error) {
	e, err := o.nextEntry()
	if e == nil {
		return false, err
	}
	dst[0], dst[1] = e.key, e.value
	return true, nil
}

// dictIterItem is what a dict iterator of kind 'k', 'v' or 'i' yields
// for entry e.
func dictIterItem(th *Thread, kind byte, e *dictEntry) (Value, bool, error) {
	switch kind {
	case 'k':
		return e.key, true, nil
	case 'v':
		return e.value, true, nil
	}
	if err := th.allocate(sizeofSeq(2)); err != nil {
		return Value{}, false, err
	}
	return th.tupleOf(e.key, e.value), true, nil
}

// toValues collects any iterable into a fresh slice.
func toValues(th *Thread, v Value) ([]Value, error) { return toValuesInto(th, v, nil) }

// toValuesInto is toValues appending to out (len 0) when v must be iterated.
func toValuesInto(th *Thread, v Value, out []Value) ([]Value, error) {
	switch o := v.obj.(type) {
	case *List:
		return concatValues(th, o.items, nil)
	case *Tuple:
		return concatValues(th, o.items, nil)
	case *Range:
		return rangeValues(th, o, out)
	case *Str:
		return strValues(th, o, out)
	case *Dict:
		return dictValues(th, o, 'k', out)
	case *dictView:
		return dictValues(th, o.d, o.kind, out)
	}
	it, err := getIter(th, v)
	if err != nil {
		return nil, err
	}
	// The iterator and the items so far are pinned for the census: the
	// iterator's code may allocate (a generator of large lists).
	th.pin(&pinnedIter{it, &out})
	defer func() {
		th.unpin()
		th.freeTemp(int64(len(out)) * valueSize)
	}()
	for {
		x, ok, err := iterNext(th, it)
		if err != nil {
			return nil, err
		}
		if !ok {
			return out, nil
		}
		if err := th.charge(1); err != nil {
			return nil, err
		}
		if err := th.allocateTemp(valueSize); err != nil {
			return nil, err
		}
		if cap(out) == 0 {
			out = make([]Value, 0, 8) // not append's 1, 2, 4: a reallocation costs more than the slack
		}
		out = append(out, x)
	}
}

// iterateEach calls add for each item of iterable as the iterator yields
// it, as CPython's list.extend and deque.extend do: an iterator's code sees
// the items added so far, and those stay added when it raises. Iterables
// that run no Python code are read at once (toValues); a list or tuple is
// read as it was when the call began. Each item is charged a cycle.
func iterateEach(th *Thread, iterable Value, add func(Value) error) error {
	var items []Value
	switch o := iterable.obj.(type) {
	case *List:
		items = o.items[:len(o.items):len(o.items)]
	case *Tuple:
		items = o.items
	case *Range, *Str, *Dict, *dictView:
		var err error
		if items, err = toValues(th, iterable); err != nil {
			return err
		}
	default:
		return iterateEachSlow(th, iterable, add)
	}
	if err := th.charge(int64(len(items))); err != nil {
		return err
	}
	for _, x := range items {
		if err := add(x); err != nil {
			return err
		}
	}
	return nil
}

func iterateEachSlow(th *Thread, iterable Value, add func(Value) error) error {
	it, err := getIter(th, iterable)
	if err != nil {
		return err
	}
	var none []Value
	th.pin(&pinnedIter{it, &none}) // the census sees the iterator's data
	defer th.unpin()
	for {
		x, ok, err := iterNext(th, it)
		if err != nil || !ok {
			return err
		}
		if err := th.charge(1); err != nil {
			return err
		}
		if err := add(x); err != nil {
			return err
		}
	}
}

// dictValues appends d's keys, values or items (kind as for dictIter) to
// out, charged as iterating d would, but at once: no Python code can run
// in between to change d.
func dictValues(th *Thread, d *Dict, kind byte, out []Value) ([]Value, error) {
	n := int64(d.live)
	if err := th.charge(n); err != nil {
		return nil, err
	}
	if err := th.allocateTemp(n * valueSize); err != nil {
		return nil, err
	}
	defer th.freeTemp(n * valueSize)
	out = slices.Grow(out, d.live)
	for i := d.head; i < len(d.entries); i++ {
		if e := &d.entries[i]; e.key.obj != nil {
			v, _, err := dictIterItem(th, kind, e)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
	}
	return out, nil
}

// rangeValues appends r's items to out, charging as iterating r would,
// but all at once (memory first: a huge range runs out of memory, as it
// did item by item).
func rangeValues(th *Thread, r *Range, out []Value) ([]Value, error) {
	n := r.length()
	if err := th.allocate(n * valueSize); err != nil {
		return nil, err
	}
	if err := th.charge(n); err != nil {
		return nil, err
	}
	out = slices.Grow(out, int(n))
	for i, x := int64(0), r.start; i < n; i, x = i+1, x+r.step {
		out = append(out, Int(x))
	}
	return out, nil
}

// strValues appends s's characters to out, charged like rangeValues.
func strValues(th *Thread, s *Str, out []Value) ([]Value, error) {
	if err := th.allocate(int64(s.n) * valueSize); err != nil {
		return nil, err
	}
	if err := th.charge(int64(s.n)); err != nil {
		return nil, err
	}
	out = slices.Grow(out, s.n)
	if s.ascii() {
		for i := 0; i < len(s.s); i++ {
			out = append(out, ObjectValue(asciiChars[s.s[i]]))
		}
		return out, nil
	}
	for rest := s.s; rest != ""; {
		_, size := utf8.DecodeRuneInString(rest)
		out = append(out, th.strValueOf(rest[:size], 1))
		rest = rest[size:]
	}
	return out, nil
}

// unpackExactly is unpackN without a starred target for an iterator or a
// user object: it takes n items and checks there is no other, as CPython
// does, rather than reading all (a generator's side effects stop there,
// and an endless one is an error, not a loop).
func unpackExactly(th *Thread, v Value, n int) ([]Value, error) {
	it, err := getIter(th, v)
	if err != nil {
		if isExceptionOf(err, TypeErrorType) && !isIterable(v) {
			err = newError(TypeErrorType, "cannot unpack non-iterable "+typeName(v)+" object")
		}
		return nil, err
	}
	items := make([]Value, 0, n)
	for {
		if err := th.charge(1); err != nil {
			return nil, err
		}
		item, ok, err := iterNext(th, it)
		switch {
		case err != nil:
			return nil, err
		case !ok && len(items) < n:
			return nil, newError(ValueErrorType, "not enough values to unpack (expected "+itoa(int64(n))+", got "+itoa(int64(len(items)))+")")
		case !ok:
			return items, nil
		case len(items) == n:
			return nil, newError(ValueErrorType, "too many values to unpack (expected "+itoa(int64(n))+")")
		}
		items = append(items, item)
	}
}

// unpackN unpacks v into exactly n values, or with a starred target at
// position star (before items first, after items last).
func unpackN(th *Thread, v Value, n, star, after int) ([]Value, error) {
	var items []Value
	switch o := v.obj.(type) {
	case *Tuple:
		items = o.items
	case *List:
		items = o.items
	default:
		if seq, ok := builtinSeqBase(v); ok {
			items = seq
			break
		}
		if _, user := v.obj.(*Instance); star < 0 && (user || isIterator(v)) {
			return unpackExactly(th, v, n)
		}
		var err error
		if items, err = toValues(th, v); err != nil {
			if e, ok := err.(*Exception); ok && e.cls == TypeErrorType && !isIterable(v) {
				return nil, newError(TypeErrorType, "cannot unpack non-iterable "+typeName(v)+" object")
			}
			return nil, err
		}
	}
	if star < 0 {
		if len(items) != n {
			if len(items) > n {
				return nil, newError(ValueErrorType, "too many values to unpack (expected "+itoa(int64(n))+")")
			}
			return nil, newError(ValueErrorType, "not enough values to unpack (expected "+itoa(int64(n))+", got "+itoa(int64(len(items)))+")")
		}
		return items, nil
	}
	if len(items) < n {
		return nil, newError(ValueErrorType, "not enough values to unpack (expected at least "+itoa(int64(n))+", got "+itoa(int64(len(items)))+")")
	}
	out := make([]Value, 0, n+1)
	out = append(out, items[:star]...)
	mid := make([]Value, len(items)-n)
	copy(mid, items[star:len(items)-after])
	out = append(out, NewList(mid))
	out = append(out, items[len(items)-after:]...)
	return out, nil
}

// seqItems returns the items of a list or tuple (nil for anything else).
func seqItems(v Value) []Value {
	switch o := v.obj.(type) {
	case *List:
		return o.items
	case *Tuple:
		return o.items
	}
	return nil
}

// builtinSeqBase returns the items of v, an instance of a subclass of
// tuple or list (a namedtuple, say) that iterates as its base does.
func builtinSeqBase(v Value) ([]Value, bool) {
	inst, ok := v.obj.(*Instance)
	if !ok {
		return nil, false
	}
	items := seqItems(inst.base())
	if items == nil {
		return nil, false
	}
	if _, user := userMethodStr(v, nameIter); user {
		return nil, false
	}
	return items, true
}

func isIterable(v Value) bool {
	switch v.obj.(type) {
	case *List, *Tuple, *Str, *Dict, *Range, *Bytes, *ByteArray:
		return true
	}
	t := v.Type()
	if _, ok := t.lookup(nameIter); ok {
		return true // even None, whose iter() raises "not iterable"
	}
	_, ok := t.lookup(nameGetitem) // the sequence protocol
	return ok || isIterator(v)
}

// iterOr is iter(v), a TypeError it raises (v is not iterable) replaced
// by one saying msg, as CPython's callers that name their argument do.
func iterOr(th *Thread, v Value, msg string) (Value, error) {
	it, err := getIter(th, v)
	if err != nil && isExceptionOf(err, TypeErrorType) {
		err = newError(TypeErrorType, msg)
	}
	return it, err
}

// Generator is a suspended generator, coroutine or async generator frame.
type Generator struct {
	frame     *frame
	name      string
	qualname  string
	running   bool
	finished  bool
	kind      genKind
	loopOwned bool // only a for loop holds it: leaving the loop early closes it
	// An async generator is running an awaitable of its own (agRunning,
	// CPython's ag_running_async), or is closed: it raised, returned or
	// was closed, and aclose/athrow no longer run it.
	agRunning, agClosed bool
	// pending is the exception the generator raised in a send from
	// sendThrough, kept for the delegating frame's SEND to receive.
	pending error
	// handled is the exception the suspended frame is handling (CPython's
	// gi_exc_state): it is the handled one again when the frame resumes,
	// and the caller's is when it yields.
	handled Value
}

// genKind is what def made a generator: a plain one, an async def's
// coroutine or an async def's async generator (which yields).
type genKind uint8

const (
	plainGen genKind = iota
	coroutineGen
	asyncGen
)

// genKinds are the kinds' types, their names in error messages and the
// prefix of their attributes (gi_running, cr_running, ag_running).
var genKinds = [...]struct {
	t            **Type
	name, prefix string
}{{&GeneratorType, "generator", "gi_"}, {&CoroutineType, "coroutine", "cr_"}, {&AsyncGeneratorType, "async generator", "ag_"}}

// kindOf is the kind of generator a code object's call makes.
func kindOf(flags c.CodeFlags) genKind {
	switch {
	case flags&c.FlagCoroutine == 0:
		return plainGen
	case flags&c.FlagGenerator == 0:
		return coroutineGen
	}
	return asyncGen
}

// Type implements Object.
func (g *Generator) Type() *Type { return *genKinds[g.kind].t }

// attr returns the attributes named after the kind: gi_running,
// cr_running or ag_running (an async generator running an awaitable of
// its own), and gi_yieldfrom, cr_await or ag_await (what a suspended
// frame is delegating to).
func (g *Generator) attr(name string) (Value, bool) {
	rest, ok := strings.CutPrefix(name, genKinds[g.kind].prefix)
	switch {
	case !ok:
	case rest == "running" && g.kind == asyncGen:
		return Bool(g.agRunning), true
	case rest == "running":
		return Bool(g.running), true
	case rest == "await" && g.kind != plainGen, rest == "yieldfrom" && g.kind == plainGen:
		if d, ok := g.delegate(); ok && !g.running {
			return d, true
		}
		return None, true
	}
	return Value{}, false
}

// resume sends v into the generator. ok is false when it returned; its
// return value is then v.
func (g *Generator) resume(th *Thread, v Value) (Value, bool, error) {
	r, done, err := g.send(th, v)
	return r, !done && err == nil, err
}

// send runs the generator until it yields (done=false) or returns (done=true).
// The errors are worked out of line: every step of a generator-driven loop
// comes through here.
func (g *Generator) send(th *Thread, v Value) (Value, bool, error) {
	f := g.frame
	if g.finished || g.running || f.pc == 0 && !v.IsNone() {
		return Value{}, true, g.cannotSend()
	}
	if sub, ok := g.delegate(); ok {
		if sg, ok := sub.obj.(*Generator); ok && g.resumesAtSend() {
			return g.sendThrough(th, sg, v)
		}
	}
	if !g.dropSent(th) {
		f.locals[len(f.code.Locals)+f.sp] = v
		f.sp++
	}
	return g.runFrame(th)
}

// dropSent runs the POP_TOP that drops the value a yield receives (`yield
// x` as a statement, a generator expression) when g's frame resumes at
// one: the value is not pushed and the instruction costs no dispatch. It
// reports whether it did, which it does not when the cycles left would not
// pay for the POP_TOP (run then raises as it would have).
func (g *Generator) dropSent(th *Thread) bool {
	f := g.frame
	ins := f.code.insts[f.pc]
	cost := int64(opCost[c.POP_TOP])
	if c.Opcode(ins) != c.POP_TOP || ins>>8 != 0 || th.cycles < cost {
		return false
	}
	th.cycles -= cost
	f.pc++
	return true
}

// resumesAtSend reports whether g's frame, suspended in a delegation,
// resumes with the jump back to its SEND.
func (g *Generator) resumesAtSend() bool {
	f := g.frame
	op, target := c.Decode(f.code.Code.Code[f.pc])
	return op == c.JUMP && target == f.pc-2
}

// sendThrough resumes g, suspended in `yield from sub` (or await), by
// sending v straight to sub without entering g's frame while sub only
// yields: a chain of delegating generators is resumed at its innermost one
// rather than through every frame. It charges the instructions the frame
// would run (JUMP, SEND, and YIELD_VALUE when sub yields) and keeps g
// running and the call depth as they would be. g's frame runs again only
// when sub returns, or raises: then its SEND is run again, and a finished
// sub hands it the exception (pending).
func (g *Generator) sendThrough(th *Thread, sub *Generator, v Value) (Value, bool, error) {
	if err := th.charge(int64(opCost[c.JUMP]) + int64(opCost[c.SEND])); err != nil {
		return Value{}, true, g.raised(err)
	}
	if err := th.enter(); err != nil {
		return Value{}, true, err
	}
	g.running = true
	r, done, err := sub.send(th, v)
	g.running = false
	th.leave()
	if _, isExc := err.(*Exception); isExc {
		// The SEND is run again, and charged then. A sub that is not
		// finished raises the same again (it was running, or just
		// started and sent a value, or too deep to enter).
		th.cycles += int64(opCost[c.SEND])
		if sub.finished {
			sub.pending = err
		}
		f := g.frame
		f.pc -= 2
		f.locals[len(f.code.Locals)+f.sp] = v
		f.sp++
		return g.runFrame(th)
	}
	switch {
	case err != nil:
		return Value{}, true, g.raised(err)
	case done:
		return g.resumeAfterDelegation(th, r)
	}
	if err := th.charge(int64(opCost[c.YIELD_VALUE])); err != nil {
		return Value{}, true, g.raised(err)
	}
	return r, false, nil
}

// cannotSend is the error of a send that cannot resume the generator
// (nil for a finished generator, which just returns again).
func (g *Generator) cannotSend() error {
	kind := genKinds[g.kind].name
	switch {
	case g.pending != nil:
		err := g.pending
		g.pending = nil
		return err
	case g.finished && g.kind == coroutineGen:
		return newError(RuntimeErrorType, "cannot reuse already awaited coroutine")
	case g.finished:
		return nil
	case g.running:
		return newError(ValueErrorType, kind+" already executing")
	}
	return newError(TypeErrorType, "can't send non-None value to a just-started "+kind)
}

// runFrame resumes the generator's frame until it yields (done=false),
// returns (done=true) or raises. A StopIteration escaping the body becomes
// RuntimeError (PEP 479).
func (g *Generator) runFrame(th *Thread) (Value, bool, error) {
	f := g.frame
	f.yielded = false
	g.running = true
	if err := th.enter(); err != nil {
		g.running = false
		return Value{}, true, err
	}
	var r Value
	var err error
	if len(f.code.Handlers) == 0 {
		r, err = th.run(f) // without handlers it handles no exception of its own
	} else {
		r, err = g.runHandling(th)
	}
	th.leave()
	g.running = false
	if err != nil {
		return Value{}, true, g.release(th, g.finishedFrame(th, g.raised(err), Value{}))
	}
	if f.yielded {
		return r, false, nil
	}
	g.finished = true
	return r, true, g.release(th, g.finishedFrame(th, nil, r))
}

// release clears a finished generator's slots, as CPython clears its
// frame: a finished generator that is still referenced (or, with slabs,
// shares an array with a live one) no longer keeps what its locals held;
// a plain generator's frame goes to the next one made. err passes through.
// The frame forgets its caller too: with slabs, a chain of finished
// coroutines' frames, each pointing back into the array of the next, would
// keep every array since the first alive.
func (g *Generator) release(th *Thread, err error) error {
	clearLocals(g.frame.locals)
	g.frame.back = nil
	if g.kind == plainGen {
		th.recycleFrame(g)
	}
	return err
}

// runHandling runs the frame with the exception it was handling when it
// last yielded, and keeps the one it is handling if it yields again; the
// caller's is handled again afterwards.
func (g *Generator) runHandling(th *Thread) (Value, error) {
	caller := th.handled
	if g.handled.obj != nil {
		th.handled, g.handled = g.handled, Value{}
	}
	r, err := th.run(g.frame)
	if g.frame.yielded && !is(th.handled, caller) {
		g.handled = th.handled
	}
	th.handled = caller
	return r, err
}

// finishedFrame finalizes, as CPython clears a finished generator's frame,
// those of its locals and operand stack (parameters included: the frame
// was their only holder unless something reachable still refers to them)
// that nothing else reaches: a pipeline stage that returns, or is closed,
// closes the generator it was iterating. err is what the frame raised; a
// finalizer can only replace it by running out of a limit. Another
// exception keeps the frame alive in CPython (its traceback holds it)
// until it is handled: the exception takes the locals (see holdLocals).
func (g *Generator) finishedFrame(th *Thread, err error, result Value) error {
	if !th.finalizers {
		return err // the common case, inlined
	}
	return g.finalizeFrame(th, err, result)
}

func (g *Generator) finalizeFrame(th *Thread, err error, result Value) error {
	f := g.frame
	slots := f.locals[:len(f.code.Locals)+f.sp]
	if err != nil {
		if e, ok := err.(*Exception); !ok || !e.cls.isSubtype(GeneratorExitType) {
			th.holdLocals(err, slots) // until the exception is handled
			clear(slots)
			return err
		}
	}
	if ferr := th.finalizeLocals(slots, 0, result); ferr != nil {
		return ferr
	}
	return err
}

// raised finishes the generator with err escaping its frame: a
// StopIteration (or an async generator's StopAsyncIteration) becomes
// RuntimeError (PEP 479).
func (g *Generator) raised(err error) error {
	g.finished = true
	e, ok := err.(*Exception)
	if !ok {
		return err
	}
	var stop string
	switch {
	case e.cls.isSubtype(StopIterationType):
		stop = "StopIteration"
	case g.kind == asyncGen && e.cls.isSubtype(StopAsyncIterationType):
		stop = "StopAsyncIteration"
	default:
		return err
	}
	re := newError(RuntimeErrorType, genKinds[g.kind].name+" raised "+stop)
	re.cause = ObjectValue(e)
	re.context = ObjectValue(e)
	return re
}

// throw raises exc inside the generator at its suspension point.
func (g *Generator) throw(th *Thread, exc *Exception) (Value, bool, error) {
	if g.finished {
		if g.kind == coroutineGen {
			return Value{}, true, newError(RuntimeErrorType, "cannot reuse already awaited coroutine")
		}
		return Value{}, true, exc
	}
	f := g.frame
	if f.pc == 0 {
		return Value{}, true, g.finishedFrame(th, g.raised(exc), Value{})
	}
	if sub, ok := g.delegate(); ok {
		// Suspended in yield from / await: the subiterator gets the
		// exception first (after being closed, for GeneratorExit).
		r, done, err := throwInto(th, sub, exc)
		switch {
		case err == nil && !done:
			return r, false, nil
		case err == nil:
			// The subiterator returned: resume after the delegation with its value.
			return g.resumeAfterDelegation(th, r)
		default:
			e, ok := err.(*Exception)
			if !ok {
				return Value{}, true, err
			}
			exc = e
		}
	}
	// Re-enter the frame with the exception pending at the yield.
	code := f.code
	h := code.HandlerAt[f.pc-1]
	exc.addTrace(th, code.Code, f.pc-1)
	if h < 0 {
		return Value{}, true, g.finishedFrame(th, g.raised(exc), Value{})
	}
	handler := code.Handlers[h]
	nlocals := len(code.Locals)
	stack := f.locals[nlocals:]
	for f.sp > int(handler.Depth) {
		f.sp--
		stack[f.sp] = Value{}
	}
	stack[f.sp] = ObjectValue(exc)
	f.sp++
	f.pc = int(handler.Target)
	return g.runFrame(th)
}

// send implements SEND for yield from / await: one step of the delegation.
func send(th *Thread, sub, v Value) (Value, bool, error) {
	switch o := sub.obj.(type) {
	case *Generator:
		return o.send(th, v)
	case awaitStepper:
		return o.send(th, v)
	}
	next, user := userMethod(sub, "__next__")
	if v.IsNone() && !user {
		r, ok, err := iterNext(th, sub)
		if err != nil {
			return Value{}, false, err
		}
		if !ok {
			return None, true, nil
		}
		return r, false, nil
	}
	// A method of the object's own: its StopIteration carries the value
	// the delegation returns.
	var r Value
	var err error
	if v.IsNone() {
		r, err = th.callArgs(next, sub)
	} else if m, aerr := getAttr(th, sub, intern("send")); aerr != nil {
		return Value{}, false, aerr
	} else {
		r, err = th.callArgs(m, v)
	}
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls.isSubtype(StopIterationType) {
			val, _, _ := exceptionAttr(e, "value")
			return val, true, nil
		}
		return Value{}, false, err
	}
	return r, false, nil
}

// coroWrapper is what coroutine.__await__() returns (CPython's
// coroutine_wrapper): an iterator over the coroutine's steps. await and
// yield from unwrap it to drive the coroutine itself.
type coroWrapper struct{ g *Generator }

var CoroWrapperType = newBuiltinType("coroutine_wrapper", ObjectType)

func (*coroWrapper) Type() *Type { return CoroWrapperType }

func (w *coroWrapper) next(th *Thread) (Value, bool, error) {
	r, done, err := w.g.send(th, None)
	return r, err == nil && !done, err
}

// delegated returns the generator that yield from, await and next drive for
// v: a coroutine_wrapper's coroutine, else v itself.
func delegated(v Value) Value {
	if w, ok := v.obj.(*coroWrapper); ok {
		return ObjectValue(w.g)
	}
	return v
}

// yieldFromIter is GET_YIELD_FROM_ITER: the iterator `yield from v`
// delegates to (only a plain generator gets here: yield from is refused
// in coroutines).
func yieldFromIter(th *Thread, v Value) (Value, error) {
	switch o := v.obj.(type) {
	case *Generator:
		if o.kind != plainGen {
			return Value{}, newError(TypeErrorType, "cannot 'yield from' a coroutine object in a non-coroutine generator")
		}
		return v, nil
	case *coroWrapper:
		return ObjectValue(o.g), nil
	}
	return getIter(th, v)
}

func getAwaitable(th *Thread, v Value) (Value, error) {
	if awaitsItself(v) {
		return v, nil
	}
	if m, ok := userMethod(v, "__await__"); ok {
		it, err := th.callArgs(m, v)
		if err != nil {
			return Value{}, err
		}
		if !isIterator(it) {
			return Value{}, newError(TypeErrorType, "__await__() returned non-iterator of type '"+typeName(it)+"'")
		}
		return delegated(it), nil
	}
	return Value{}, newError(TypeErrorType, "object "+typeName(v)+" can't be used in 'await' expression")
}

// awaitsItself reports whether await runs v as it is: a coroutine, or an
// awaitable of the runtime's own.
func awaitsItself(v Value) bool {
	switch o := v.obj.(type) {
	case *Generator:
		return o.kind == coroutineGen
	case awaitStepper:
		return true
	}
	return false
}

// getAIter is GET_AITER: v.__aiter__(), which must have __anext__.
func getAIter(th *Thread, v Value) (Value, error) {
	m, ok := userMethod(v, "__aiter__")
	if !ok {
		return Value{}, newError(TypeErrorType, "'async for' requires an object with __aiter__ method, got "+typeName(v))
	}
	it, err := th.callArgs(m, v)
	if err != nil {
		return Value{}, err
	}
	if _, ok := userMethod(it, "__anext__"); !ok {
		return Value{}, newError(TypeErrorType, "'async for' received an object from __aiter__ that does not implement __anext__: "+typeName(it))
	}
	return it, nil
}

// getANext is GET_ANEXT: the awaitable aiter.__anext__() returns.
func getANext(th *Thread, aiter Value) (Value, error) {
	m, ok := userMethod(aiter, "__anext__")
	if !ok {
		return Value{}, newError(TypeErrorType, "'async for' requires an iterator with __anext__ method, got "+typeName(aiter))
	}
	r, err := th.callArgs(m, aiter)
	if err == nil && !awaitsItself(r) {
		if _, ok := userMethod(r, "__await__"); !ok {
			return Value{}, newError(TypeErrorType, "'async for' received an invalid object from __anext__: "+typeName(r))
		}
	}
	return r, err
}

// stepResult is the result of a send or throw method: the value yielded,
// or StopIteration when the step finished.
func stepResult(r Value, done bool, err error) (Value, error) {
	if err != nil {
		return Value{}, err
	}
	if done {
		return Value{}, stopIteration(r)
	}
	return r, nil
}

// throwArgs is the exception a throw(type[, value[, traceback]]) method
// raises; args[0] is self. As CPython's: a class is called with the value
// (a tuple's items, or the value itself unless None), an instance
// stands alone.
func throwArgs(th *Thread, args []Value, kw []*Str) (*Exception, error) {
	if err := rangeArgs("throw", args[1:], kw, 1, 3); err != nil {
		return nil, err
	}
	typ := args[1]
	var value Value
	if len(args) >= 3 && !args[2].IsNone() {
		value = args[2]
	}
	if t, ok := isExceptionClass(typ); ok {
		if e, ok := value.obj.(*Exception); ok && e.cls.isSubtype(t) {
			return e, nil
		}
		var callArgs []Value
		if tup, ok := value.obj.(*Tuple); ok {
			callArgs = tup.items
		} else if value.obj != nil {
			callArgs = []Value{value}
		}
		return th.newException(t, callArgs)
	}
	if e, ok := typ.obj.(*Exception); ok {
		if value.obj != nil {
			return nil, newError(TypeErrorType, "instance exception may not have a separate value")
		}
		return e, nil
	}
	return nil, newError(TypeErrorType, "exceptions must be classes or instances deriving from BaseException, not "+typeName(typ))
}

// The generator and coroutine methods: send, throw, close and the iterator
// protocol. A finished generator's send raises StopIteration(value).
func init() {
	genSelf := func(name string, args []Value) (*Generator, error) {
		if len(args) > 0 {
			switch o := args[0].obj.(type) {
			case *Generator:
				return o, nil
			case *coroWrapper:
				return o.g, nil
			}
		}
		return nil, newError(TypeErrorType, "descriptor '"+name+"' requires a 'generator' object")
	}
	for _, t := range []*Type{GeneratorType, CoroutineType, CoroWrapperType} {
		defMethod(t, "send", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			g, err := genSelf("send", args)
			if err != nil {
				return Value{}, err
			}
			if err := exactArgs("send", args[1:], kw, 1); err != nil {
				return Value{}, err
			}
			return stepResult(g.send(th, args[1]))
		})
		defMethod(t, "throw", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			g, err := genSelf("throw", args)
			if err != nil {
				return Value{}, err
			}
			exc, err := throwArgs(th, args, kw)
			if err != nil {
				return Value{}, err
			}
			return stepResult(g.throw(th, exc))
		})
		defMethod(t, "close", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			g, err := genSelf("close", args)
			if err != nil {
				return Value{}, err
			}
			return None, g.close(th)
		})
	}
	for _, t := range []*Type{GeneratorType, CoroWrapperType} {
		defMethod(t, "__next__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			g, err := genSelf("__next__", args)
			if err != nil {
				return Value{}, err
			}
			return stepResult(g.send(th, None))
		})
		defMethod(t, "__iter__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if _, err := genSelf("__iter__", args); err != nil {
				return Value{}, err
			}
			return args[0], nil
		})
	}
	defMethod(CoroutineType, "__await__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		g, err := genSelf("__await__", args)
		if err != nil {
			return Value{}, err
		}
		if err := exactArgs("__await__", args[1:], kw, 0); err != nil {
			return Value{}, err
		}
		return ObjectValue(&coroWrapper{g: g}), nil
	})
}

// markLoopOwned marks v, the iterable of `[async] for x in call(...)` in frame f,
// as owned by the loop when it is the generator that very call created
// (so nothing else refers to it). Every CALL clears th.newGen before it
// calls and a generator function's call sets it with the calling frame, so
// a match means the generator was made by a generator-function call run
// directly by the loop's call, not earlier or inside another Python frame.
func (th *Thread) markLoopOwned(f *frame, v Value) {
	if g, ok := v.obj.(*Generator); ok && g == th.newGen && th.newGenFrame == f && g.kind != coroutineGen && g.frame.pc == 0 {
		g.loopOwned = true
	}
	th.newGen, th.newGenFrame = nil, nil
}

// closeLoopIter closes the iterator of a for loop left early (break,
// return) when the loop owns it: CPython frees the generator there and its
// finally blocks run at once. As there, an exception the generator raises
// while closing is not propagated (CPython reports it as unraisable);
// exhausted limits are.
func closeLoopIter(th *Thread, v Value) error {
	if g, ok := v.obj.(*Generator); ok && g.loopOwned {
		g.loopOwned = false
		if err := g.close(th); err != nil {
			if _, ok := th.exceptionOf(err); !ok {
				return err
			}
		}
	}
	return nil
}

// close throws GeneratorExit into a suspended generator.
func (g *Generator) close(th *Thread) error {
	if g.finished || g.frame.pc == 0 {
		g.finished = true
		return nil
	}
	_, done, err := g.throw(th, newErrorArgs(GeneratorExitType))
	if err != nil {
		if e, ok := err.(*Exception); ok && (e.cls.isSubtype(GeneratorExitType) || e.cls.isSubtype(StopIterationType)) {
			return nil
		}
		return err
	}
	if !done {
		return newError(RuntimeErrorType, "generator ignored GeneratorExit")
	}
	return nil
}

// delegate returns the subiterator a generator suspended in yield from or
// await is delegating to.
func (g *Generator) delegate() (Value, bool) {
	f := g.frame
	if g.finished || f.pc < 2 {
		return Value{}, false
	}
	if op, _ := c.Decode(f.code.Code.Code[f.pc-2]); op != c.SEND {
		return Value{}, false
	}
	return f.locals[len(f.code.Locals)+f.sp-1], true
}

// resumeAfterDelegation continues a delegating generator as if its SEND had
// just seen the subiterator finish with value r.
func (g *Generator) resumeAfterDelegation(th *Thread, r Value) (Value, bool, error) {
	f := g.frame
	_, exit := c.Decode(f.code.Code.Code[f.pc-2])
	f.locals[len(f.code.Locals)+f.sp-1] = r
	f.pc = exit
	return g.runFrame(th)
}

// throwInto throws exc into a subiterator: generators directly, other
// iterators through their throw method. GeneratorExit closes it instead
// and is then raised in the delegating frame.
func throwInto(th *Thread, sub Value, exc *Exception) (Value, bool, error) {
	if exc.cls.isSubtype(GeneratorExitType) {
		if g, ok := sub.obj.(*Generator); ok {
			if err := g.close(th); err != nil {
				return Value{}, true, err
			}
		} else if m, err := getAttr(th, sub, intern("close")); err == nil {
			if _, err := th.call(m, nil, nil); err != nil {
				return Value{}, true, err
			}
		}
		return Value{}, true, exc
	}
	switch o := sub.obj.(type) {
	case *Generator:
		return o.throw(th, exc)
	case awaitStepper:
		return o.throw(th, exc)
	}
	m, err := getAttr(th, sub, intern("throw"))
	if err != nil {
		return Value{}, true, exc
	}
	r, err := th.callArgs(m, ObjectValue(exc))
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls.isSubtype(StopIterationType) {
			v, _, _ := exceptionAttr(e, "value")
			return v, true, nil
		}
		return Value{}, true, err
	}
	return r, false, nil
}
