package pvm

import c "github.com/cowboy-go/cowboy/pvm/compile"

// append adds v, charging for growth before the backing array grows.
func (l *List) append(th *Thread, v Value) error {
	if len(l.items) == cap(l.items) {
		if err := l.grow(th, 1); err != nil {
			return err
		}
	}
	l.items = append(l.items, v)
	return nil
}

// grow makes room for n more items, charging for the new capacity first.
// The capacity at least doubles, so appending copies each item about once;
// Go's append grows large slices by a quarter, copying each item about five
// times, and leaves the capacity to the runtime's size classes.
func (l *List) grow(th *Thread, n int) error {
	have := cap(l.items)
	if len(l.items)+n <= have {
		return nil
	}
	want := max(2*have, 4, len(l.items)+n)
	if err := th.allocate(int64(want-have) * valueSize); err != nil {
		return err
	}
	items := make([]Value, len(l.items), want)
	copy(items, l.items)
	l.items = items
	return nil
}

// maxPresize bounds the room a list is given for the items an iterator
// says it has left (a list of 100 items costs one allocation, not six).
const maxPresize = 1024

// lengthLeft is how many more items a list, tuple, range or dict iterator
// yields, at most maxPresize; 0 for other iterators.
func lengthLeft(it Value) int {
	switch o := it.obj.(type) {
	case *listIter:
		return min(len(o.l.items)-o.i, maxPresize)
	case *tupleIter:
		return min(len(o.items)-o.i, maxPresize)
	case *rangeIter:
		return int(min(o.left, maxPresize))
	case *dictIter:
		return min(max(o.left, 0), maxPresize)
	}
	return 0
}

// extend appends every item of an iterable.
func (l *List) extend(th *Thread, iterable Value) error {
	var items []Value
	switch o := iterable.obj.(type) {
	case *List:
		items = o.items
	case *Tuple:
		items = o.items
	default:
		// Appended as the iterator yields them (CPython's list_extend): a
		// generator reading l sees them, and they stay if it raises.
		return iterateEach(th, iterable, func(x Value) error {
			if len(l.items) == cap(l.items) {
				if err := l.grow(th, 1); err != nil {
					return err
				}
			}
			l.items = append(l.items, x)
			return nil
		})
	}
	if err := th.charge(int64(len(items))); err != nil {
		return err
	}
	if err := l.grow(th, len(items)); err != nil {
		return err
	}
	l.items = append(l.items, items...)
	return nil
}

func (l *List) setSlice(th *Thread, s *Slice, v Value) error {
	var items []Value
	var err error
	switch o := v.obj.(type) {
	case *Tuple:
		items = o.items // immutable: safe to read while l changes
	case *List:
		if o != l {
			items = o.items
			break
		}
		items, err = toValues(th, v) // l[a:b] = l reads a copy
	default:
		items, err = toValues(th, v)
	}
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls == TypeErrorType {
			return newError(TypeErrorType, "can only assign an iterable")
		}
		return err
	}
	start, stop, step, err := sliceIndices(th, s, len(l.items))
	if err != nil {
		return err
	}
	if step == 1 {
		if stop < start {
			stop = start
		}
		if err := th.charge(int64(len(items))/4 + 1); err != nil {
			return err
		}
		if len(items) == stop-start {
			copy(l.items[start:stop], items)
			return nil
		}
		if err := th.allocate(int64(len(items)) * valueSize); err != nil {
			return err
		}
		l.items = splice(l.items, start, stop, items)
		return nil
	}
	n := sliceLen(start, stop, step)
	if len(items) != n {
		return newError(ValueErrorType, "attempt to assign sequence of size "+itoa(int64(len(items)))+" to extended slice of size "+itoa(int64(n)))
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		l.items[j] = items[i]
	}
	return nil
}

// splice returns old with old[start:stop] replaced by items, in old's
// array when it has room (as CPython does, moving the tail), else in a new
// one. items must not share old's array.
func splice[T any](old []T, start, stop int, items []T) []T {
	n := len(old) - (stop - start) + len(items)
	if n > cap(old) {
		out := make([]T, 0, n)
		out = append(out, old[:start]...)
		out = append(out, items...)
		return append(out, old[stop:]...)
	}
	out := old[:n]
	copy(out[start+len(items):], old[stop:])
	copy(out[start:], items)
	if n < len(old) {
		clear(old[n:]) // what moved down must not stay alive behind the end
	}
	return out
}

func (l *List) deleteSlice(th *Thread, s *Slice) error {
	items, err := deleteSliceOf(th, l.items, s)
	l.items = items
	return err
}

// deleteSliceOf returns items without the elements s selects (del x[s]).
func deleteSliceOf[T any](th *Thread, items []T, s *Slice) ([]T, error) {
	start, stop, step, err := sliceIndices(th, s, len(items))
	if err != nil {
		return items, err
	}
	return deleteSpan(th, items, start, step, sliceLen(start, stop, step))
}

// insert puts v at position i (0 ≤ i ≤ len), charging for the items moved.
func (l *List) insert(th *Thread, i int, v Value) error {
	n := len(l.items)
	if err := th.charge(int64(n-i) / 8); err != nil {
		return err
	}
	if err := l.append(th, v); err != nil {
		return err
	}
	copy(l.items[i+1:], l.items[i:n])
	l.items[i] = v
	return nil
}

