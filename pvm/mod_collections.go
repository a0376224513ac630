package pvm

import (
	"math"
	"slices"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// The native half of collections (the rest is pvm/lib/collections.py): the
// private module _collections with deque and helpers that make
// namedtuple, OrderedDict and Counter fast.

// Deque is collections.deque. Live items are buf[head:]; appendleft grows a
// gap at the front, so both ends are amortised O(1) and the items stay one
// contiguous slice.
type Deque struct {
	buf    []Value
	head   int
	maxlen int    // -1 when unbounded
	state  uint64 // bumped by every mutation, to detect it during iteration
}

// DequeType is collections.deque.
var DequeType = newModuleType("deque", "collections", ObjectType)

// Type implements Object.
func (*Deque) Type() *Type { return DequeType }

func (d *Deque) items() []Value { return d.buf[d.head:] }
func (d *Deque) len() int       { return len(d.buf) - d.head }

func (d *Deque) census(push func(Value)) int64 {
	for _, v := range d.items() {
		push(v)
	}
	return sizeofSeq(cap(d.buf))
}

// dequeOf returns the deque of self (a deque or an instance of a subclass).
func dequeOf(v Value) *Deque { return unwrapBase(v).obj.(*Deque) }

// reserve makes room for n more items at the right end.
func (d *Deque) reserve(th *Thread, n int) error {
	if len(d.buf)+n <= cap(d.buf) {
		return nil
	}
	live := d.len()
	if d.head >= live && live+n <= cap(d.buf) {
		// Mostly dead prefix (a queue): slide left instead of growing.
		copy(d.buf, d.buf[d.head:])
		clear(d.buf[live:])
		d.buf, d.head = d.buf[:live], 0
		return nil
	}
	size := 2*(live+n) + 8
	if err := th.allocate(sizeofSeq(size)); err != nil {
		return err
	}
	nb := make([]Value, live, size)
	copy(nb, d.items())
	d.buf, d.head = nb, 0
	return nil
}

func (d *Deque) popLeft() Value {
	v := d.buf[d.head]
	d.buf[d.head] = Value{}
	d.head++
	if d.head == len(d.buf) {
		d.buf, d.head = d.buf[:0], 0
	}
	return v
}

func (d *Deque) popRight() Value {
	v := d.buf[len(d.buf)-1]
	d.buf[len(d.buf)-1] = Value{}
	d.buf = d.buf[:len(d.buf)-1]
	return v
}

func (d *Deque) pushRight(th *Thread, v Value) error {
	if d.maxlen == 0 {
		return nil
	}
	if d.len() == d.maxlen {
		d.popLeft()
	}
	if len(d.buf) == cap(d.buf) { // else reserve has nothing to do: not called
		if err := d.reserve(th, 1); err != nil {
			return err
		}
	}
	d.buf = append(d.buf, v)
	d.state++
	return nil
}

func (d *Deque) pushLeft(th *Thread, v Value) error {
	if d.maxlen == 0 {
		return nil
	}
	if d.len() == d.maxlen {
		d.popRight()
	}
	if d.head == 0 {
		live := d.len()
		gap := live + 8
		if err := th.allocate(sizeofSeq(gap + live)); err != nil {
			return err
		}
		nb := make([]Value, gap+live)
		copy(nb[gap:], d.buf)
		d.buf, d.head = nb, gap
	}
	d.head--
	d.buf[d.head] = v
	d.state++
	return nil
}

// setItems replaces the contents (keeping the newest items under maxlen).
func (d *Deque) setItems(th *Thread, items []Value) error {
	if d.maxlen >= 0 && len(items) > d.maxlen {
		items = items[len(items)-d.maxlen:]
	}
	if err := th.allocate(sizeofSeq(len(items))); err != nil {
		return err
	}
	d.buf, d.head = append([]Value(nil), items...), 0
	d.state++
	return nil
}

func (d *Deque) extend(th *Thread, iterable Value, left bool) error {
	if is(unwrapBase(iterable), ObjectValue(d)) {
		iterable = NewList(append([]Value(nil), d.items()...)) // d.extend(d) reads a copy
	}
	// Pushed as the iterator yields them, as CPython's deque_extend does.
	return iterateEach(th, iterable, func(v Value) error {
		if left {
			return d.pushLeft(th, v)
		}
		return d.pushRight(th, v)
	})
}

var dequeArgs = newArgSpec("deque", "iterable=", "maxlen=")

func constructDeque(th *Thread, _ *Type, args []Value, kwnames []*Str) (Value, error) {
	if err := th.allocate(objectHeader + 32); err != nil {
		return Value{}, err
	}
	d := &Deque{maxlen: -1}
	return ObjectValue(d), d.init(th, args, kwnames)
}

// init is deque.__init__(iterable=(), maxlen=None); it also serves
// subclasses calling super().__init__.
func (d *Deque) init(th *Thread, args []Value, kwnames []*Str) error {
	var a [2]Value
	if err := dequeArgs.bind(args, kwnames, a[:]); err != nil {
		return err
	}
	d.maxlen = -1
	if m := a[1]; !m.IsUnbound() && !m.IsNone() {
		n, ok, err := asSsize(th, m)
		if err != nil {
			return err
		}
		if !ok || !isInt(m) {
			return newError(TypeErrorType, "an integer is required")
		}
		if n < 0 {
			return newError(ValueErrorType, "maxlen must be non-negative")
		}
		d.maxlen = n
	}
	clear(d.buf)
	d.buf, d.head = d.buf[:0], 0
	d.state++
	if a[0].IsUnbound() {
		return nil
	}
	return d.extend(th, a[0], false)
}

// index resolves a deque subscript.
func (d *Deque) index(th *Thread, key Value) (int, error) {
	i, ok, err := asIndex(th, key)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, newError(TypeErrorType, "sequence index must be integer, not '"+typeName(key)+"'")
	}
	if i < 0 {
		i += d.len()
	}
	if i < 0 || i >= d.len() {
		return 0, newError(IndexErrorType, "deque index out of range")
	}
	return i, nil
}

