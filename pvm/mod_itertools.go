package pvm

import (
	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// The itertools module. Every iterator charges for the work it does
// beyond handing over one item: skipped items (filterfalse, dropwhile,
// compress, islice, groupby) and the tuples the combinatoric iterators build.

func itertoolsType(name string) *Type { return newModuleType(name, "itertools", ObjectType) }

var (
	CountType        = itertoolsType("count")
	CycleType        = itertoolsType("cycle")
	RepeatType       = itertoolsType("repeat")
	AccumulateType   = itertoolsType("accumulate")
	ChainType        = itertoolsType("chain")
	CompressType     = itertoolsType("compress")
	DropWhileType    = itertoolsType("dropwhile")
	TakeWhileType    = itertoolsType("takewhile")
	FilterFalseType  = itertoolsType("filterfalse")
	GroupByType      = itertoolsType("groupby")
	GrouperType      = itertoolsType("_grouper")
	ISliceType       = itertoolsType("islice")
	PairwiseType     = itertoolsType("pairwise")
	StarmapType      = itertoolsType("starmap")
	TeeType          = itertoolsType("_tee")
	ZipLongestType   = itertoolsType("zip_longest")
	ProductType      = itertoolsType("product")
	PermutationsType = itertoolsType("permutations")
	CombinationsType = itertoolsType("combinations")
	CombWithReplType = itertoolsType("combinations_with_replacement")
)

// count(start=0, step=1)
type countIter struct{ cur, step Value }

func (*countIter) Type() *Type { return CountType }

func (it *countIter) next(th *Thread) (Value, bool, error) {
	r := it.cur
	if r.isSmallInt() && it.step.isSmallInt() {
		if v, ok := fastIntOp(c.OpAdd, r.small(), it.step.small()); ok {
			it.cur = v
			return r, true, nil
		}
	}
	v, err := binaryOp(th, c.OpAdd, r, it.step)
	if err != nil {
		return Value{}, false, err
	}
	it.cur = v
	return r, true, nil
}

// cycle(iterable): the first pass saves the items, later passes replay them.
type cycleIter struct {
	it    Value // unbound after the first pass
	saved []Value
	i     int
}

func (*cycleIter) Type() *Type { return CycleType }

func (it *cycleIter) next(th *Thread) (Value, bool, error) {
	if it.it.obj != nil {
		v, ok, err := iterNext(th, it.it)
		if err != nil {
			return Value{}, false, err
		}
		if ok {
			if err := th.allocate(valueSize); err != nil {
				return Value{}, false, err
			}
			it.saved = append(it.saved, v)
			return v, true, nil
		}
		it.it = Value{}
	}
	if len(it.saved) == 0 {
		return Value{}, false, nil
	}
	v := it.saved[it.i]
	it.i = (it.i + 1) % len(it.saved)
	return v, true, nil
}

// repeat(object[, times]); left < 0 repeats forever.
type repeatIter struct {
	v    Value
	left int64
}

func (*repeatIter) Type() *Type { return RepeatType }

func (it *repeatIter) next(th *Thread) (Value, bool, error) {
	if it.left == 0 {
		return Value{}, false, nil
	}
	if it.left > 0 {
		it.left--
	}
	return it.v, true, nil
}

// accumulate(iterable[, func, *, initial])
type accumulateIter struct {
	it, fn, total Value
	initial       Value // yielded first, then unbound
}

func (*accumulateIter) Type() *Type { return AccumulateType }

func (it *accumulateIter) next(th *Thread) (Value, bool, error) {
	if it.initial.obj != nil {
		it.total, it.initial = it.initial, Value{}
		return it.total, true, nil
	}
	v, ok, err := iterNext(th, it.it)
	if !ok || err != nil {
		return Value{}, false, err
	}
	switch {
	case it.total.obj == nil:
		it.total = v
	case it.fn.obj == nil || it.fn.IsNone():
		it.total, err = binaryOp(th, c.OpAdd, it.total, v)
	default:
		it.total, err = th.callArgs(it.fn, it.total, v)
	}
	return it.total, err == nil, err
}

// chain(*iterables) and chain.from_iterable(iterable).
type chainIter struct {
	sources Value // iterator over the iterables
	cur     Value // the current iterator, or unbound
}

func (*chainIter) Type() *Type { return ChainType }

func (it *chainIter) next(th *Thread) (Value, bool, error) {
	for {
		if it.cur.obj == nil {
			if it.sources.obj == nil {
				return Value{}, false, nil
			}
			src, ok, err := iterNext(th, it.sources)
			if err != nil {
				return Value{}, false, err
			}
			if !ok {
				it.sources = Value{}
				return Value{}, false, nil
			}
			if it.cur, err = getIter(th, src); err != nil {
				return Value{}, false, err
			}
		}
		v, ok, err := iterNext(th, it.cur)
		if ok || err != nil {
			return v, ok, err
		}
		it.cur = Value{}
		if err := th.charge(1); err != nil {
			return Value{}, false, err
		}
	}
}

// predIter is dropwhile, takewhile, filterfalse and compress: items
// filtered by a predicate (or a parallel selector iterator).
type predIter struct {
	t         *Type
	pred, it  Value
	selectors Value // compress only
	done      bool  // dropwhile: the predicate failed once; takewhile: stopped
}

func (p *predIter) Type() *Type { return p.t }

func (p *predIter) test(th *Thread, x Value) (bool, error) {
	if p.t == FilterFalseType && p.pred.IsNone() {
		return truth(th, x)
	}
	r, err := th.callArgs(p.pred, x)
	if err != nil {
		return false, err
	}
	return truth(th, r)
}

func (p *predIter) next(th *Thread) (Value, bool, error) {
	if p.t == TakeWhileType && p.done {
		return Value{}, false, nil
	}
	for {
		x, ok, err := iterNext(th, p.it)
		if !ok || err != nil {
			return Value{}, false, err
		}
		var keep bool
		switch p.t {
		case CompressType:
			s, ok, err := iterNext(th, p.selectors)
			if !ok || err != nil {
				return Value{}, false, err
			}
			keep, err = truth(th, s)
			if err != nil {
				return Value{}, false, err
			}
		case DropWhileType:
			if p.done {
				return x, true, nil
			}
			t, err := p.test(th, x)
			if err != nil {
				return Value{}, false, err
			}
			keep, p.done = !t, !t
		case TakeWhileType:
			t, err := p.test(th, x)
			if err != nil || !t {
				p.done = true
				return Value{}, false, err
			}
			return x, true, nil
		default: // filterfalse
			t, err := p.test(th, x)
			if err != nil {
				return Value{}, false, err
			}
			keep = !t
		}
		if keep {
			return x, true, nil
		}
		if err := th.charge(1); err != nil {
			return Value{}, false, err
		}
	}
}

// groupby(iterable, key=None) and the _grouper iterators it yields. Only
// the most recent grouper may advance the shared iterator.
type groupByIter struct {
	it, key              Value
	tgtKey, curKey, curV Value // curKey unbound: nothing buffered
	current              *grouperIter
	done                 bool
}

type grouperIter struct {
	parent *groupByIter
	tgtKey Value
}

func (*groupByIter) Type() *Type { return GroupByType }
func (*grouperIter) Type() *Type { return GrouperType }

// step buffers the next item and its key; ok is false at the end.
func (g *groupByIter) step(th *Thread) (bool, error) {
	v, ok, err := iterNext(th, g.it)
	if !ok || err != nil {
		g.done = true
		return false, err
	}
	k := v
	if g.key.obj != nil && !g.key.IsNone() {
		if k, err = th.callArgs(g.key, v); err != nil {
			return false, err
		}
	}
	g.curV, g.curKey = v, k
	return true, nil
}

func (g *groupByIter) next(th *Thread) (Value, bool, error) {
	g.current = nil
	// Skip what is left of the current group.
	for {
		if g.curKey.obj == nil {
			if g.done {
				return Value{}, false, nil
			}
			ok, err := g.step(th)
			if !ok || err != nil {
				return Value{}, false, err
			}
		}
		if g.tgtKey.obj == nil {
			break
		}
		eq, err := equal(th, g.tgtKey, g.curKey)
		if err != nil {
			return Value{}, false, err
		}
		if !eq {
			break
		}
		g.curKey = Value{}
		if err := th.charge(1); err != nil {
			return Value{}, false, err
		}
	}
	g.tgtKey = g.curKey
	if err := th.allocate(sizeofSeq(2) + objectHeader); err != nil {
		return Value{}, false, err
	}
	g.current = &grouperIter{parent: g, tgtKey: g.tgtKey}
	return NewTuple([]Value{g.curKey, ObjectValue(g.current)}), true, nil
}

func (gr *grouperIter) next(th *Thread) (Value, bool, error) {
	g := gr.parent
	if g.current != gr {
		return Value{}, false, nil
	}
	if g.curKey.obj == nil {
		if g.done {
			return Value{}, false, nil
		}
		ok, err := g.step(th)
		if !ok || err != nil {
			return Value{}, false, err
		}
	}
	eq, err := equal(th, gr.tgtKey, g.curKey)
	if err != nil || !eq {
		return Value{}, false, err
	}
	v := g.curV
	g.curKey = Value{}
	return v, true, nil
}

// islice(iterable, [start,] stop[, step]); stop < 0 means no stop.
type isliceIter struct {
	it            Value
	at, stop, stp int64 // index of the next item to yield
	pos           int64 // items consumed so far
}

func (*isliceIter) Type() *Type { return ISliceType }

func (s *isliceIter) next(th *Thread) (Value, bool, error) {
	if s.it.obj == nil {
		return Value{}, false, nil
	}
	for s.pos < s.at {
		if s.stop >= 0 && s.pos >= s.stop {
			break
		}
		if err := th.charge(1); err != nil {
			return Value{}, false, err
		}
		_, ok, err := iterNext(th, s.it)
		if !ok || err != nil {
			s.it = Value{}
			return Value{}, false, err
		}
		s.pos++
	}
	if s.stop >= 0 && s.pos >= s.stop {
		s.it = Value{}
		return Value{}, false, nil
	}
	v, ok, err := iterNext(th, s.it)
	if !ok || err != nil {
		s.it = Value{}
		return Value{}, false, err
	}
	s.pos++
	s.at += s.stp
	if s.stop >= 0 && s.at > s.stop {
		s.at = s.stop
	}
	return v, true, nil
}

type pairwiseIter struct {
	it, prev Value
}

func (*pairwiseIter) Type() *Type { return PairwiseType }

func (p *pairwiseIter) next(th *Thread) (Value, bool, error) {
	if p.it.obj == nil {
		return Value{}, false, nil
	}
	if p.prev.obj == nil {
		v, ok, err := iterNext(th, p.it)
		if !ok || err != nil {
			p.it = Value{}
			return Value{}, false, err
		}
		p.prev = v
	}
	v, ok, err := iterNext(th, p.it)
	if !ok || err != nil {
		p.it = Value{}
		return Value{}, false, err
	}
	if err := th.allocate(sizeofSeq(2)); err != nil {
		return Value{}, false, err
	}
	r := NewTuple([]Value{p.prev, v})
	p.prev = v
	return r, true, nil
}

type starmapIter struct {
	fn, it Value
}

func (*starmapIter) Type() *Type { return StarmapType }

func (s *starmapIter) next(th *Thread) (Value, bool, error) {
	v, ok, err := iterNext(th, s.it)
	if !ok || err != nil {
		return Value{}, false, err
	}
	args, err := toValues(th, v)
	if err != nil {
		return Value{}, false, err
	}
	r, err := th.call(s.fn, args, nil)
	return r, err == nil, err
}

// tee: the iterators share a singly linked list of the items read so far;
// each holds its position in it, and consumed links become garbage.
type teeLink struct {
	v    Value
	next *teeLink // nil: not read yet
}

// Type makes links census-visible objects (so shared links count once).
func (*teeLink) Type() *Type { return TeeType }

func (l *teeLink) census(push func(Value)) int64 {
	push(l.v)
	if l.next != nil {
		push(ObjectValue(l.next))
	}
	return objectHeader + valueSize
}

type teeIter struct {
	src *Value // the shared source iterator
	cur *teeLink
}

func (*teeIter) Type() *Type { return TeeType }

func (t *teeIter) census(push func(Value)) int64 {
	push(*t.src)
	push(ObjectValue(t.cur))
	return objectHeader
}

func (t *teeIter) next(th *Thread) (Value, bool, error) {
	l := t.cur
	if l.next == nil {
		v, ok, err := iterNext(th, *t.src)
		if !ok || err != nil {
			return Value{}, false, err
		}
		if err := th.allocate(objectHeader + valueSize); err != nil {
			return Value{}, false, err
		}
		l.v, l.next = v, &teeLink{}
	}
	t.cur = l.next
	return l.v, true, nil
}

// zip_longest(*iterables, fillvalue=None)
type zipLongestIter struct {
	its    []Value // unbound once exhausted
	active int
	fill   Value
}

func (*zipLongestIter) Type() *Type { return ZipLongestType }

func (z *zipLongestIter) next(th *Thread) (Value, bool, error) {
	if z.active == 0 {
		return Value{}, false, nil
	}
	if err := th.allocate(sizeofSeq(len(z.its))); err != nil {
		return Value{}, false, err
	}
	items := make([]Value, len(z.its))
	for i, it := range z.its {
		items[i] = z.fill
		if it.obj == nil {
			continue
		}
		v, ok, err := iterNext(th, it)
		if err != nil {
			return Value{}, false, err
		}
		if !ok {
			z.its[i] = Value{}
			if z.active--; z.active == 0 {
				return Value{}, false, nil
			}
			continue
		}
		items[i] = v
	}
	return NewTuple(items), true, nil
}

// combinatoric is product, permutations, combinations and
// combinations_with_replacement: index vectors into pools of values,
// advanced in CPython's order.
type combinatoric struct {
	t       *Type
	pools   [][]Value // product: one per position; others: a single pool
	indices []int
	cycles  []int // permutations
	r       int
	started bool
	done    bool
}

func (cb *combinatoric) Type() *Type { return cb.t }

func (cb *combinatoric) census(push func(Value)) int64 {
	n := 0
	for i, p := range cb.pools {
		if i > 0 && len(p) > 0 && len(cb.pools[0]) > 0 && &p[0] == &cb.pools[0][0] {
			continue // a repeated pool
		}
		n += len(p)
		for _, v := range p {
			push(v)
		}
	}
	return sizeofSeq(n + len(cb.indices) + len(cb.cycles))
}

func (cb *combinatoric) next(th *Thread) (Value, bool, error) {
	if ok, err := cb.step(th); !ok || err != nil {
		return Value{}, false, err
	}
	if err := th.allocate(sizeofSeq(cb.r)); err != nil {
		return Value{}, false, err
	}
	if cb.r == 0 {
		return ObjectValue(emptyTuple), true, nil
	}
	t := th.newTuple(cb.r)
	cb.fill(t.items)
	return ObjectValue(t), true, nil
}

// nextInto is next for a loop that unpacks the items (`for a, b in
// product(xs, ys)`): no tuple is made.
func (cb *combinatoric) nextInto(th *Thread, dst []Value) (bool, error) {
	if ok, err := cb.step(th); !ok || err != nil {
		return false, err
	}
	cb.fill(dst)
	return true, nil
}

// step moves to the next index vector, charging for its items; false
// when there is none.
func (cb *combinatoric) step(th *Thread) (bool, error) {
	if cb.done {
		return false, nil
	}
	if cb.started && !cb.advance() {
		cb.done = true
		return false, nil
	}
	cb.started = true
	return true, th.charge(int64(cb.r))
}

// fill puts the items the index vector selects in dst.
func (cb *combinatoric) fill(dst []Value) {
	for i := range dst {
		pool := cb.pools[0]
		if cb.t == ProductType {
			pool = cb.pools[i]
		}
		dst[i] = pool[cb.indices[i]]
	}
}

// advance moves to the next index vector; false when there is none.
func (cb *combinatoric) advance() bool {
	r, idx := cb.r, cb.indices
	switch cb.t {
	case ProductType:
		for i := r - 1; i >= 0; i-- {
			if idx[i]++; idx[i] < len(cb.pools[i]) {
				return true
			}
			idx[i] = 0
		}
		return false
	case CombinationsType:
		n := len(cb.pools[0])
		i := r - 1
		for i >= 0 && idx[i] == i+n-r {
			i--
		}
		if i < 0 {
			return false
		}
		idx[i]++
		for j := i + 1; j < r; j++ {
			idx[j] = idx[j-1] + 1
		}
		return true
	case CombWithReplType:
		n := len(cb.pools[0])
		i := r - 1
		for i >= 0 && idx[i] == n-1 {
			i--
		}
		if i < 0 {
			return false
		}
		v := idx[i] + 1
		for j := i; j < r; j++ {
			idx[j] = v
		}
		return true
	}
	// permutations: CPython's cycles algorithm over all n indices.
	n := len(idx)
	for i := r - 1; i >= 0; i-- {
		cb.cycles[i]--
		if cb.cycles[i] == 0 {
			first := idx[i]
			copy(idx[i:], idx[i+1:])
			idx[n-1] = first
			cb.cycles[i] = n - i
		} else {
			j := cb.cycles[i]
			idx[i], idx[n-j] = idx[n-j], idx[i]
			return true
		}
	}
	return false
}

// poolOf copies an iterable into a pool, charging for the copy.
func poolOf(th *Thread, v Value) ([]Value, error) {
	items, err := toValues(th, v)
	if err != nil {
		return nil, err
	}
	return items, th.charge(int64(len(items)))
}

// rArg reads the r argument of the combinatoric iterators: an int for
// permutations (strict), anything with __index__ for the combinations.
func rArg(th *Thread, v Value, strict bool) (int, error) {
	if strict && !isInt(v) {
		return 0, newError(TypeErrorType, "Expected int as r")
	}
	n, err := indexValue(th, v)
	if err != nil {
		return 0, err
	}
	if intSign(n) < 0 {
		return 0, newError(ValueErrorType, "r must be non-negative")
	}
	if !n.isSmallInt() || n.small() > 1<<31 {
		return 0, newError(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	return int(n.small()), nil
}

func newCombinatoric(t *Type, pool []Value, r int) *combinatoric {
	n := len(pool)
	cb := &combinatoric{t: t, pools: [][]Value{pool}, r: r}
	switch t {
	case CombinationsType:
		cb.done = r > n
		cb.indices = make([]int, r)
		for i := range cb.indices {
			cb.indices[i] = i
		}
	case CombWithReplType:
		cb.done = n == 0 && r > 0
		cb.indices = make([]int, r)
	case PermutationsType:
		cb.done = r > n
		cb.indices = make([]int, n)
		for i := range cb.indices {
			cb.indices[i] = i
		}
		cb.cycles = make([]int, r)
		for i := range cb.cycles {
			cb.cycles[i] = n - i
		}
	}
	return cb
}

var (
	countArgs      = newArgSpec("count", "start=", "step=")
	repeatArgs     = newArgSpec("repeat", "object", "times=")
	accumulateArgs = newArgSpec("accumulate", "iterable", "func=", "*", "initial=")
	compressArgs   = newArgSpec("compress", "data", "selectors")
	groupbyArgs    = newArgSpec("groupby", "iterable", "key=")
	permArgs       = newArgSpec("permutations", "iterable", "r=")
	combArgs       = newArgSpec("combinations", "iterable", "r")
	combReplArgs   = newArgSpec("combinations_with_replacement", "iterable", "r")
)

// isNumberLike is CPython's PyNumber_Check: a number, or an object with
// __index__, __float__ or __int__ (count()'s check of start and step, %d's
// of its argument).
func isNumberLike(v Value) bool {
	if isNumber(unwrapBase(v)) {
		return true
	}
	for _, m := range []string{"__index__", "__float__", "__int__"} {
		if _, ok := userMethod(v, m); ok {
			return true
		}
	}
	return false
}

// isliceIndex reads an islice bound: None (-1) or a non-negative int.
func isliceIndex(th *Thread, v Value, what string) (int64, error) {
	if v.IsNone() {
		return -1, nil
	}
	bad := func() error {
		return newError(ValueErrorType, what+" for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
	}
	if !isInt(v) {
		if _, ok := userMethod(v, "__index__"); !ok {
			return 0, bad()
		}
	}
	n, err := indexValue(th, v)
	if err != nil {
		return 0, err
	}
	if !n.isSmallInt() || n.small() < 0 {
		return 0, bad()
	}
	return n.small(), nil
}

func constructISlice(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := noKwargs("islice", kw); err != nil {
		return Value{}, err
	}
	if err := rangeArgs("islice", args, nil, 2, 4); err != nil {
		return Value{}, err
	}
	it, err := getIter(th, args[0])
	if err != nil {
		return Value{}, err
	}
	s := &isliceIter{it: it, stp: 1}
	if len(args) == 2 {
		if s.stop, err = isliceIndex(th, args[1], "Stop argument"); err != nil {
			return Value{}, err
		}
		return ObjectValue(s), nil
	}
	if s.stop, err = isliceIndex(th, args[2], "Stop argument"); err != nil {
		return Value{}, err
	}
	if s.at, err = isliceIndex(th, args[1], "Indices"); err != nil {
		return Value{}, err
	}
	s.at = max(s.at, 0)
	if len(args) == 4 && !args[3].IsNone() {
		step, err := isliceIndex(th, args[3], "Step")
		if err != nil || step < 1 {
			return Value{}, newError(ValueErrorType, "Step for islice() must be a positive integer or None.")
		}
		s.stp = step
	}
	if s.stop >= 0 && s.at > s.stop {
		s.at = s.stop
	}
	return ObjectValue(s), nil
}

// iterArgs turns each argument into an iterator.
func iterArgs(th *Thread, args []Value) ([]Value, error) {
	if err := th.allocate(sizeofSeq(len(args))); err != nil {
		return nil, err
	}
	its := make([]Value, len(args))
	for i, a := range args {
		it, err := getIter(th, a)
		if err != nil {
			return nil, err
		}
		its[i] = it
	}
	return its, nil
}

func itertoolsFuncs() map[string]BuiltinFunc {
	pred := func(t *Type) BuiltinFunc {
		return func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if err := noKwargs(t.Name, kw); err != nil {
				return Value{}, err
			}
			if err := rangeArgs(t.Name, args, nil, 2, 2); err != nil {
				return Value{}, err
			}
			it, err := getIter(th, args[1])
			if err != nil {
				return Value{}, err
			}
			return ObjectValue(&predIter{t: t, pred: args[0], it: it}), nil
		}
	}
	return map[string]BuiltinFunc{
		"count": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			var a [2]Value
			if err := countArgs.bind(args, kw, a[:]); err != nil {
				return Value{}, err
			}
			start, step := a[0], a[1]
			if start.obj == nil {
				start = Int(0)
			}
			if step.obj == nil {
				step = Int(1)
			}
			if !isNumberLike(start) || !isNumberLike(step) {
				return Value{}, newError(TypeErrorType, "a number is required")
			}
			return ObjectValue(&countIter{cur: start, step: step}), nil
		},
		"cycle": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if err := rangeArgs("cycle", args, kw, 1, 1); err != nil {
				return Value{}, err
			}
			it, err := getIter(th, args[0])
			if err != nil {
				return Value{}, err
			}
			return ObjectValue(&cycleIter{it: it}), nil
		},
		"repeat": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			var a [2]Value
			if err := repeatArgs.bind(args, kw, a[:]); err != nil {
				return Value{}, err
			}
			r := &repeatIter{v: a[0], left: -1}
			if a[1].obj != nil {
				n, err := indexValue(th, a[1])
				if err != nil {
					return Value{}, err
				}
				if !n.isSmallInt() {
					return Value{}, newError(OverflowErrorType, "Python int too large to convert to C ssize_t")
				}
				r.left = max(n.small(), 0)
			}
			return ObjectValue(r), nil
		},
		"accumulate": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			var a [3]Value
			if err := accumulateArgs.bind(args, kw, a[:]); err != nil {
				return Value{}, err
			}
			it, err := getIter(th, a[0])
			if err != nil {
				return Value{}, err
			}
			initial := a[2]
			if initial.IsNone() {
				initial = Value{}
			}
			return ObjectValue(&accumulateIter{it: it, fn: a[1], initial: initial}), nil
		},
		"chain": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if err := noKwargs("chain", kw); err != nil {
				return Value{}, err
			}
			if err := th.allocate(sizeofSeq(len(args))); err != nil {
				return Value{}, err
			}
			srcs := ObjectValue(&tupleIter{items: append([]Value(nil), args...)})
			return ObjectValue(&chainIter{sources: srcs}), nil
		},
		"compress": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			var a [2]Value
			if err := compressArgs.bind(args, kw, a[:]); err != nil {
				return Value{}, err
			}
			its, err := iterArgs(th, a[:])
			if err != nil {
				return Value{}, err
			}
			return ObjectValue(&predIter{t: CompressType, it: its[0], selectors: its[1]}), nil
		},
		"dropwhile":   pred(DropWhileType),
		"takewhile":   pred(TakeWhileType),
		"filterfalse": pred(FilterFalseType),
		"groupby": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			var a [2]Value
			if err := groupbyArgs.bind(args, kw, a[:]); err != nil {
				return Value{}, err
			}
			it, err := getIter(th, a[0])
			if err != nil {
				return Value{}, err
			}
			return ObjectValue(&groupByIter{it: it, key: a[1]}), nil
		},
		"islice": constructISlice,
		"pairwise": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if err := rangeArgs("pairwise", args, kw, 1, 1); err != nil {
				return Value{}, err
			}
			it, err := getIter(th, args[0])
			if err != nil {
				return Value{}, err
			}
			return ObjectValue(&pairwiseIter{it: it}), nil
		},
		"starmap": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if err := rangeArgs("starmap", args, kw, 2, 2); err != nil {
				return Value{}, err
			}
			it, err := getIter(th, args[1])
			if err != nil {
				return Value{}, err
			}
			return ObjectValue(&starmapIter{fn: args[0], it: it}), nil
		},
		"tee": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if err := rangeArgs("tee", args, kw, 1, 2); err != nil {
				return Value{}, err
			}
			n := int64(2)
			if len(args) == 2 {
				v, err := indexValue(th, args[1])
				if err != nil {
					return Value{}, err
				}
				if !v.isSmallInt() || v.small() > 1<<20 {
					return Value{}, newError(OverflowErrorType, "Python int too large to convert to C ssize_t")
				}
				if n = v.small(); n < 0 {
					return Value{}, newError(ValueErrorType, "n must be >= 0")
				}
			}
			src, cur := new(Value), &teeLink{}
			if t, ok := args[0].obj.(*teeIter); ok {
				src, cur = t.src, t.cur
			} else {
				it, err := getIter(th, args[0])
				if err != nil {
					return Value{}, err
				}
				*src = it
			}
			if err := th.allocate(sizeofSeq(int(n)) + n*objectHeader); err != nil {
				return Value{}, err
			}
			out := make([]Value, n)
			for i := range out {
				out[i] = ObjectValue(&teeIter{src: src, cur: cur})
			}
			return NewTuple(out), nil
		},
		"zip_longest": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			npos := len(args) - len(kw)
			fill := None
			for i, k := range kw {
				if k.s != "fillvalue" {
					return Value{}, newError(TypeErrorType, "zip_longest() got an unexpected keyword argument")
				}
				fill = args[npos+i]
			}
			its, err := iterArgs(th, args[:npos])
			if err != nil {
				return Value{}, err
			}
			return ObjectValue(&zipLongestIter{its: its, active: len(its), fill: fill}), nil
		},
		"product": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			npos := len(args) - len(kw)
			repeat := 1
			for i, k := range kw {
				if k.s != "repeat" {
					return Value{}, newError(TypeErrorType, "'"+k.s+"' is an invalid keyword argument for product()")
				}
				n, err := indexValue(th, args[npos+i])
				if err != nil {
					return Value{}, err
				}
				if intSign(n) < 0 {
					return Value{}, newError(ValueErrorType, "repeat argument cannot be negative")
				}
				if !n.isSmallInt() || n.small() > 1<<20 {
					return Value{}, newError(OverflowErrorType, "repeat argument too large")
				}
				repeat = int(n.small())
			}
			pools := make([][]Value, 0, npos*repeat)
			for _, a := range args[:npos] {
				p, err := poolOf(th, a)
				if err != nil {
					return Value{}, err
				}
				pools = append(pools, p)
			}
			if err := th.allocate(sizeofSeq(2 * npos * repeat)); err != nil {
				return Value{}, err
			}
			for i := 1; i < repeat; i++ {
				pools = append(pools, pools[:npos]...)
			}
			if repeat == 0 {
				pools = pools[:0]
			}
			cb := &combinatoric{t: ProductType, pools: pools, indices: make([]int, len(pools)), r: len(pools)}
			for _, p := range pools {
				cb.done = cb.done || len(p) == 0
			}
			return ObjectValue(cb), nil
		},
		"permutations": func(th *Thread, args []Value, kw []*Str) (Value, error) {
			var a [2]Value
			if err := permArgs.bind(args, kw, a[:]); err != nil {
				return Value{}, err
			}
			pool, err := poolOf(th, a[0])
			if err != nil {
				return Value{}, err
			}
			r := len(pool)
			if a[1].obj != nil && !a[1].IsNone() {
				if r, err = rArg(th, a[1], true); err != nil {
					return Value{}, err
				}
			}
			if err := th.allocate(sizeofSeq(2 * len(pool))); err != nil {
				return Value{}, err
			}
			return ObjectValue(newCombinatoric(PermutationsType, pool, r)), nil
		},
		"combinations":                  combinationsFunc(CombinationsType, combArgs),
		"combinations_with_replacement": combinationsFunc(CombWithReplType, combReplArgs),
	}
}

