package pvm

import "errors"

// Finalization. CPython finalizes an object (calls its __del__, closes a
// suspended generator) when its last reference goes away. The PVM counts
// no references, so it finalizes where the answer is known and programs
// commonly rely on it: after `del name` or rebinding a global dropped a
// reference (the value and what only it reached), when a function returns
// (its locals that nothing else reaches), and when a program run ends (what
// its globals still reach). th.finalizers gates all of it: it is set when
// the program defines __del__ or can suspend a generator inside a try.

// needsFinalizer reports whether finalizing v would do anything: v is an
// instance of a class with __del__ not yet called, or a generator
// suspended at a yield.
func (th *Thread) needsFinalizer(v Value) bool {
	switch o := v.obj.(type) {
	case *Instance:
		_, ok := userMethod(v, "__del__")
		return ok && !th.finalized[o]
	case *Generator:
		return !o.finished && !o.running && o.frame.pc != 0
	}
	return false
}

// finalizeDropped finalizes what dropping a reference to v (del, rebinding
// a global) left unreachable: v and what only v reached.
func (th *Thread) finalizeDropped(v Value) error {
	if !th.finalizers {
		return nil
	}
	x := newDeathOrder(th, true)
	if err := x.release(v); err != nil {
		return err
	}
	if err := x.releaseContainers(); err != nil {
		return err
	}
	return th.finalizeUnreached(x.pending, nil)
}

// finalizeLocals finalizes, after a function returned result, those of
// its locals after the parameters that need it and nothing else reaches,
// in the order of the locals (CPython clears them as the frame goes away);
// it clears those locals. The parameters stay roots: a caller in Go holds
// them where no frame shows (the instance an __init__ initialises).
func (th *Thread) finalizeLocals(slots []Value, nparams int, result Value) error {
	var dying []Value
	locals := slots[nparams:]
	for _, v := range locals {
		if th.needsFinalizer(v) {
			dying = append(dying, v)
		}
	}
	if dying == nil {
		return nil
	}
	clear(locals)
	return th.finalizeUnreached(dying, append(slots[:nparams:nparams], result))
}

// holdLocals keeps with the exception err a frame raised those of its
// locals that need finalizing: in CPython the exception's traceback holds
// the frame until the exception is handled.
func (th *Thread) holdLocals(err error, locals []Value) {
	exc, ok := th.exceptionOf(err)
	if !ok {
		return
	}
	for _, v := range locals {
		if th.needsFinalizer(v) {
			exc.attrs().held = append(exc.attrs().held, v)
		}
	}
}

// releaseHeld ends the handling of v: what the frames it left held (see
// holdLocals) is finalized unless something, v included, still reaches it.
func (th *Thread) releaseHeld(v Value) error {
	exc, ok := v.obj.(*Exception)
	if !ok {
		return nil
	}
	held := heldBy(exc, map[*Exception]bool{}, nil)
	if held == nil {
		return nil
	}
	live, err := th.reachable(nil)
	if err != nil || live[exc] {
		return err
	}
	return th.finalizeDead(held, live)
}

// heldBy lists what exc and the exceptions it chains to hold, in the
// order CPython releases them: exc's frames (innermost first), then
// those of its __cause__, then those of its __context__.
func heldBy(exc *Exception, seen map[*Exception]bool, held []Value) []Value {
	if seen[exc] {
		return held
	}
	seen[exc] = true
	if exc.extra != nil {
		held = append(held, exc.extra.held...)
	}
	for _, c := range [2]Value{exc.cause, exc.context} {
		if e, ok := c.obj.(*Exception); ok {
			held = heldBy(e, seen, held)
		}
	}
	return held
}

// finalizeUnreached finalizes, in order, those of candidates that neither
// the execution's roots nor extra reach.
func (th *Thread) finalizeUnreached(candidates, extra []Value) error {
	if len(candidates) == 0 {
		return nil
	}
	live, err := th.reachable(extra)
	if err != nil {
		return err
	}
	return th.finalizeDead(candidates, live)
}

// finalizeDead finalizes, in order, those of candidates not in live.
func (th *Thread) finalizeDead(candidates []Value, live map[Object]bool) error {
	for _, v := range candidates {
		if !live[v.obj] && th.needsFinalizer(v) {
			if err := th.finalize(v); err != nil {
				return err
			}
		}
	}
	return nil
}

// rebind is STORE_GLOBAL in a program with finalizers: the value the
// global held may have lost its last reference. A global given a new
// object moves to the end of the globals' order, which finalizeAtExit
// follows: CPython's exit finalizes objects in the order they were made.
// (Programs cannot see the order: globals() is not available.)
func (th *Thread) rebind(globals *Dict, name *Str, v Value) error {
	old, ok := globals.getStr(name)
	if ok && old.obj != v.obj {
		if _, _, err := globals.Delete(th, ObjectValue(name)); err != nil {
			return err
		}
	}
	if err := globals.setStr(th, name, v); err != nil || !ok || old.obj == v.obj {
		return err
	}
	return th.finalizeDropped(old)
}

