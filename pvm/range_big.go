package pvm

import (
	"math/big"
	"strings"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// bigRange is a range with a bound beyond the int64 fast path of *Range
// (range(10**20), range(0, 10**25, 10**10)). It is a range to programs;
// operations whose answer does not fit a Py_ssize_t (len(range(2**100)))
// raise OverflowError as in CPython.
type bigRange struct{ start, stop, step, n *big.Int }

func (*bigRange) Type() *Type { return RangeType }

type bigRangeIter struct{ cur, step, left *big.Int }

var BigRangeIterType = newBuiltinType("longrange_iterator", ObjectType)

func (*bigRangeIter) Type() *Type { return BigRangeIterType }

func (it *bigRangeIter) next(*Thread) (Value, bool, error) {
	if it.left.Sign() <= 0 {
		return Value{}, false, nil
	}
	v, err := intValue(it.cur)
	it.cur = new(big.Int).Add(it.cur, it.step)
	it.left = new(big.Int).Sub(it.left, big.NewInt(1))
	return v, err == nil, err
}

// makeRange builds range(start, stop, step) (step != 0), choosing *Range
// when every bound is within rangeBound.
func makeRange(start, stop, step *big.Int) (Value, error) {
	small := func(x *big.Int) bool { return x.IsInt64() && x.Int64() <= rangeBound && x.Int64() >= -rangeBound }
	if small(start) && small(stop) && small(step) {
		return ObjectValue(&Range{start: start.Int64(), stop: stop.Int64(), step: step.Int64()}), nil
	}
	for _, x := range []*big.Int{start, stop, step} {
		if x.BitLen() > MaxIntBits {
			return Value{}, newError(OverflowErrorType, "integer exceeds the 4096-bit limit")
		}
	}
	n := new(big.Int)
	lo, hi, st := start, stop, step
	if step.Sign() < 0 {
		lo, hi, st = stop, start, new(big.Int).Neg(step)
	}
	if lo.Cmp(hi) < 0 { // n = (hi - lo + st - 1) / st
		n.Sub(hi, lo).Add(n, st).Sub(n, big.NewInt(1)).Quo(n, st)
	}
	return ObjectValue(&bigRange{start: start, stop: stop, step: step, n: n}), nil
}

// asBigRange views any range in the bigRange form.
func asBigRange(v Value) (*bigRange, bool) {
	switch o := v.obj.(type) {
	case *bigRange:
		return o, true
	case *Range:
		return &bigRange{start: big.NewInt(o.start), stop: big.NewInt(o.stop), step: big.NewInt(o.step), n: big.NewInt(o.length())}, true
	}
	return nil, false
}

var errSsizeOverflow = "Python int too large to convert to C ssize_t"

func (r *bigRange) length() (int64, error) {
	if !r.n.IsInt64() {
		return 0, newError(OverflowErrorType, errSsizeOverflow)
	}
	return r.n.Int64(), nil
}

func (r *bigRange) item(i *big.Int) (Value, error) {
	return intValue(new(big.Int).Add(r.start, new(big.Int).Mul(i, r.step)))
}

// find returns the position of the int x in r, or nil.
func (r *bigRange) find(x Value) *big.Int {
	if !isInt(x) || r.n.Sign() == 0 {
		return nil
	}
	off := new(big.Int).Sub(toBig(x), r.start)
	q, m := new(big.Int).QuoRem(off, r.step, new(big.Int))
	if m.Sign() != 0 || q.Sign() < 0 || q.Cmp(r.n) >= 0 {
		return nil
	}
	return q
}

func (r *bigRange) getItem(th *Thread, key Value) (Value, error) {
	if s, ok := key.obj.(*Slice); ok {
		start, stop, step, err := bigSliceIndices(th, s, r.n)
		if err != nil {
			return Value{}, err
		}
		first, _ := r.item(start)
		last, _ := r.item(stop)
		return makeRange(toBig(first), toBig(last), new(big.Int).Mul(r.step, step))
	}
	if !isInt(key) {
		i, ok, err := asIndex(th, key)
		if err != nil || !ok {
			return Value{}, newError(TypeErrorType, "range indices must be integers or slices, not "+typeName(key))
		}
		key = Int(int64(i))
	}
	i := toBig(key)
	if i.Sign() < 0 {
		i = new(big.Int).Add(i, r.n)
	}
	if i.Sign() < 0 || i.Cmp(r.n) >= 0 {
		return Value{}, newError(IndexErrorType, "range object index out of range")
	}
	return r.item(i)
}

// bigSliceIndices is slice.indices(n) in ints of any size, as CPython
// slices a range (its length and the slice may pass 64 bits).
func bigSliceIndices(th *Thread, s *Slice, n *big.Int) (start, stop, step *big.Int, err error) {
	index := func(v Value) (*big.Int, error) {
		i, err := indexValue(th, v)
		if err != nil && !isInt(v) && !hasIndex(v) {
			err = sliceTypeError(nil)
		}
		if err != nil {
			return nil, err
		}
		return new(big.Int).Set(toBig(i)), nil // a copy: bound adjusts it
	}
	step = big.NewInt(1)
	if !s.step.IsNone() {
		if step, err = index(s.step); err != nil {
			return nil, nil, nil, err
		}
		if step.Sign() == 0 {
			return nil, nil, nil, newError(ValueErrorType, "slice step cannot be zero")
		}
	}
	lower, upper := new(big.Int), new(big.Int).Set(n)
	if step.Sign() < 0 {
		lower.SetInt64(-1)
		upper.Add(n, lower)
	}
	bound := func(v Value, none *big.Int) (*big.Int, error) {
		if v.IsNone() {
			return none, nil
		}
		i, err := index(v)
		if err != nil {
			return nil, err
		}
		if i.Sign() < 0 {
			if i.Add(i, n); i.Cmp(lower) < 0 {
				i.Set(lower)
			}
		} else if i.Cmp(upper) > 0 {
			i.Set(upper)
		}
		return i, nil
	}
	if step.Sign() < 0 {
		start, err = bound(s.start, upper)
		if err == nil {
			stop, err = bound(s.stop, lower)
		}
	} else {
		start, err = bound(s.start, lower)
		if err == nil {
			stop, err = bound(s.stop, upper)
		}
	}
	return start, stop, step, err
}

func (r *bigRange) repr() string {
	var b strings.Builder
	b.WriteString("range(" + r.start.String() + ", " + r.stop.String())
	if r.step.Cmp(big.NewInt(1)) != 0 {
		b.WriteString(", " + r.step.String())
	}
	b.WriteByte(')')
	return b.String()
}

// rangeParts is what range equality and hashing look at: the length, and
// the first element and step where they matter (None otherwise).
func rangeParts(v Value) (n, start, step Value) {
	r, _ := asBigRange(v)
	n, _ = intValue(r.n)
	start, step = None, None
	if r.n.Sign() > 0 {
		start, _ = intValue(r.start)
		if r.n.Cmp(big.NewInt(1)) > 0 {
			step, _ = intValue(r.step)
		}
	}
	return n, start, step
}

// compareRanges is == and != between ranges of either representation.
func compareRanges(th *Thread, op c.CompareOp, a, b Value) (Value, bool, error) {
	if _, ok := asBigRange(b); !ok || (op != c.CmpEQ && op != c.CmpNE) {
		return Value{}, false, nil
	}
	n1, s1, t1 := rangeParts(a)
	n2, s2, t2 := rangeParts(b)
	eq := intCompare(n1, n2) == 0 && (s1.IsNone() || intCompare(s1, s2) == 0) && (t1.IsNone() || intCompare(t1, t2) == 0)
	return Bool(eq == (op == c.CmpEQ)), true, nil
}

// hashRange hashes a range as CPython does, like (len, start, step) with
// None for the parts equality ignores.
func hashRange(th *Thread, v Value) (int64, error) {
	n, start, step := rangeParts(v)
	return hashTuple(th, []Value{n, start, step})
}

func init() {
	builtinReprs[RangeType] = func(th *Thread, v Value) (string, error) { return v.obj.(*bigRange).repr(), nil }
	builtinIterables[RangeType] = func(th *Thread, v Value) (Value, error) {
		r := v.obj.(*bigRange)
		return ObjectValue(&bigRangeIter{cur: r.start, step: r.step, left: r.n}), nil
	}
	// start, stop and step of a *Range are served by specialAttr; these
	// properties answer for big ranges.
	for _, name := range []string{"start", "stop", "step"} {
		name := name
		get := func(th *Thread, args []Value, kw []*Str) (Value, error) {
			r, _ := asBigRange(args[0])
			switch name {
			case "start":
				return intValue(r.start)
			case "stop":
				return intValue(r.stop)
			}
			return intValue(r.step)
		}
		RangeType.dict.SetString(name, ObjectValue(&Property{fget: ObjectValue(&Builtin{name: name, fn: get})}))
	}
}
