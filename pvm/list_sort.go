package pvm

import (
	"cmp"
	"math"
	"math/bits"
	"slices"
)

// sortValues sorts items in place, stably, by `<` on the items or on
// key(item), as list.sort and sorted() do. reverse keeps stability the way
// CPython does: reverse, sort stably, reverse back. The first failing
// comparison stops the sort and is returned; items are then left in the
// order CPython leaves them.
func sortValues(th *Thread, items []Value, key Value, reverse bool) error {
	n := len(items)
	if n < 2 {
		if n == 1 && !key.IsUnbound() && !key.IsNone() {
			_, err := th.call(key, items[:1], nil)
			return err
		}
		return nil
	}
	// n*log2(n) comparisons in the worst case, charged up front.
	if err := th.charge(int64(n) * int64(bits.Len(uint(n)))); err != nil {
		return err
	}
	cmpKey, isCmp := key.obj.(*keyWrapper)
	isCmp = isCmp && cmpKey.obj.IsUnbound()
	if !key.IsUnbound() && !key.IsNone() && !isCmp {
		return sortKeyed(th, items, key, reverse)
	}
	if reverse {
		reverseValues(items)
	}
	var err error
	if isCmp {
		err = sortByCmp(th, items, cmpKey.cmp)
	} else {
		err = sortPlain(th, items)
	}
	if reverse {
		reverseValues(items)
	}
	return err
}

func reverseValues(items []Value) {
	for i, j := 0, len(items)-1; i < j; i, j = i+1, j-1 {
		items[i], items[j] = items[j], items[i]
	}
}

// sortPlain sorts items by their own `<`, with fast comparisons when every
// item is a small int, a float or a str (as CPython's pre-sort type check).
func sortPlain(th *Thread, items []Value) error {
	if err := th.allocate(sizeofSeq(len(items) / 2)); err != nil {
		return err
	}
	kind := homogeneousKind(items)
	switch {
	case kind == kindInt:
		sortByValue(items, Value.small, Int)
		return nil
	case kind == kindFloat && floatsWithoutTwins(items):
		sortByValue(items, Value.float, Float)
		return nil
	}
	buf := mergeScratch[Value](len(items))
	switch kind {
	case kindFloat:
		mergeSort(items, buf, func(x, y Value) bool { return x.float() < y.float() })
		return nil
	case kindStr:
		mergeSort(items, buf, func(x, y Value) bool { return x.obj.(*Str).s < y.obj.(*Str).s })
		return nil
	}
	lt := valueLess(th)
	return sortAborting(func() { mergeSort(items, buf, lt) })
}

// sortByCmp sorts by the key functools.cmp_to_key(cmp) without making
// the key objects: x's key < y's key is cmp(x, y) < 0, as the key
// objects' __lt__ answers.
func sortByCmp(th *Thread, items []Value, cmp Value) error {
	if err := th.allocate(sizeofSeq(len(items) / 2)); err != nil {
		return err
	}
	lt := abortingLess(func(x, y Value) (bool, error) {
		r, err := th.callArgs(cmp, x, y)
		if err != nil {
			return false, err
		}
		return lessThan(th, r, Int(0))
	})
	return sortAborting(func() { mergeSort(items, make([]Value, 0, len(items)/2), lt) })
}

// sortByValue sorts numbers by value with pdqsort, for items where equal
// values are the same bits: numbers have no identity, so no program can
// tell it from a stable sort. The values fit in the scratch sortPlain
// accounts for.
func sortByValue[K cmp.Ordered](items []Value, value func(Value) K, toValue func(K) Value) {
	keys := make([]K, len(items))
	for i, v := range items {
		keys[i] = value(v)
	}
	slices.Sort(keys)
	for i, k := range keys {
		items[i] = toValue(k)
	}
}

// floatsWithoutTwins reports that no two of the floats compare equal
// without being the same bits (0.0 and -0.0) and none is a NaN, so
// sortByValue may sort them.
func floatsWithoutTwins(items []Value) bool {
	for _, v := range items {
		if f := v.float(); f != f || f == 0 && math.Signbit(f) {
			return false
		}
	}
	return true
}

type sortedPair struct{ key, value Value }

