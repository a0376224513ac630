package pvm

import (
	"math/bits"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// The heapq module, with the comparison order of CPython's _heapq so that
// user __lt__ methods see the same calls and errors surface alike.

func init() {
	registerModule("heapq", func(d *Dict) {
		// CPython's __all__.
		setAll(d, false,
			"heappush", "heappop", "heapify", "heapreplace", "merge", "nlargest", "nsmallest",
			"heappushpop")
		setFunc(d, "heappush", heapPush)
		setFunc(d, "heappop", heapPop)
		setFunc(d, "heapify", heapify)
		setFunc(d, "heapreplace", heapReplace)
		setFunc(d, "heappushpop", heapPushPop)
		setFunc(d, "nlargest", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return nBest(th, args, kw, true)
		})
		setFunc(d, "nsmallest", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return nBest(th, args, kw, false)
		})
		setFunc(d, "merge", heapMerge)
	})
}

// lessThan is `a < b` as a Go bool.
func lessThan(th *Thread, a, b Value) (bool, error) {
	if a.isSmallInt() && b.isSmallInt() {
		return a.small() < b.small(), nil
	}
	r, err := compare(th, c.CmpLT, a, b)
	if err != nil {
		return false, err
	}
	if r.isBool() {
		return r.num != 0, nil
	}
	return truth(th, r)
}

// heapOps is the array a heap algorithm works on.
type heapOps interface {
	Len() int
	Less(i, j int) (bool, error)
	Swap(i, j int)
}

// heapSiftDown moves the item at pos up towards start (CPython's siftdown).
func heapSiftDown[H heapOps](h H, start, pos int) error {
	for pos > start {
		parent := (pos - 1) >> 1
		lt, err := h.Less(pos, parent)
		if err != nil || !lt {
			return err
		}
		h.Swap(pos, parent)
		pos = parent
	}
	return nil
}

// heapSiftUp moves the smaller child up until pos is a leaf, then sifts
// the item there back down (CPython's siftup).
func heapSiftUp[H heapOps](h H, pos int) error {
	end, start := h.Len(), pos
	for limit := end >> 1; pos < limit; {
		child := 2*pos + 1
		if child+1 < end {
			lt, err := h.Less(child, child+1)
			if err != nil {
				return err
			}
			if !lt {
				child++
			}
		}
		h.Swap(child, pos)
		pos = child
	}
	return heapSiftDown(h, start, pos)
}

// listHeap is a heap stored in a Python list, which __lt__ may not resize.
// It is used by value, so a heap operation allocates nothing for it.
type listHeap struct {
	th   *Thread
	l    *List
	size int
}

func (h listHeap) Len() int { return len(h.l.items) }

func (h listHeap) Less(i, j int) (bool, error) {
	lt, err := lessThan(h.th, h.l.items[i], h.l.items[j])
	if err == nil && len(h.l.items) != h.size {
		err = newError(RuntimeErrorType, "list changed size during iteration")
	}
	return lt, err
}

func (h listHeap) Swap(i, j int) { h.l.items[i], h.l.items[j] = h.l.items[j], h.l.items[i] }

// heapArg checks the heap argument of fn (arg: "argument" or "argument
// 1") and charges for a log(n) sift.
func heapArg(th *Thread, fn, arg string, v Value) (listHeap, error) {
	l, ok := unwrapBase(v).obj.(*List) // list subclasses too (PyList_Check)
	if !ok {
		return listHeap{}, heapArgError(fn, arg, v)
	}
	cost := 1 + int64(bits.Len(uint(len(l.items))))
	return listHeap{th: th, l: l, size: len(l.items)}, th.charge(2 * cost)
}

func heapArgError(fn, arg string, v Value) error {
	return newError(TypeErrorType, fn+"() "+arg+" must be list, not "+typeNameOrNone(v))
}

func heapPush(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := noKwargs("_heapq.heappush", kw); err != nil {
		return Value{}, err
	}
	if err := exactArgs("heappush", args, nil, 2); err != nil {
		return Value{}, err
	}
	h, err := heapArg(th, "heappush", "argument 1", args[0])
	if err != nil {
		return Value{}, err
	}
	if err := h.l.append(th, args[1]); err != nil {
		return Value{}, err
	}
	h.size++
	return None, heapSiftDown(h, 0, h.size-1)
}