// removeAt deletes item i, shifting the shorter side.
func (d *Deque) removeAt(th *Thread, i int) error {
	if err := th.charge(int64(d.len() / 2)); err != nil {
		return err
	}
	items := d.items()
	if i < len(items)/2 {
		copy(items[1:i+1], items[:i])
		d.popLeft()
	} else {
		copy(items[i:], items[i+1:])
		d.popRight()
	}
	d.state++
	return nil
}

// newDequeLike makes an empty deque with d's maxlen.
func newDequeLike(th *Thread, d *Deque, items []Value) (Value, error) {
	if err := th.allocate(objectHeader + 32); err != nil {
		return Value{}, err
	}
	nd := &Deque{maxlen: d.maxlen}
	return ObjectValue(nd), nd.setItems(th, items)
}

func (d *Deque) repr(th *Thread, self Value) (string, error) {
	if th.reprActive(self) {
		return "[...]", nil
	}
	items := d.items()
	s, err := reprSeq(th, "[", "]", &items, self)
	if err != nil {
		return "", err
	}
	name := self.Type().Name
	if d.maxlen >= 0 {
		return name + "(" + s + ", maxlen=" + itoa(int64(d.maxlen)) + ")", nil
	}
	return name + "(" + s + ")", nil
}

// dequeIter iterates a deque forwards or backwards.
type dequeIter struct {
	d       *Deque
	i       int // items yielded so far
	state   uint64
	reverse bool
}

var (
	dequeIterType    = newModuleType("_deque_iterator", "_collections", ObjectType)
	dequeRevIterType = newModuleType("_deque_reverse_iterator", "_collections", ObjectType)
)

func (it *dequeIter) Type() *Type {
	if it.reverse {
		return dequeRevIterType
	}
	return dequeIterType
}