func combinationsFunc(t *Type, spec *argSpec) BuiltinFunc {
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		var a [2]Value
		if err := spec.bind(args, kw, a[:]); err != nil {
			return Value{}, err
		}
		r, err := rArg(th, a[1], false)
		if err != nil {
			return Value{}, err
		}
		pool, err := poolOf(th, a[0])
		if err != nil {
			return Value{}, err
		}
		if err := th.allocate(sizeofSeq(r)); err != nil {
			return Value{}, err
		}
		return ObjectValue(newCombinatoric(t, pool, r)), nil
	}
}

// countRepr shows ints (and bools) as ints and omits a step of int 1.
func countRepr(th *Thread, v Value) (string, error) {
	it := v.obj.(*countIter)
	num := func(x Value) (string, error) {
		if x.isBool() {
			return intString(x), nil
		}
		return repr(th, x)
	}
	start, err := num(it.cur)
	if err != nil {
		return "", err
	}
	if (it.step.isSmallInt() || it.step.isBool()) && it.step.small() == 1 {
		return "count(" + start + ")", nil
	}
	step, err := num(it.step)
	return "count(" + start + ", " + step + ")", err
}

func init() {
	funcs := itertoolsFuncs()
	types := []*Type{CountType, CycleType, RepeatType, AccumulateType, ChainType, CompressType,
		DropWhileType, TakeWhileType, FilterFalseType, GroupByType, ISliceType, PairwiseType, StarmapType,
		ZipLongestType, ProductType, PermutationsType, CombinationsType, CombWithReplType}
	for _, t := range types {
		fn := funcs[t.Name]
		t.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) { return fn(th, args, kw) }
	}
	for _, t := range []*Type{CountType, CycleType, RepeatType, AccumulateType, ChainType, CompressType,
		DropWhileType, TakeWhileType, FilterFalseType, GroupByType, GrouperType, ISliceType, PairwiseType,
		StarmapType, TeeType, ZipLongestType, ProductType, PermutationsType, CombinationsType, CombWithReplType} {
		defMethod(t, "__iter__", iterSelf)
		defMethod(t, "__next__", iterDunderNext)
	}
	ChainType.dict.SetString("from_iterable", ObjectValue(&ClassMethod{fn: ObjectValue(&Builtin{name: "from_iterable",
		fn: func(th *Thread, args []Value, kw []*Str) (Value, error) {
			if err := exactArgs("chain.from_iterable", args[1:], kw, 1); err != nil {
				return Value{}, err
			}
			srcs, err := getIter(th, args[1])
			if err != nil {
				return Value{}, err
			}
			return ObjectValue(&chainIter{sources: srcs}), nil
		}})}))
	defMethod(TeeType, "__copy__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		t, err := descrSelf[*teeIter](args, "__copy__", TeeType.qualifiedName())
		if err != nil {
			return Value{}, err
		}
		return ObjectValue(&teeIter{src: t.src, cur: t.cur}), nil
	})
	builtinReprs[CountType] = countRepr
	builtinReprs[RepeatType] = func(th *Thread, v Value) (string, error) {
		r := v.obj.(*repeatIter)
		s, err := repr(th, r.v)
		if r.left >= 0 {
			s += ", " + itoa(r.left)
		}
		return "repeat(" + s + ")", err
	}
	registerModule("itertools", func(d *Dict) {
		for _, t := range types {
			d.SetString(t.Name, ObjectValue(t))
		}
		setFunc(d, "tee", funcs["tee"])
	})
}

