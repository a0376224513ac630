package pvm

// census measures the live bytes reachable from the execution's roots: every
// frame on the stack, loaded modules, the handled exception. It visits each
// object once; the result depends only on the object graph, so it is the
// same on every platform.
func (th *Thread) census() int64 {
	// The set and work list are kept between censuses: rebuilding them
	// each time dominated programs that churn through garbage.
	if th.censusSeen == nil {
		th.censusSeen = map[Object]struct{}{}
	}
	seen := th.censusSeen
	defer clear(seen)
	var total int64
	stack := th.censusStack[:0]
	defer func() { th.censusStack = stack[:0] }()
	push := func(v Value) {
		switch v.obj.(type) {
		case nil, noneKind, boolKind, intKind, floatKind:
			return
		}
		// One map operation: an insertion that grows the set is a first visit.
		n := len(seen)
		if seen[v.obj] = struct{}{}; len(seen) > n {
			stack = append(stack, v)
		}
	}
	pushDict := func(d *Dict) {
		if d == nil {
			return
		}
		n := len(seen)
		if seen[d] = struct{}{}; len(seen) > n {
			stack = append(stack, ObjectValue(d))
		}
	}
	th.visitRoots(push, pushDict)
	for _, p := range th.pins {
		p.pinnedValues(push)
	}
	for f := th.frame; f != nil; f = f.back {
		total += sizeofFrame + int64(len(f.locals))*valueSize
	}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		total += objectBytes(th.viewOf(v.obj), push)
	}
	return total
}

// visitRoots passes the execution's roots to value and dict: what every
// frame on the stack holds, loaded modules' globals, the handled exception.
func (th *Thread) visitRoots(value func(Value), dict func(*Dict)) {
	for f := th.frame; f != nil; f = f.back {
		for _, v := range f.locals {
			value(v)
		}
		for _, cell := range f.cells {
			value(cell.v)
		}
		dict(f.globals)
		dict(f.ns)
	}
	for _, m := range th.sortedModules() {
		dict(m.globals)
	}
	value(th.handled)
}

// pinned is what a native function holds while Python code it calls runs
// (the items of an iterable collected so far, a dict being filled, an
// accumulator): no frame reaches it, so the census is shown it (see
// Thread.pin) and counts it as live.
type pinned interface {
	pinnedValues(push func(Value))
}

// pinnedSlice pins the values of a slice as it grows.
type pinnedSlice []Value

func (s *pinnedSlice) pinnedValues(push func(Value)) {
	for _, v := range *s {
		push(v)
	}
}

// pinnedIter pins an iterator and the items taken from it so far.
type pinnedIter struct {
	it    Value
	items *[]Value
}

func (p *pinnedIter) pinnedValues(push func(Value)) {
	push(p.it)
	for _, v := range *p.items {
		push(v)
	}
}

// pin shows p to the census until the matching unpin.
func (th *Thread) pin(p pinned) { th.pins = append(th.pins, p) }

func (th *Thread) unpin() {
	th.pins[len(th.pins)-1] = nil
	th.pins = th.pins[:len(th.pins)-1]
}

// objectBytes is what the census counts for o itself; it pushes the values
// o references.
func objectBytes(o Object, push func(Value)) int64 {
	pushDict := func(d *Dict) {
		if d != nil {
			push(ObjectValue(d))
		}
	}
	var n int64
	switch o := o.(type) {
	case *Str:
		n += sizeofStr(len(o.s))
	case *BigInt:
		n += objectHeader + int64(len(o.v.Bits()))*8
	case *Bytes:
		n += sizeofStr(len(o.b))
	case *ByteArray:
		n += sizeofStr(cap(o.b))
	case *List:
		n += sizeofSeq(cap(o.items))
		for _, x := range o.items {
			push(x)
		}
	case *Tuple:
		n += sizeofSeq(len(o.items))
		for _, x := range o.items {
			push(x)
		}
	case *Dict:
		n += sizeofDict(cap(o.entries))
		for _, e := range o.entries {
			push(e.key)
			push(e.value)
		}
	case *Instance:
		n += sizeofInstance + o.sharedBytes(push)
		pushDict(o.dict())
		push(o.base())
		for _, x := range o.slots() {
			push(x)
		}
	case *Exception:
		n += sizeofException + int64(cap(o.traceback))*sizeofTraceEntry
		pushDict(o.dict)
		if o.extra != nil {
			for _, x := range o.extra.held {
				push(x)
			}
		}
		push(ObjectValue(o.args))
		push(o.cause)
		push(o.context)
		if g := o.group(); g != nil {
			push(g.message)
			push(ObjectValue(g.excs))
		}
	case *Function:
		n += sizeofFunction
		for _, x := range o.defaults {
			push(x)
		}
		pushDict(o.kwdefaults())
		pushDict(o.attrDict())
		for _, cell := range o.closure {
			push(cell.v)
		}
	case *BoundMethod:
		n += objectHeader * 2
		push(o.fn)
		push(o.self)
	case *Generator:
		n += sizeofFrame + int64(len(o.frame.locals))*valueSize
		push(o.handled)
		for _, x := range o.frame.locals {
			push(x)
		}
		for _, cell := range o.frame.cells {
			push(cell.v)
		}
	case *Type:
		if !o.builtin {
			n += sizeofType
			pushDict(o.dict)
		}
	case *Cell:
		n += objectHeader
		push(o.v)
	case censusSized:
		n += o.census(push)
	default:
		n += objectHeader
	}
	return n
}

// censusSized is implemented by objects of Go modules that hold values
// (deque, ...): census returns the object's own size and pushes what it
// references.
type censusSized interface {
	census(push func(Value)) int64
}