func (it *dequeIter) next(th *Thread) (Value, bool, error) {
	d := it.d
	if d.state != it.state {
		return Value{}, false, newError(RuntimeErrorType, "deque mutated during iteration")
	}
	items := d.items()
	if it.i >= len(items) {
		return Value{}, false, nil
	}
	it.i++
	if it.reverse {
		return items[len(items)-it.i], true, nil
	}
	return items[it.i-1], true, nil
}

func newDequeIter(th *Thread, v Value, reverse bool) (Value, error) {
	if err := th.allocate(objectHeader + 32); err != nil {
		return Value{}, err
	}
	d := dequeOf(v)
	return ObjectValue(&dequeIter{d: d, state: d.state, reverse: reverse}), nil
}

// otherDeque returns b as a deque when it is one (or a subclass instance).
func otherDeque(b Value) (*Deque, bool) {
	d, ok := unwrapBase(b).obj.(*Deque)
	return d, ok
}

func dequeCompare(op c.CompareOp) BuiltinFunc {
	return func(th *Thread, args []Value, kwnames []*Str) (Value, error) {
		if len(args) != 2 || len(kwnames) != 0 {
			return Value{}, newError(TypeErrorType, "expected 1 argument, got "+itoa(int64(len(args)-1)))
		}
		y, ok := otherDeque(args[1])
		if !ok {
			return NotImplemented, nil
		}
		xs, ys := dequeOf(args[0]).items(), y.items()
		return compareSeq(th, op, &xs, &ys)
	}
}

// dequeMethod makes a method taking exactly want positional arguments.
// fn runs unchecked (callBuiltin and loadMethodCall call it directly) on
// a deque itself with that many; any other call is checked first.
func dequeMethod(name string, want int, fn BuiltinFunc) *Builtin {
	qual := "deque." + name
	slot := isSlotWrapperName(name)
	if slot {
		qual = "wrapper " + name
	}
	checked := dequeChecked(name, func(th *Thread, args []Value, kwnames []*Str) (Value, error) {
		if err := noKwargs(qual, kwnames); err != nil {
			return Value{}, err
		}
		if got := len(args) - 1; got != want {
			n := itoa(int64(got))
			switch {
			case slot && want >= 2: // CPython unpacks these under an empty function name
				return Value{}, newError(TypeErrorType, " expected "+plural(want, "argument")+", got "+n)
			case slot:
				return Value{}, newError(TypeErrorType, "expected "+plural(want, "argument")+", got "+n)
			case want == 0:
				return Value{}, newError(TypeErrorType, qual+"() takes no arguments ("+n+" given)")
			case want == 1:
				return Value{}, newError(TypeErrorType, qual+"() takes exactly one argument ("+n+" given)")
			}
			return Value{}, newError(TypeErrorType, name+"() takes exactly "+plural(want, "argument")+" ("+n+" given)")
		}
		return fn(th, args, nil)
	})
	m := &methodCheck{t: DequeType, name: name, lo: want, hi: want, fn: fn}
	return &Builtin{name: name, owner: DequeType, direct: m, fn: checked}
}

// dequeChecked makes a deque method refuse a receiver that is not a deque
// (deque.append(5, 1) called through the class).
func dequeChecked(name string, fn BuiltinFunc) BuiltinFunc {
	return func(th *Thread, args []Value, kwnames []*Str) (Value, error) {
		if len(args) == 0 {
			return Value{}, newError(TypeErrorType, "unbound method deque."+name+"() needs an argument")
		}
		if _, ok := unwrapBase(args[0]).obj.(*Deque); !ok {
			if isSlotWrapperName(name) {
				return Value{}, newError(TypeErrorType, "descriptor '"+name+"' requires a 'collections.deque' object but received a '"+typeName(args[0])+"'")
			}
			return Value{}, newError(TypeErrorType, "descriptor '"+name+"' for 'collections.deque' objects doesn't apply to a '"+typeName(args[0])+"' object")
		}
		return fn(th, args, kwnames)
	}
}