// census methods: what the iterators keep alive, for the memory census.

func (o *countIter) census(push func(Value)) int64 { return pushValues(push, []Value{o.cur, o.step}) }
func (o *cycleIter) census(push func(Value)) int64 {
	push(o.it)
	return pushValues(push, o.saved)
}
func (o *repeatIter) census(push func(Value)) int64 { push(o.v); return objectHeader + valueSize }
func (o *accumulateIter) census(push func(Value)) int64 {
	return pushValues(push, []Value{o.it, o.fn, o.total, o.initial})
}
func (o *chainIter) census(push func(Value)) int64 {
	return pushValues(push, []Value{o.sources, o.cur})
}
func (o *predIter) census(push func(Value)) int64 {
	return pushValues(push, []Value{o.pred, o.it, o.selectors})
}
func (o *groupByIter) census(push func(Value)) int64 {
	return pushValues(push, []Value{o.it, o.key, o.tgtKey, o.curKey, o.curV})
}
func (o *grouperIter) census(push func(Value)) int64 {
	push(ObjectValue(o.parent))
	push(o.tgtKey)
	return objectHeader + valueSize
}
func (o *isliceIter) census(push func(Value)) int64   { push(o.it); return objectHeader + valueSize }
func (o *pairwiseIter) census(push func(Value)) int64 { return pushValues(push, []Value{o.it, o.prev}) }
func (o *starmapIter) census(push func(Value)) int64  { return pushValues(push, []Value{o.fn, o.it}) }
func (o *zipLongestIter) census(push func(Value)) int64 {
	push(o.fill)
	return pushValues(push, o.its)
}
