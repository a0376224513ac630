package pvm

import (
	"math/big"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// range and slice: constructors and methods.

// rangeBound is the largest bound of a *Range: lengths and element
// arithmetic then never overflow int64. Larger ranges are *bigRange.
const rangeBound = 1 << 62

func constructRange(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("range", args, kw, 1, 3); err != nil {
		return Value{}, err
	}
	if b, ok := smallRange(args); ok {
		r := carve(th, &th.slabs.ranges)
		*r = b
		return ObjectValue(r), nil
	}
	var vals [3]*big.Int
	for i, a := range args {
		v, err := indexValue(th, a) // an __index__ may give any int
		if err != nil {
			return Value{}, err
		}
		vals[i] = toBig(v)
	}
	switch len(args) {
	case 1:
		return makeRange(new(big.Int), vals[0], big.NewInt(1))
	case 2:
		return makeRange(vals[0], vals[1], big.NewInt(1))
	}
	if vals[2].Sign() == 0 {
		return Value{}, newError(ValueErrorType, "range() arg 3 must not be zero")
	}
	return makeRange(vals[0], vals[1], vals[2])
}

// smallRange is range(args) for small int arguments (the usual case),
// without going through big.Int; ok is false for anything else.
func smallRange(args []Value) (Range, bool) {
	bounds := [3]int64{0, 0, 1}
	at := 1
	if len(args) > 1 {
		at = 0
	}
	for i, a := range args {
		if !a.isSmallInt() || a.small() > rangeBound || a.small() < -rangeBound {
			return Range{}, false
		}
		bounds[at+i] = a.small()
	}
	if bounds[2] == 0 {
		return Range{}, false
	}
	return Range{start: bounds[0], stop: bounds[1], step: bounds[2]}, true
}

func constructSlice(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("slice", args, kw, 1, 3); err != nil {
		return Value{}, err
	}
	if err := th.allocate(sizeofSeq(3)); err != nil {
		return Value{}, err
	}
	s := &Slice{start: None, stop: None, step: None}
	switch len(args) {
	case 1:
		s.stop = args[0]
	case 2:
		s.start, s.stop = args[0], args[1]
	default:
		s.start, s.stop, s.step = args[0], args[1], args[2]
	}
	return ObjectValue(s), nil
}

// compareSlices compares slices as (start, stop, step) tuples.
func compareSlices(th *Thread, op c.CompareOp, x, y *Slice) (Value, error) {
	xs, ys := []Value{x.start, x.stop, x.step}, []Value{y.start, y.stop, y.step}
	return compareSeq(th, op, &xs, &ys)
}

func init() {
	RangeType.construct = constructRange
	SliceType.construct = constructSlice
	SliceType.dict.SetString("__hash__", None)

	defMeth(RangeType, "index", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		r, _ := asBigRange(args[0])
		if isInt(args[1]) {
			if i := r.find(args[1]); i != nil {
				return intValue(i)
			}
			return Value{}, newError(ValueErrorType, intString(args[1])+" is not in range")
		}
		n, err := rangeCountSlow(th, r, args[1], true)
		if err != nil || n >= 0 {
			return Int(n), err
		}
		return Value{}, newError(ValueErrorType, "sequence.index(x): x not in sequence")
	})
	defMeth(RangeType, "count", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		r, _ := asBigRange(args[0])
		if isInt(args[1]) {
			if r.find(args[1]) != nil {
				return Int(1), nil
			}
			return Int(0), nil
		}
		n, err := rangeCountSlow(th, r, args[1], false)
		return Int(n), err
	})
	defMeth(RangeType, "__getitem__", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return getItem(th, args[0], args[1])
	})
	defMeth(RangeType, "__reversed__", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if r, ok := args[0].obj.(*Range); ok {
			n := r.length()
			return ObjectValue(&rangeIter{next: r.start + (n-1)*r.step, step: -r.step, left: n}), nil
		}
		r := args[0].obj.(*bigRange)
		last := new(big.Int).Add(r.start, new(big.Int).Mul(new(big.Int).Sub(r.n, big.NewInt(1)), r.step))
		return ObjectValue(&bigRangeIter{cur: last, step: new(big.Int).Neg(r.step), left: r.n}), nil
	})
	defSlot(RangeType, "__len__", 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		n, err := length(th, args[0])
		return Int(int64(n)), err
	})
	defSlot(RangeType, "__bool__", 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		b, err := truth(th, args[0])
		return Bool(b), err
	})
	defSlot(RangeType, "__contains__", 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		ok, err := contains(th, args[0], args[1])
		return Bool(ok), err
	})
	defSlot(RangeType, "__iter__", 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return getIter(th, args[0])
	})
	defSlot(RangeType, "__hash__", 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		h, err := hashRange(th, args[0])
		return Int(h), err
	})
	defCompareSlots(RangeType, func(op c.CompareOp, _, y Value) bool {
		_, ok := asBigRange(y)
		return ok && (op == c.CmpEQ || op == c.CmpNE)
	})

	defMeth(SliceType, "indices", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		n, ok, err := asIndex(th, args[1])
		if err != nil || !ok {
			return Value{}, indexTypeError(args[1], err)
		}
		if n < 0 {
			return Value{}, newError(ValueErrorType, "length should not be negative")
		}
		s := args[0].obj.(*Slice)
		start, stop, step, err := sliceIndices(th, s, n)
		if err != nil {
			return Value{}, err
		}
		stepV := Int(int64(step))
		if _, big := s.step.obj.(*BigInt); big {
			stepV = s.step // only its sign mattered to start and stop
		}
		return NewTuple([]Value{Int(int64(start)), Int(int64(stop)), stepV}), nil
	})
	defCompareSlots(SliceType, func(_ c.CompareOp, _, y Value) bool {
		_, ok := y.obj.(*Slice)
		return ok
	})
}

// rangeCountSlow counts (or, with first, finds the position of) a non-int
// value in r by comparing it with every element, as CPython does.
func rangeCountSlow(th *Thread, r *bigRange, x Value, first bool) (int64, error) {
	n, err := r.length()
	if err != nil {
		return 0, err
	}
	if err := th.charge(n); err != nil {
		return 0, err
	}
	count := int64(0)
	for i := int64(0); i < n; i++ {
		v, err := r.item(big.NewInt(i))
		if err != nil {
			return 0, err
		}
		eq, err := equal(th, v, x)
		if err != nil {
			return 0, err
		}
		if eq {
			if first {
				return i, nil
			}
			count++
		}
	}
	if first {
		return -1, nil
	}
	return count, nil
}