func init() {
	t := DequeType
	t.construct = constructDeque
	t.nativeDunders = true
	// A method's args are the receiver (a deque or an instance of a
	// subclass: dequeOf) and its want arguments.
	method := func(name string, want int, fn BuiltinFunc) {
		t.dict.SetString(name, ObjectValue(dequeMethod(name, want, fn)))
	}
	// Every method below checks its receiver first (dequeMethod's too).
	defMethod := func(t *Type, name string, fn BuiltinFunc) { defMethod(t, name, dequeChecked(name, fn)) }
	builtinLen[t] = func(v Value) int { return dequeOf(v).len() }
	method("__len__", 0, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		return Int(int64(dequeOf(a[0]).len())), nil
	})
	builtinReprs[t] = func(th *Thread, v Value) (string, error) { return dequeOf(v).repr(th, v) }
	defMethod(t, "__init__", func(th *Thread, args []Value, kwnames []*Str) (Value, error) {
		return None, dequeOf(args[0]).init(th, args[1:], kwnames)
	})
	method("append", 1, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		return None, dequeOf(a[0]).pushRight(th, a[1])
	})
	method("appendleft", 1, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		return None, dequeOf(a[0]).pushLeft(th, a[1])
	})
	method("pop", 0, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		if d.len() == 0 {
			return Value{}, newError(IndexErrorType, "pop from an empty deque")
		}
		d.state++
		return d.popRight(), nil
	})
	method("popleft", 0, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		if d.len() == 0 {
			return Value{}, newError(IndexErrorType, "pop from an empty deque")
		}
		d.state++
		return d.popLeft(), nil
	})
	method("extend", 1, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		return None, dequeOf(a[0]).extend(th, a[1], false)
	})
	method("extendleft", 1, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		return None, dequeOf(a[0]).extend(th, a[1], true)
	})
	method("clear", 0, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		return None, dequeOf(a[0]).setItems(th, nil)
	})
	copyFn := func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		return newDequeLike(th, d, d.items())
	}
	method("copy", 0, copyFn)
	method("__copy__", 0, copyFn)
	method("reverse", 0, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		if err := th.charge(int64(d.len())); err != nil {
			return Value{}, err
		}
		items := d.items()
		for i, j := 0, len(items)-1; i < j; i, j = i+1, j-1 {
			items[i], items[j] = items[j], items[i]
		}
		d.state++
		return None, nil
	})
	defMethod(t, "rotate", func(th *Thread, args []Value, kwnames []*Str) (Value, error) {
		if err := noKwargs("deque.rotate", kwnames); err != nil {
			return Value{}, err
		}
		if len(args) > 2 {
			return Value{}, newError(TypeErrorType, "rotate expected at most 1 argument, got "+itoa(int64(len(args)-1)))
		}
		d := dequeOf(args[0])
		n := 1
		if len(args) == 2 {
			k, ok, err := asSsize(th, args[1])
			if err != nil {
				return Value{}, err
			}
			if !ok {
				return Value{}, newError(TypeErrorType, "'"+typeName(args[1])+"' object cannot be interpreted as an integer")
			}
			n = k
		}
		size := d.len()
		if size <= 1 {
			return None, nil
		}
		n %= size
		if n < 0 {
			n += size
		}
		if n == 0 {
			return None, nil
		}
		if err := th.charge(int64(size)); err != nil {
			return Value{}, err
		}
		items := d.items()
		rotated := make([]Value, 0, size)
		rotated = append(append(rotated, items[size-n:]...), items[:size-n]...)
		copy(items, rotated)
		d.state++
		return None, nil
	})
	method("count", 1, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		items := d.items()
		return seqCount(th, &items, a[1])
	})
	defMethod(t, "index", func(th *Thread, args []Value, kwnames []*Str) (Value, error) {
		if err := noKwargs("deque.index", kwnames); err != nil {
			return Value{}, err
		}
		if len(args) < 2 || len(args) > 4 {
			return Value{}, newError(TypeErrorType, "index expected at least 1 argument, got "+itoa(int64(len(args)-1)))
		}
		d := dequeOf(args[0])
		items := d.items()
		r, err := seqIndexOf(th, &items, args, "deque")
		if e, ok := err.(*Exception); ok && e.cls == ValueErrorType {
			x, rerr := repr(th, args[1])
			if rerr != nil {
				return Value{}, rerr
			}
			return Value{}, newError(ValueErrorType, x+" is not in deque")
		}
		return r, err
	})
	method("remove", 1, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		for i, v := range d.items() {
			if err := th.charge(1); err != nil {
				return Value{}, err
			}
			eq, err := equal(th, v, a[1])
			if err != nil {
				return Value{}, err
			}
			if eq {
				return None, d.removeAt(th, i)
			}
		}
		x, err := repr(th, a[1])
		if err != nil {
			return Value{}, err
		}
		return Value{}, newError(ValueErrorType, x+" is not in deque")
	})
	method("insert", 2, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		i, ok, err := asSsize(th, a[1])
		if err != nil {
			return Value{}, err
		}
		if !ok {
			return Value{}, newError(TypeErrorType, "'"+typeName(a[1])+"' object cannot be interpreted as an integer")
		}
		if d.len() == d.maxlen {
			return Value{}, newError(IndexErrorType, "deque already at its maximum size")
		}
		n := d.len()
		if i < 0 {
			i = max(i+n, 0)
		}
		i = min(i, n)
		if err := th.charge(int64(n)); err != nil {
			return Value{}, err
		}
		if err := d.reserve(th, 1); err != nil {
			return Value{}, err
		}
		d.buf = append(d.buf, Value{})
		items := d.items()
		copy(items[i+1:], items[i:])
		items[i] = a[2]
		d.state++
		return None, nil
	})
	method("__getitem__", 1, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		i, err := d.index(th, a[1])
		if err != nil {
			return Value{}, err
		}
		return d.items()[i], nil
	})
	method("__setitem__", 2, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		i, err := d.index(th, a[1])
		if err != nil {
			return Value{}, err
		}
		d.items()[i] = a[2]
		return None, nil
	})
	method("__delitem__", 1, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		i, err := d.index(th, a[1])
		if err != nil {
			return Value{}, err
		}
		return None, d.removeAt(th, i)
	})
	method("__contains__", 1, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		items := d.items()
		ok, err := seqContains(th, &items, a[1])
		return Bool(ok), err
	})
	// __iter__ is a method (not a builtinIterables entry) because getIter
	// would otherwise fall back to __getitem__ first.
	method("__iter__", 0, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		return newDequeIter(th, a[0], false)
	})
	method("__reversed__", 0, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		return newDequeIter(th, a[0], true)
	})
	method("__add__", 1, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		y, ok := otherDeque(a[1])
		if !ok {
			return Value{}, newError(TypeErrorType, `can only concatenate deque (not "`+typeName(a[1])+`") to deque`)
		}
		items, err := concatValues(th, d.items(), y.items())
		if err != nil {
			return Value{}, err
		}
		return newDequeLike(th, d, items)
	})
	method("__iadd__", 1, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		return a[0], dequeOf(a[0]).extend(th, a[1], false)
	})
	mul := func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		n, ok, err := repeatCount(th, a[1])
		if !ok || err != nil {
			return NotImplemented, err
		}
		items, err := repeatValues(th, d.items(), n)
		if err != nil {
			return Value{}, err
		}
		return newDequeLike(th, d, items)
	}
	method("__mul__", 1, mul)
	method("__rmul__", 1, mul)
	method("__imul__", 1, func(th *Thread, a []Value, _ []*Str) (Value, error) {
		d := dequeOf(a[0])
		n, ok, err := repeatCount(th, a[1])
		if !ok || err != nil {
			return NotImplemented, err
		}
		items, err := repeatValues(th, d.items(), n)
		if err != nil {
			return Value{}, err
		}
		return a[0], d.setItems(th, items)
	})
	for op, name := range compareDunders {
		defMethod(t, name, dequeCompare(c.CompareOp(op)))
	}
	t.dict.SetString("__hash__", None)
	t.dict.SetString("maxlen", ObjectValue(&Property{fget: ObjectValue(&Builtin{name: "maxlen",
		fn: func(th *Thread, args []Value, kwnames []*Str) (Value, error) {
			if m := dequeOf(args[0]).maxlen; m >= 0 {
				return Int(int64(m)), nil
			}
			return None, nil
		}})}))
}