// finalize calls v's __del__ or closes it. As in CPython an exception in a
// finalizer is ignored (CPython reports it on stderr with the object's
// address); running out of a limit still ends the execution.
func (th *Thread) finalize(v Value) error {
	var err error
	switch o := v.obj.(type) {
	case *Generator:
		err = o.close(th)
	case *Instance:
		if th.finalized == nil {
			th.finalized = map[*Instance]bool{}
		}
		th.finalized[o] = true
		m, _ := userMethod(v, "__del__")
		_, err = th.callArgs(m, v)
	}
	var limit *LimitError
	if errors.As(err, &limit) {
		return err
	}
	return nil
}

// reachable returns the set of objects reachable from the execution's
// roots and from extra ones, charging a cycle per object visited.
func (th *Thread) reachable(extra []Value) (map[Object]bool, error) {
	seen := map[Object]bool{}
	var stack []Value
	push := func(v Value) {
		if isHeapValue(v) && !seen[v.obj] {
			seen[v.obj] = true
			stack = append(stack, v)
		}
	}
	for _, v := range extra {
		push(v)
	}
	th.visitRoots(push, func(d *Dict) {
		if d != nil {
			push(ObjectValue(d))
		}
	})
	for len(stack) > 0 {
		if err := th.charge(1); err != nil {
			return nil, err
		}
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		pushReferents(th.viewOf(v.obj), push)
	}
	return seen, nil
}

// pushReferents pushes what o refers to: what the census walks, and what
// it leaves uncounted (descriptors' functions, the receivers of bound
// built-in methods, the dicts of views).
func pushReferents(o Object, push func(Value)) {
	switch o := o.(type) {
	case *Property:
		push(o.fget)
		push(o.fset)
		push(o.fdel)
		push(o.doc)
	case *StaticMethod:
		push(o.fn)
	case *ClassMethod:
		push(o.fn)
	case *Super:
		push(o.obj)
	case *Builtin:
		push(o.self) // a bound built-in method: lst.append
	case *dictView:
		push(ObjectValue(o.d))
	case *Exception:
		objectBytes(o, push)
		if o.extra != nil {
			for _, v := range o.extra.held {
				push(v)
			}
		}
	default:
		objectBytes(o, push)
	}
}

// isHeapValue reports whether v refers to an object (not an immediate).
func isHeapValue(v Value) bool {
	switch v.obj.(type) {
	case nil, noneKind, boolKind, intKind, floatKind:
		return false
	}
	return true
}

// finalizeAtExit finalizes what the program's globals still reach when it
// ends, in deathOrder. The walk is not charged: it happens once, over no
// more than the memory limit.
func (th *Thread) finalizeAtExit(globals *Dict) error {
	x := newDeathOrder(th, false)
	for _, e := range globals.Items() {
		_ = x.release(e.value) // cannot fail uncharged
	}
	_ = x.releaseContainers()
	for _, v := range x.pending {
		if th.needsFinalizer(v) {
			if err := th.finalize(v); err != nil {
				return err
			}
		}
	}
	return nil
}

// deathOrder lists what releasing values finalizes, in the order CPython's
// exit does as it clears __main__ (and, near enough, its deallocation of
// a dropped value): an instance is finalized when released, then its
// attributes are released in order, as are what other objects refer to;
// lists, tuples, dicts and classes are released after everything else, in
// turn, a list's or tuple's items last first.
type deathOrder struct {
	th         *Thread
	charge     bool // a cycle per object visited
	seen       map[Object]bool
	pending    []Value  // objects to finalize
	containers []Object // lists, tuples, dicts and classes whose items are released later
}

func newDeathOrder(th *Thread, charge bool) *deathOrder {
	return &deathOrder{th: th, charge: charge, seen: map[Object]bool{}}
}

func (x *deathOrder) release(v Value) error {
	if !isHeapValue(v) || x.seen[v.obj] {
		return nil
	}
	x.seen[v.obj] = true
	if x.charge {
		if err := x.th.charge(1); err != nil {
			return err
		}
	}
	if x.th.needsFinalizer(v) {
		x.pending = append(x.pending, v)
	}
	var refs []Value
	switch o := v.obj.(type) {
	case *List, *Tuple, *Dict, *Type:
		x.containers = append(x.containers, v.obj)
		return nil
	case *Instance:
		refs = append(refs, o.values...)
		if d := o.dict(); d != nil {
			for _, e := range d.Items() {
				refs = append(refs, e.value)
			}
		}
		refs = append(append(refs, o.slots()...), o.base())
	default:
		pushReferents(x.th.viewOf(o), func(r Value) { refs = append(refs, r) })
	}
	for _, r := range refs {
		if err := x.release(r); err != nil {
			return err
		}
	}
	return nil
}

// releaseContainers releases the items of the containers (and the
// attributes of the classes) met so far, and of those met meanwhile.
func (x *deathOrder) releaseContainers() error {
	for i := 0; i < len(x.containers); i++ {
		var items []Value
		switch o := x.containers[i].(type) {
		case *List:
			items = reversed(o.items)
		case *Tuple:
			items = reversed(o.items)
		case *Dict:
			for _, e := range o.Items() {
				items = append(items, e.value)
			}
		case *Type:
			if !o.builtin {
				for _, e := range o.dict.Items() {
					items = append(items, e.value)
				}
			}
		}
		for _, v := range items {
			if err := x.release(v); err != nil {
				return err
			}
		}
	}
	return nil
}

func reversed(items []Value) []Value {
	out := make([]Value, len(items))
	for i, v := range items {
		out[len(items)-1-i] = v
	}
	return out
}
