package pvm

import "errors"

// Finalization. CPython finalizes an object (calls its __del__, closes a
// suspended generator) when its last reference goes away. The PVM counts
// no references, so it finalizes where the answer is known and programs
// commonly rely on it: after `del name` removed the last way to reach the
// value, and when a program run ends, for what its globals still reach.

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

// finalizeDeleted finalizes v, from which `del` just removed a reference,
// if nothing the execution can reach refers to it any more.
func (th *Thread) finalizeDeleted(v Value) error {
	if !th.needsFinalizer(v) {
		return nil
	}
	if reached, err := th.reaches(v.obj); reached || err != nil {
		return err
	}
	return th.finalize(v)
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

// reaches reports whether target can be reached from the execution's
// roots, charging a cycle per object visited.
func (th *Thread) reaches(target Object) (bool, error) {
	seen := map[Object]bool{}
	var stack []Value
	found := false
	push := func(v Value) {
		switch v.obj.(type) {
		case nil, noneKind, boolKind, intKind, floatKind:
			return
		}
		found = found || v.obj == target
		if !seen[v.obj] {
			seen[v.obj] = true
			stack = append(stack, v)
		}
	}
	th.visitRoots(push, func(d *Dict) {
		if d != nil {
			push(ObjectValue(d))
		}
	})
	for len(stack) > 0 && !found {
		if err := th.charge(1); err != nil {
			return false, err
		}
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		objectBytes(v.obj, push)
	}
	return found, nil
}

// finalizeAtExit finalizes what the program's globals still reach when it
// ends, in the order CPython's exit does as it clears __main__: an instance
// is finalized when the global naming it is cleared, then its attributes
// are released in order; lists, tuples and dicts are released after that,
// in turn, a list's or tuple's items last first. The walk is not charged:
// it happens once, over no more than the memory limit.
func (th *Thread) finalizeAtExit(globals *Dict) error {
	x := exitOrder{seen: map[Object]bool{}}
	for _, e := range globals.Items() {
		x.release(th, e.value)
	}
	for i := 0; i < len(x.containers); i++ {
		switch o := x.containers[i].(type) {
		case *List:
			x.releaseReversed(th, o.items)
		case *Tuple:
			x.releaseReversed(th, o.items)
		case *Dict:
			for _, e := range o.Items() {
				x.release(th, e.value)
			}
		}
	}
	for _, v := range x.pending {
		if th.needsFinalizer(v) {
			if err := th.finalize(v); err != nil {
				return err
			}
		}
	}
	return nil
}

// exitOrder collects, in finalization order, what finalizeAtExit finalizes.
type exitOrder struct {
	seen       map[Object]bool
	pending    []Value  // objects to finalize
	containers []Object // lists, tuples and dicts whose items are released later
}

func (x *exitOrder) release(th *Thread, v Value) {
	switch v.obj.(type) {
	case nil, noneKind, boolKind, intKind, floatKind:
		return
	}
	if x.seen[v.obj] {
		return
	}
	x.seen[v.obj] = true
	switch o := v.obj.(type) {
	case *List, *Tuple, *Dict:
		x.containers = append(x.containers, o)
	case *Generator:
		if th.needsFinalizer(v) {
			x.pending = append(x.pending, v)
		}
	case *Instance:
		if th.needsFinalizer(v) {
			x.pending = append(x.pending, v)
		}
		for _, a := range o.values {
			x.release(th, a)
		}
		if o.dict != nil {
			for _, e := range o.dict.Items() {
				x.release(th, e.value)
			}
		}
		for _, s := range o.slots() {
			x.release(th, s)
		}
		x.release(th, o.base())
	}
}

func (x *exitOrder) releaseReversed(th *Thread, items []Value) {
	for i := len(items) - 1; i >= 0; i-- {
		x.release(th, items[i])
	}
}