func init() {
	registerModule("_collections", func(d *Dict) {
		d.SetString("deque", ObjectValue(DequeType))
		setFunc(d, "tuplegetter", tupleGetter)
		setFunc(d, "count_elements", countElements)
		setFunc(d, "method", nativeMethod)
	})
}

var nameDefaultFactory = intern("default_factory")

// nativeMethods are the methods of collections classes that CPython writes
// in C: they cost no Python frame.
var nativeMethods = map[string]BuiltinFunc{
	"__missing__": defaultdictMissing,
	"move_to_end": odictMoveToEnd,
	"popitem":     odictPopitem,
}

// nativeMethod is method(cls, name): the native method name of the class
// cls, a method descriptor of cls as in CPython.
func nativeMethod(th *Thread, args []Value, kw []*Str) (Value, error) {
	if len(args) == 2 && len(kw) == 0 {
		cls, isType := args[0].obj.(*Type)
		name, isStr := args[1].obj.(*Str)
		if isType && isStr && nativeMethods[name.s] != nil {
			return ObjectValue(&Builtin{name: name.s, fn: nativeMethods[name.s], owner: cls}), nil
		}
	}
	return Value{}, newError(TypeErrorType, "method(cls, name) takes a class and the name of a native method")
}

// defaultdictMissing is defaultdict.__missing__(key), native as in CPython:
// a missing key costs the factory's call and no Python frame besides.
func defaultdictMissing(th *Thread, args []Value, kw []*Str) (Value, error) {
	switch {
	case len(args) == 0:
		return Value{}, newError(TypeErrorType, "unbound method defaultdict.__missing__() needs an argument")
	case len(kw) > 0:
		return Value{}, newError(TypeErrorType, "defaultdict.__missing__() takes no keyword arguments")
	case len(args) != 2:
		return Value{}, newError(TypeErrorType, "defaultdict.__missing__() takes exactly one argument ("+itoa(int64(len(args)-1))+" given)")
	}
	self, key := args[0], args[1]
	if !isCollectionsClass(self.Type(), "defaultdict") {
		return Value{}, newError(TypeErrorType, "descriptor '__missing__' for 'collections.defaultdict' objects doesn't apply to a '"+typeName(self)+"' object")
	}
	factory, err := getAttr(th, self, nameDefaultFactory)
	if err != nil {
		return Value{}, err
	}
	if factory.IsNone() {
		return Value{}, newErrorArgs(KeyErrorType, key)
	}
	v, err := th.call(factory, nil, nil)
	if err != nil {
		return Value{}, err
	}
	return v, setItem(th, self, key, v)
}