// sortKeyed computes every key first (CPython calls key once per item, in
// order, also when reversing) and sorts (key, item) pairs. items change
// only once every key is made.
func sortKeyed(th *Thread, items []Value, key Value, reverse bool) error {
	if err := th.allocate(sizeofSeq(3 * len(items))); err != nil {
		return err
	}
	pairs := make([]sortedPair, len(items))
	kind, err := sortKeys(th, pairs, items, key)
	if err != nil {
		return err
	}
	if reverse {
		slices.Reverse(pairs)
	}
	buf := mergeScratch[sortedPair](len(pairs))
	switch kind {
	case kindInt:
		mergeSort(pairs, buf, func(x, y sortedPair) bool { return x.key.small() < y.key.small() })
	case kindFloat:
		mergeSort(pairs, buf, func(x, y sortedPair) bool { return x.key.float() < y.key.float() })
	case kindStr:
		mergeSort(pairs, buf, func(x, y sortedPair) bool { return x.key.obj.(*Str).s < y.key.obj.(*Str).s })
	default:
		lt := valueLess(th)
		err = sortAborting(func() { mergeSort(pairs, buf, func(x, y sortedPair) bool { return lt(x.key, y.key) }) })
	}
	// Also after a failed comparison: the items stay as the sort left them.
	if reverse {
		slices.Reverse(pairs)
	}
	for i, p := range pairs {
		items[i] = p.value
	}
	return err
}

// sortKeys fills pairs with the items and their keys, calling key on each
// in turn through one argument slot carved from the value stack, and
// returns the keys' homogeneousKind.
func sortKeys(th *Thread, pairs []sortedPair, items []Value, key Value) (int, error) {
	// The keys made so far, and the items (sorted's list is new), are
	// reached by no frame while key runs.
	th.pin(&pinnedSorting{items, pairs})
	defer th.unpin()
	arg := th.allocFrame(1)
	kind := kindMixed
	var err error
	for i, v := range items {
		arg[0] = v
		var k Value
		if k, err = th.call(key, arg, nil); err != nil {
			break
		}
		pairs[i] = sortedPair{k, v}
		if ki := valueKind(k); i == 0 {
			kind = ki
		} else if ki != kind {
			kind = kindMixed
		}
	}
	th.freeFrame(arg)
	return kind, err
}

// pinnedSorting pins the items of a keyed sort and the keys made so far.
type pinnedSorting struct {
	items []Value
	pairs []sortedPair
}

func (p *pinnedSorting) pinnedValues(push func(Value)) {
	for _, v := range p.items {
		push(v)
	}
	for _, x := range p.pairs {
		push(x.key)
	}
}

const (
	kindMixed = iota
	kindInt
	kindFloat
	kindStr
)

// homogeneousKind reports whether all values share a kind whose `<` is
// Go's native one (NaN included: both orders answer false).
func homogeneousKind(vs []Value) int {
	kind := valueKind(vs[0])
	for _, v := range vs[1:] {
		if valueKind(v) != kind {
			return kindMixed
		}
	}
	return kind
}

// valueKind is v's kind for homogeneousKind.
func valueKind(v Value) int {
	switch v.obj.(type) {
	case intKind:
		return kindInt
	case floatKind:
		return kindFloat
	case *Str:
		return kindStr
	}
	return kindMixed
}

// insertionSortMax is the length from which mergeSort merges; below it,
// CPython's sort too only inserts.
const insertionSortMax = 64

// mergeScratch returns mergeSort's scratch for n items: none for the
// short lists it sorts by binary insertion.
func mergeScratch[T any](n int) []T {
	if n < insertionSortMax {
		return nil
	}
	return make([]T, 0, n/2)
}

// valueLess is `<` for mergeSort on any values (see sortAborting).
func valueLess(th *Thread) func(x, y Value) bool {
	return abortingLess(func(x, y Value) (bool, error) {
		if lt, ok, err := tupleLess(th, x, y); ok || err != nil {
			return lt, err
		}
		return lessThan(th, x, y)
	})
}

// sortAbort carries the error of a comparison out of a sort.
type sortAbort struct{ err error }

// abortingLess adapts a fallible `<` to mergeSort: an error stops the sort
// where it stands, as in CPython, by a panic that sortAborting recovers;
// a merge under way puts back the items it had set aside first.
func abortingLess(lt func(x, y Value) (bool, error)) func(x, y Value) bool {
	return func(x, y Value) bool {
		r, err := lt(x, y)
		if err != nil {
			panic(sortAbort{err})
		}
		return r
	}
}

