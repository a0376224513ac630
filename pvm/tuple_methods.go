package pvm

// The methods of tuple.

func tupleOf(v Value) *Tuple { return unwrapBase(v).obj.(*Tuple) }

func init() {
	defMeth(TupleType, "index", 1, 3, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return seqIndexOf(th, &tupleOf(args[0]).items, args, "tuple")
	})
	defMeth(TupleType, "count", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return seqCount(th, &tupleOf(args[0]).items, args[1])
	})
	defMeth(TupleType, "__getitem__", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return getItem(th, unwrapBase(args[0]), args[1])
	})
	defMeth(TupleType, "__getnewargs__", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return NewTuple([]Value{unwrapBase(args[0])}), nil
	})
	defSlot(TupleType, "__hash__", 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		h, err := hashValue(th, unwrapBase(args[0]))
		return Int(h), err
	})
	defSeqSlots(TupleType)
	defBuiltinNew(TupleType)
}