func heapPop(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("_heapq.heappop", args, kw, 1); err != nil {
		return Value{}, err
	}
	h, err := heapArg(th, "heappop", "argument", args[0])
	if err != nil {
		return Value{}, err
	}
	items := h.l.items
	if len(items) == 0 {
		return Value{}, newError(IndexErrorType, "index out of range")
	}
	last := items[len(items)-1]
	items[len(items)-1] = Value{}
	h.l.items = items[:len(items)-1]
	h.size--
	if h.size == 0 {
		return last, nil
	}
	top := h.l.items[0]
	h.l.items[0] = last
	return top, heapSiftUp(h, 0)
}

// heapReplace pops the smallest item and pushes item.
func heapReplace(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := noKwargs("_heapq.heapreplace", kw); err != nil {
		return Value{}, err
	}
	if err := exactArgs("heapreplace", args, nil, 2); err != nil {
		return Value{}, err
	}
	h, err := heapArg(th, "heapreplace", "argument 1", args[0])
	if err != nil {
		return Value{}, err
	}
	if h.size == 0 {
		return Value{}, newError(IndexErrorType, "index out of range")
	}
	top := h.l.items[0]
	h.l.items[0] = args[1]
	return top, heapSiftUp(h, 0)
}

// heapPushPop pushes item and pops the smallest, faster than both.
func heapPushPop(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := noKwargs("_heapq.heappushpop", kw); err != nil {
		return Value{}, err
	}
	if err := exactArgs("heappushpop", args, nil, 2); err != nil {
		return Value{}, err
	}
	h, err := heapArg(th, "heappushpop", "argument 1", args[0])
	if err != nil {
		return Value{}, err
	}
	item := args[1]
	if h.size == 0 {
		return item, nil
	}
	lt, err := lessThan(th, h.l.items[0], item)
	if err != nil || !lt {
		return item, err
	}
	if len(h.l.items) == 0 {
		return Value{}, newError(IndexErrorType, "index out of range")
	}
	top := h.l.items[0]
	h.l.items[0] = item
	return top, heapSiftUp(h, 0)
}

func heapify(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("_heapq.heapify", args, kw, 1); err != nil {
		return Value{}, err
	}
	h, err := heapArg(th, "heapify", "argument", args[0])
	if err != nil {
		return Value{}, err
	}
	if err := th.charge(2 * int64(h.size)); err != nil {
		return Value{}, err
	}
	for i := h.size/2 - 1; i >= 0; i-- {
		if err := heapSiftUp(h, i); err != nil {
			return Value{}, err
		}
	}
	return None, nil
}

var (
	nlargestArgs  = newArgSpec("nlargest", "n", "iterable", "key=")
	nsmallestArgs = newArgSpec("nsmallest", "n", "iterable", "key=")
)