// sortAborting runs sort, returning the error a comparison stopped it with.
func sortAborting(sort func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			a, ok := r.(sortAbort)
			if !ok {
				panic(r)
			}
			err = a.err
		}
	}()
	sort()
	return nil
}

// mergeSort sorts a stably by less, making CPython's comparisons: those of
// count_run, then of binary insertion below insertionSortMax items, of
// timSort from there. buf is scratch of any capacity.
func mergeSort[T any](a, buf []T, less func(x, y T) bool) {
	n := len(a)
	run := countRun(a, less)
	if run == n {
		return
	}
	if n < insertionSortMax {
		binaryInsertFrom(a, run, less)
		return
	}
	timSort(a, buf, less, run)
}

// countRun finds the sorted run at the start of a, as CPython's count_run:
// a non-descending run, or a strictly descending one, which it reverses.
func countRun[T any](a []T, less func(x, y T) bool) int {
	n := len(a)
	if n < 2 {
		return n
	}
	run := 2
	if less(a[1], a[0]) {
		for run < n && less(a[run], a[run-1]) {
			run++
		}
		for i, j := 0, run-1; i < j; i, j = i+1, j-1 {
			a[i], a[j] = a[j], a[i]
		}
		return run
	}
	for run < n && !less(a[run], a[run-1]) {
		run++
	}
	return run
}

// binaryInsertFrom inserts a[start:] one by one into the sorted a[:start],
// bisecting like CPython's binarysort.
func binaryInsertFrom[T any](a []T, start int, less func(x, y T) bool) {
	for i := start; i < len(a); i++ {
		x := a[i]
		lo, hi := 0, i
		for lo < hi {
			m := lo + (hi-lo)>>1
			if less(x, a[m]) {
				hi = m
			} else {
				lo = m + 1
			}
		}
		copy(a[lo+1:i+1], a[lo:i])
		a[lo] = x
	}
}

// tupleLess is x < y for two tuples whose items, up to the first pair that
// differs, are small ints or strs on both sides (sort keys like
// (name, -age)); ok is false, with nothing charged, for anything else.
// It charges what compareSeq does: one cycle per item pair of the shorter.
func tupleLess(th *Thread, x, y Value) (lt, ok bool, err error) {
	tx, ok1 := x.obj.(*Tuple)
	ty, ok2 := y.obj.(*Tuple)
	if !ok1 || !ok2 {
		return false, false, nil
	}
	a, b := tx.items, ty.items
	i, ok, err := plainTupleDiff(th, a, b)
	if !ok || err != nil {
		return false, ok, err
	}
	switch {
	case i == len(a) || i == len(b):
		lt = len(a) < len(b)
	case a[i].isSmallInt():
		lt = a[i].small() < b[i].small()
	default:
		lt = a[i].obj.(*Str).s < b[i].obj.(*Str).s
	}
	return lt, true, nil
}

// tupleEqual is x == y for tuples as tupleLess compares them.
func tupleEqual(th *Thread, x, y *Tuple) (eq, ok bool, err error) {
	i, ok, err := plainTupleDiff(th, x.items, y.items)
	return ok && i == len(x.items) && i == len(y.items), ok, err
}

// plainTupleDiff finds the first index where a and b differ (or the
// shorter length) when the items up to it are small ints or strs on both
// sides, charging as compareSeq does; ok is false, with nothing charged,
// for other items and where compareSeq would exceed the recursion limit.
func plainTupleDiff(th *Thread, a, b []Value) (i int, ok bool, err error) {
	if th.depth >= th.maxDepth {
		return 0, false, nil
	}
	n := min(len(a), len(b))
	for i = 0; i < n; i++ {
		p, q := a[i], b[i]
		if p.isSmallInt() && q.isSmallInt() {
			if p.num != q.num {
				break
			}
			continue
		}
		sp, okp := p.obj.(*Str)
		sq, okq := q.obj.(*Str)
		if !okp || !okq {
			return 0, false, nil
		}
		if sp.s != sq.s {
			break
		}
	}
	return i, true, th.charge(int64(n))
}