// isCollectionsClass reports whether t is the class collections.name or a
// subclass. The class is found by name: each execution has its own copy of
// it.
func isCollectionsClass(t *Type, name string) bool {
	for _, b := range t.mro {
		if !b.builtin && b.module == "collections" && b.Name == name {
			return true
		}
	}
	return false
}

// tupleGetter is tuplegetter(index, doc): the read-only property behind a
// namedtuple field.
func tupleGetter(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if len(args) != 2 || len(kwnames) != 0 {
		return Value{}, newError(TypeErrorType, "tuplegetter() takes 2 arguments")
	}
	i, ok, err := asIndex(th, args[0])
	if err != nil || !ok || i < 0 {
		return Value{}, newError(TypeErrorType, "tuplegetter() index must be a non-negative int")
	}
	get := func(th *Thread, args []Value, kwnames []*Str) (Value, error) {
		t, ok := unwrapBase(args[0]).obj.(*Tuple)
		if !ok {
			return Value{}, newError(TypeErrorType, "descriptor for index '"+itoa(int64(i))+"' for tuple subclasses doesn't apply to '"+typeName(args[0])+"' object")
		}
		if i >= len(t.items) {
			return Value{}, newError(IndexErrorType, "tuple index out of range")
		}
		return t.items[i], nil
	}
	p := &Property{fget: ObjectValue(&Builtin{name: "tuplegetter", fn: get}),
		fset: tupleGetterRefuse, fdel: tupleGetterRefuse, doc: args[1]}
	if i < math.MaxInt32 {
		p.item = int32(i + 1) // read without a call through inline caches
	}
	return ObjectValue(p), nil
}