// nBest is nlargest/nsmallest, by CPython's algorithm, so that ties and
// unordered items (NaN) come out as there and __lt__ sees the same calls:
// min or max for n == 1; sorted(...)[:n] when the iterable's length is
// known and at most n; otherwise a heap of the best n so far, of
// (key, order[, item]) tuples compared as tuples, then sorted.
func nBest(th *Thread, args []Value, kw []*Str, largest bool) (Value, error) {
	spec := nsmallestArgs
	if largest {
		spec = nlargestArgs
	}
	var a [3]Value
	if err := spec.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	iterable, key := a[1], a[2]
	// Clamped: CPython's n only ever meets the length and range(n).
	n, ok, err := asIndexClamped(th, a[0])
	if err != nil {
		return Value{}, err
	}
	if !ok {
		// CPython compares n with the length before range(n) refuses it.
		if size, lerr := length(th, iterable); lerr == nil {
			if _, err := compare(th, c.CmpGE, a[0], Int(int64(size))); err != nil {
				return Value{}, err
			}
		}
		return Value{}, newError(TypeErrorType, "'"+typeName(a[0])+"' object cannot be interpreted as an integer")
	}
	if key.IsUnbound() || key.IsNone() {
		key = Value{}
	}
	if n == 1 {
		return bestOne(th, iterable, key, largest)
	}
	if size, err := length(th, iterable); err == nil && n >= size {
		items, err := toValues(th, iterable)
		if err != nil {
			return Value{}, err
		}
		if err := sortValues(th, items, a[2], largest); err != nil {
			return Value{}, err
		}
		return NewList(items[:min(n, len(items)):min(n, len(items))]), nil
	} else if err != nil && !isExceptionOf(err, TypeErrorType) && !isExceptionOf(err, AttributeErrorType) {
		return Value{}, err
	}
	it, err := getIter(th, iterable)
	if err != nil {
		return Value{}, err
	}
	h := bestHeap{th: th, largest: largest}
	// Every item costs a sift of the heap; the entries are accounted while
	// the heap, unreachable from the roots, holds them, and shown to the
	// census with what they hold.
	cost := 2 * (1 + int64(bits.Len(uint(n))))
	size := sizeofSeq(3) + valueSize
	th.pin((*pinnedSlice)(&h.items))
	defer func() {
		th.unpin()
		th.freeTemp(int64(len(h.items)) * size)
	}()
	entry := func(k Value, order int, v Value) Value {
		if key.obj == nil {
			return NewTuple([]Value{k, Int(int64(order))})
		}
		return NewTuple([]Value{k, Int(int64(order)), v})
	}
	step := 1 // nlargest counts its orders down, so that earlier items win ties
	if largest {
		step = -1
	}
	order := 0
	for ; order*step < n; order += step {
		v, k, ok, err := nextKeyed(th, it, key, cost)
		if err != nil {
			return Value{}, err
		}
		if !ok {
			break
		}
		if err := th.allocateTemp(size); err != nil {
			return Value{}, err
		}
		h.items = append(h.items, entry(k, order, v))
	}
	if len(h.items) == 0 {
		return NewList(nil), nil
	}
	for i := len(h.items)/2 - 1; i >= 0; i-- {
		if err := heapSiftUp(h, i); err != nil {
			return Value{}, err
		}
	}
	for {
		v, k, ok, err := nextKeyed(th, it, key, cost)
		if err != nil {
			return Value{}, err
		}
		if !ok {
			break
		}
		top := h.items[0].obj.(*Tuple).items[0]
		a, b := k, top
		if largest {
			a, b = top, k
		}
		better, err := lessThan(th, a, b)
		if err != nil {
			return Value{}, err
		}
		if better {
			h.items[0] = entry(k, order, v)
			if err := heapSiftUp(h, 0); err != nil {
				return Value{}, err
			}
			order += step
		}
	}
	if err := sortValues(th, h.items, Value{}, largest); err != nil {
		return Value{}, err
	}
	for i, e := range h.items {
		t := e.obj.(*Tuple).items
		h.items[i] = t[len(t)-1]
		if key.obj == nil {
			h.items[i] = t[0]
		}
	}
	return NewList(h.items), nil
}

// bestOne is nlargest/nsmallest with n == 1: max or min with a default.
func bestOne(th *Thread, iterable, key Value, largest bool) (Value, error) {
	it, err := getIter(th, iterable)
	if err != nil {
		return Value{}, err
	}
	var best, bestKey Value
	for {
		v, k, ok, err := nextKeyed(th, it, key, 1)
		if err != nil {
			return Value{}, err
		}
		if !ok {
			break
		}
		if best.obj != nil {
			op := c.CmpLT
			if largest {
				op = c.CmpGT
			}
			r, err := compare(th, op, k, bestKey)
			if err != nil {
				return Value{}, err
			}
			if better, err := truth(th, r); err != nil || !better {
				if err != nil {
					return Value{}, err
				}
				continue
			}
		}
		best, bestKey = v, k
	}
	if best.obj == nil {
		return NewList(nil), nil
	}
	return NewList([]Value{best}), nil
}

// nextKeyed charges cost and returns the iterator's next item and its key
// (the item itself without a key function); ok is false at the end.
func nextKeyed(th *Thread, it, key Value, cost int64) (v, k Value, ok bool, err error) {
	if err = th.charge(cost); err != nil {
		return
	}
	if v, ok, err = iterNext(th, it); err != nil || !ok {
		return
	}
	k = v
	if key.obj != nil {
		k, err = th.call(key, []Value{v}, nil)
	}
	return
}

// bestHeap is nBest's heap of entry tuples: a max-heap for nsmallest, whose
// top is the worst of the best so far, a min-heap for nlargest.
type bestHeap struct {
	th      *Thread
	items   []Value
	largest bool
}

func (h bestHeap) Len() int { return len(h.items) }

