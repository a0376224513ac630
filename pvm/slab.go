package pvm

import "math/big"

// slab hands out objects carved from arrays of slabSize: one Go allocation
// for slabSize objects, where each would cost the allocator some 250
// instructions (CPython keeps free lists for the same reason). An array
// lives until all its objects are garbage, keeping what its dead objects
// reference: a bounded overhead of the Go heap, not seen by the PVM's
// meter, which accounts for objects, not arrays.
type slab[T any] []T

const slabSize = 16

func (s *slab[T]) next() *T {
	if len(*s) == 0 {
		*s = make([]T, slabSize)
	}
	p := &(*s)[0]
	*s = (*s)[1:]
	return p
}

// slabs are a Thread's slabs, one per kind of small object that programs
// make by the million: tuples, big ints, strs, iterators, instances.
type slabs struct {
	tuples1 slab[tupleWith[[1]Value]]
	tuples2 slab[tupleWith[[2]Value]]
	tuples3 slab[tupleWith[[3]Value]]
	tuples4 slab[tupleWith[[4]Value]]

	bigs  slab[BigInt]
	limbs []big.Word // the rest of the array big ints' limbs are carved from

	strs   slab[Str]
	lists  slab[List]
	dicts  slab[Dict]
	kwargs slab[dictWithRoom] // **kwargs dicts
	ranges slab[Range]
	supers slab[Super]
	excs   slab[Exception]
	traces slab[[4]TraceEntry] // room for an exception's first frames

	listIters  slab[listIter]
	tupleIters slab[tupleIter]
	rangeIters slab[rangeIter]

	insts1 slab[instanceWithValues[[1]Value]]
	insts2 slab[instanceWithValues[[2]Value]]
	insts3 slab[instanceWithValues[[3]Value]]
	insts4 slab[instanceWithValues[[4]Value]]
	insts6 slab[instanceWithValues[[6]Value]]
	insts8 slab[instanceWithValues[[8]Value]]
}

// limbChunk is the length of the arrays big ints' limbs are carved from: 16
// ints at the 4096-bit cap.
const limbChunk = 1024

// newBig returns a zero BigInt with room for n limbs, n at most a chunk.
func (s *slabs) newBig(n int) *BigInt {
	if len(s.limbs) < n {
		s.limbs = make([]big.Word, limbChunk)
	}
	b := s.bigs.next()
	b.v.SetBits(s.limbs[:0:n]) // a capped slice: math/big cannot write past it
	s.limbs = s.limbs[n:]
	return b
}

// newList is NewList from th's slab.
func (th *Thread) newList(items []Value) Value {
	l := th.slabs.lists.next()
	l.items = items
	return ObjectValue(l)
}

// newDict is newDict from th's slab.
func (th *Thread) newDict(capacity int) *Dict {
	d := th.slabs.dicts.next()
	d.entries = make([]dictEntry, 0, capacity)
	return d
}