// tupleGetterRefuse makes namedtuple fields read-only with the message of
// CPython's _tuplegetter (a property's would name the property).
var tupleGetterRefuse = ObjectValue(&Builtin{name: "tuplegetter", fn: func(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if len(args) == 2 {
		return Value{}, newError(AttributeErrorType, "can't set attribute")
	}
	return Value{}, newError(AttributeErrorType, "can't delete attribute")
}})

// dictBase returns the dict inside a dict or dict-subclass instance.
func dictBase(v Value) (*Dict, error) {
	d, ok := unwrapBase(v).obj.(*Dict)
	if !ok {
		return nil, newError(TypeErrorType, "expected a dict, not "+typeName(v))
	}
	return d, nil
}

// odictSelf returns the dict of self, an OrderedDict, for its method name.
func odictSelf(args []Value, name string) (*Dict, error) {
	if len(args) == 0 {
		return nil, newError(TypeErrorType, "unbound method OrderedDict."+name+"() needs an argument")
	}
	if !isCollectionsClass(args[0].Type(), "OrderedDict") {
		return nil, newError(TypeErrorType, "descriptor '"+name+"' for 'collections.OrderedDict' objects doesn't apply to a '"+typeName(args[0])+"' object")
	}
	return dictBase(args[0])
}

var (
	moveToEndArgs = &methodArgs{owner: "OrderedDict", name: "move_to_end", kind: argsKw, min: 1, max: 2, names: []string{"key", "last"}}
	popitemArgs   = &methodArgs{owner: "OrderedDict", name: "popitem", kind: argsKw, max: 1, names: []string{"last"}}
)

// odictArgs parses the arguments after self of an OrderedDict method call
// by spec: the key when spec has two parameters (move_to_end's), and last,
// the final optional one, as a bool (true when not given).
func odictArgs(th *Thread, spec *methodArgs, args []Value, kw []*Str) (key Value, last bool, err error) {
	a := args[1:]
	if len(kw) == 0 && len(a) == spec.max-1 { // the usual call: last left out
		if len(a) > 0 {
			key = a[0]
		}
		return key, true, nil
	}
	a, scratch, err := spec.parseScratch(th, a, kw)
	if err != nil {
		return Value{}, false, err
	}
	if spec.max == 2 {
		key = a[0]
	}
	lastArg := a[spec.max-1]
	if scratch {
		th.freeFrame(a)
	}
	if !given(lastArg) {
		return key, true, nil
	}
	last, err = truth(th, lastArg)
	return key, last, err
}

// odictMoveToEnd is OrderedDict.move_to_end(key, last=True).
func odictMoveToEnd(th *Thread, args []Value, kw []*Str) (Value, error) {
	d, err := odictSelf(args, "move_to_end")
	if err != nil {
		return Value{}, err
	}
	key, last, err := odictArgs(th, moveToEndArgs, args, kw)
	if err != nil {
		return Value{}, err
	}
	return None, moveToEnd(th, d, key, last)
}