// deleteSpan returns items without the n elements from start by step,
// moved down in their own array (as CPython does), the vacated end cleared.
func deleteSpan[T any](th *Thread, items []T, start, step, n int) ([]T, error) {
	if n == 0 {
		return items, nil
	}
	if err := th.charge(int64(len(items))/4 + 1); err != nil {
		return items, err
	}
	if step < 0 {
		start, step = start+(n-1)*step, -step
	}
	w := start
	if step == 1 {
		w += copy(items[start:], items[start+n:])
	} else {
		end := start + (n-1)*step // the last deleted
		for i := start + 1; i < len(items); i++ {
			if i > end || (i-start)%step != 0 {
				items[w] = items[i]
				w++
			}
		}
	}
	clear(items[w:])
	return items[:w], nil
}

// Method tables of the built-in containers and numbers are installed with
// defMeth and defSlot, which check the receiver and the argument count and
// word their errors as CPython does for methods and for slot wrappers
// (dunders) respectively. The method body may then assume args[0] is an
// instance of the type, possibly of a user subclass (see unwrapBase).

// argsAny marks a method that checks its own arguments (keywords allowed).
const argsAny = -1

// defMeth installs a method taking lo..hi positional arguments after self.
// callBuiltin and loadMethodCall run the usual call (a receiver of type t
// itself, the right count, no keywords) without the checks; methodCheck
// words the errors.
func defMeth(t *Type, name string, lo, hi int, fn BuiltinFunc) {
	m := &methodCheck{t, name, lo, hi, fn}
	t.dict.SetString(name, ObjectValue(&Builtin{name: name, owner: t, direct: m, fn: m.checked}))
}

// methodCheck is what defMeth checks a call of a method against, and the
// method's function, to call when the checks pass.
type methodCheck struct {
	t      *Type
	name   string
	lo, hi int
	fn     BuiltinFunc
}

// checked is a call of the method: its function, after the checks.
// (callBuiltin tries the common case first.)
func (m *methodCheck) checked(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := m.check(args, kw); err != nil {
		return Value{}, err
	}
	return m.fn(th, args, kw)
}

// check returns the TypeError of a call with a missing or wrong receiver,
// the wrong number of arguments or keywords the method does not take.
func (m *methodCheck) check(args []Value, kw []*Str) error {
	t, name, lo, hi := m.t, m.name, m.lo, m.hi
	if len(args) == 0 || len(args) == len(kw) {
		return newError(TypeErrorType, "unbound method "+t.Name+"."+name+"() needs an argument")
	}
	if !args[0].Type().isSubtype(t) {
		return newError(TypeErrorType, "descriptor '"+name+"' for '"+t.Name+"' objects doesn't apply to a '"+typeName(args[0])+"' object")
	}
	if hi == argsAny {
		return nil
	}
	n := len(args) - 1
	if len(kw) == 0 && n >= lo && n <= hi {
		return nil
	}
	qual := t.Name + "." + name
	switch {
	case len(kw) > 0:
		return newError(TypeErrorType, qual+"() takes no keyword arguments")
	case hi == 0:
		return newError(TypeErrorType, qual+"() takes no arguments ("+itoa(int64(n))+" given)")
	case lo == 1 && hi == 1:
		return newError(TypeErrorType, qual+"() takes exactly one argument ("+itoa(int64(n))+" given)")
	}
	return rangeArgs(name, args[1:], nil, lo, hi)
}

// defSlot installs a dunder taking exactly n arguments after self.
func defSlot(t *Type, name string, n int, fn BuiltinFunc) {
	defMethod(t, name, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if len(args) == 0 {
			return Value{}, newError(TypeErrorType, "descriptor '"+name+"' of '"+t.Name+"' object needs an argument")
		}
		if !args[0].Type().isSubtype(t) {
			return Value{}, newError(TypeErrorType, "descriptor '"+name+"' requires a '"+t.Name+"' object but received a '"+typeName(args[0])+"'")
		}
		if len(kw) > 0 {
			return Value{}, newError(TypeErrorType, "wrapper "+name+"() takes no keyword arguments")
		}
		if len(args)-1 != n {
			return Value{}, newError(TypeErrorType, "expected "+plural(n, "argument")+", got "+itoa(int64(len(args)-1)))
		}
		return fn(th, args, kw)
	})
}

// defCompareSlots installs __eq__ ... __ge__ answering NotImplemented unless
// accepts(op, self, other) (given unwrapped values).
func defCompareSlots(t *Type, accepts func(op c.CompareOp, self, other Value) bool) {
	for op, name := range compareDunders {
		op := c.CompareOp(op)
		defSlot(t, name, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			x, y := unwrapBase(args[0]), unwrapBase(args[1])
			if !accepts(op, x, y) {
				return NotImplemented, nil
			}
			return compare(th, op, x, y)
		})
	}
}

// defBinopSlots installs the operator dunders __add__, __radd__, ... for the
// given operators, delegating to f on unwrapped operands; f reports
// ok=false for NotImplemented.
func defBinopSlots(t *Type, ops []c.BinaryOp, reflected bool, f func(th *Thread, op c.BinaryOp, a, b Value) (Value, bool, error)) {
	for _, op := range ops {
		op := op
		name := binaryDunders[op]
		install := func(dunder string, swap bool) {
			defSlot(t, dunder, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
				a, b := unwrapBase(args[0]), unwrapBase(args[1])
				if swap {
					a, b = b, a
				}
				r, ok, err := f(th, op, a, b)
				if !ok && err == nil {
					return NotImplemented, nil
				}
				return r, err
			})
		}
		install("__"+name+"__", false)
		if reflected {
			install("__r"+name+"__", true)
		}
	}
}