func (h bestHeap) Less(i, j int) (bool, error) {
	if h.largest {
		return lessThan(h.th, h.items[i], h.items[j])
	}
	return lessThan(h.th, h.items[j], h.items[i])
}

func (h bestHeap) Swap(i, j int) { h.items[i], h.items[j] = h.items[j], h.items[i] }

var mergeArgs = newArgSpec("merge", "*", "key=", "reverse=")

// mergeIter is heapq.merge's lazy iterator: a heap of the iterators'
// current items, ordered by (key, input index) like CPython's.
type mergeIter struct {
	th      *Thread
	entries []mergeEntry
	key     Value
	reverse bool
	started bool
	iters   []Value
}

type mergeEntry struct {
	key, value, it Value
	order          int
}

// MergeIterType is the type of heapq.merge's result (a generator in CPython).
var MergeIterType = newModuleType("generator", "builtins", ObjectType)

func (*mergeIter) Type() *Type { return MergeIterType }

func (m *mergeIter) Len() int { return len(m.entries) }

// Less compares [key, order] lists as CPython does (a max-heap when
// reversed, where the earlier input wins ties).
func (m *mergeIter) Less(i, j int) (bool, error) {
	a, b := &m.entries[i], &m.entries[j]
	if m.reverse {
		a, b = b, a
	}
	if !is(a.key, b.key) {
		eq, err := equal(m.th, a.key, b.key)
		if err != nil {
			return false, err
		}
		if !eq {
			return lessThan(m.th, a.key, b.key)
		}
	}
	if m.reverse {
		return -a.order < -b.order, nil
	}
	return a.order < b.order, nil
}

func (m *mergeIter) Swap(i, j int) { m.entries[i], m.entries[j] = m.entries[j], m.entries[i] }

func heapMerge(th *Thread, args []Value, kw []*Str) (Value, error) {
	npos := len(args) - len(kw)
	var a [2]Value
	if err := mergeArgs.bind(args[npos:], kw, a[:]); err != nil {
		return Value{}, err
	}
	m := &mergeIter{th: th, iters: append([]Value(nil), args[:npos]...)}
	if k := a[0]; k.obj != nil && !k.IsNone() {
		m.key = k
	}
	if a[1].obj != nil {
		r, err := truth(th, a[1])
		if err != nil {
			return Value{}, err
		}
		m.reverse = r
	}
	return ObjectValue(m), nil
}

// advance loads the next item of entry e's iterator; ok is false when it
// is exhausted.
func (m *mergeIter) advance(e *mergeEntry) (bool, error) {
	v, ok, err := iterNext(m.th, e.it)
	if err != nil || !ok {
		return false, err
	}
	e.value, e.key = v, v
	if m.key.obj != nil {
		if e.key, err = m.th.callArgs(m.key, v); err != nil {
			return false, err
		}
	}
	return true, nil
}

func (m *mergeIter) next(th *Thread) (Value, bool, error) {
	if !m.started {
		m.started = true
		for i, src := range m.iters {
			it, err := getIter(th, src)
			if err != nil {
				return Value{}, false, err
			}
			e := mergeEntry{it: it, order: i}
			ok, err := m.advance(&e)
			if err != nil {
				return Value{}, false, err
			}
			if ok {
				m.entries = append(m.entries, e)
			}
		}
		m.iters = nil
		for i := len(m.entries)/2 - 1; i >= 0; i-- {
			if err := heapSiftUp(m, i); err != nil {
				return Value{}, false, err
			}
		}
	}
	if len(m.entries) == 0 {
		return Value{}, false, nil
	}
	if err := th.charge(int64(len(m.entries))); err != nil {
		return Value{}, false, err
	}
	top := &m.entries[0]
	v := top.value
	ok, err := m.advance(top)
	if err != nil {
		return Value{}, false, err
	}
	if !ok {
		last := len(m.entries) - 1
		m.entries[0] = m.entries[last]
		m.entries = m.entries[:last]
	}
	if len(m.entries) > 1 {
		err = heapSiftUp(m, 0)
	}
	return v, true, err
}

func (m *mergeIter) census(push func(Value)) int64 {
	for _, e := range m.entries {
		push(e.key)
		push(e.value)
		push(e.it)
	}
	for _, v := range m.iters {
		push(v)
	}
	push(m.key)
	return objectHeader + int64(len(m.entries)+len(m.iters))*valueSize
}