// moveToEnd moves key to the end of d, or to the front unless last. The
// entries move as they are, with their stored keys and hashes (as
// CPython's nodes): only key is looked up, once.
func moveToEnd(th *Thread, d *Dict, key Value, last bool) error {
	h, i, err := d.lookup(th, key)
	if err != nil {
		return err
	}
	if i < 0 {
		return newErrorArgs(KeyErrorType, key)
	}
	e := d.entries[i]
	d.removeAt(i)
	if last {
		return d.insert(th, h, e.key, e.value)
	}
	if err := th.charge(int64(d.Len())); err != nil {
		return err
	}
	rest := slices.Clone(d.Items()) // Items may be d's own entries, which Clear reuses
	d.Clear()
	if err := d.insert(th, h, e.key, e.value); err != nil {
		return err
	}
	for _, e := range rest {
		if err := d.insert(th, e.hash, e.key, e.value); err != nil {
			return err
		}
	}
	return nil
}

// odictPopitem is OrderedDict.popitem(last=True), which like CPython's
// neither iterates the dict nor calls its overrides.
func odictPopitem(th *Thread, args []Value, kw []*Str) (Value, error) {
	d, err := odictSelf(args, "popitem")
	if err != nil {
		return Value{}, err
	}
	_, last, err := odictArgs(th, popitemArgs, args, kw)
	if err != nil {
		return Value{}, err
	}
	if d.live == 0 {
		return Value{}, newErrorArgs(KeyErrorType, StrValue("dictionary is empty"))
	}
	return d.popEnd(th, last)
}

// countElements is count_elements(counter, iterable): Counter.update for
// an iterable, counting straight into the dict unless the Counter subclass
// overrides item access.
func countElements(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if len(args) != 2 || len(kwnames) != 0 {
		return Value{}, newError(TypeErrorType, "count_elements() takes 2 arguments")
	}
	self := args[0]
	d, err := dictBase(self)
	if err != nil {
		return Value{}, err
	}
	_, customGet := userMethodStr(self, nameGet)
	_, customSet := userMethodStr(self, nameSetitem)
	custom := customGet || customSet
	it, err := getIter(th, args[1])
	if err != nil {
		return Value{}, err
	}
	one := Int(1)
	for {
		elem, ok, err := iterNext(th, it)
		if err != nil || !ok {
			return None, err
		}
		if err := th.charge(2); err != nil {
			return Value{}, err
		}
		if custom {
			get, err := getAttr(th, self, intern("get"))
			if err != nil {
				return Value{}, err
			}
			old, err := th.callArgs(get, elem, Int(0))
			if err != nil {
				return Value{}, err
			}
			n, err := binaryOp(th, c.OpAdd, old, one)
			if err != nil {
				return Value{}, err
			}
			if err := setItem(th, self, elem, n); err != nil {
				return Value{}, err
			}
			continue
		}
		if err := countOne(th, d, elem); err != nil {
			return Value{}, err
		}
	}
}

// countOne adds one to d[elem] (from 0), looking elem up once.
func countOne(th *Thread, d *Dict, elem Value) error {
	h, i, err := d.lookup(th, elem)
	if err != nil {
		return err
	}
	if i < 0 {
		return d.add(th, h, elem, Int(1), true)
	}
	old := d.entries[i].value
	if old.isSmallInt() && old.small() < math.MaxInt64 {
		d.entries[i].value = Int(old.small() + 1)
		return nil
	}
	n, err := binaryOp(th, c.OpAdd, old, Int(1))
	if err != nil {
		return err
	}
	if isInt(old) { // int + 1 ran no Python code: entry i is still elem's
		d.entries[i].value = n
		return nil
	}
	return d.Set(th, elem, n)
}
