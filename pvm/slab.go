package pvm

import "math/big"

// slab holds zeroed objects carved from one array: with Options.Slabs, one
// Go allocation serves slabSize objects, where each would cost the
// allocator some 250 instructions (CPython keeps free lists for the same
// reason). The price is memory: an array lives until all its objects are
// garbage, and a dead object keeps what it references while a neighbour
// lives, so a program can make the Go heap hold far more than the PVM's
// meter (which counts live objects) allows. Trusted scripts take that
// trade; a node running actors does not.
type slab[T any] []T

const slabSize = 16

// carve returns a zero T from s, refilled when empty (or a T of its own
// without slabs).
func carve[T any](th *Thread, s *slab[T]) *T { return carveN(th, s, slabSize) }

// carveN is carve refilling s with n objects.
func carveN[T any](th *Thread, s *slab[T], n int) *T {
	if !th.slabs.on {
		return new(T)
	}
	if len(*s) == 0 {
		*s = make([]T, n)
	}
	p := &(*s)[0]
	*s = (*s)[1:]
	return p
}

// slabs are a Thread's slabs, one per kind of small object that programs
// make by the million: tuples, big ints, strs, generators, iterators.
// Lists and dicts are not carved: their contents grow after they are
// made, and a dead one in a live array would keep all of them (a
// program's `parts = []` that ends in a join, say). For the same reason
// exhausted list, tuple and dict iterators and finished generators let go
// of what they held, only small strs are carved, and instances not at
// all (newInstanceShared).
type slabs struct {
	on bool // Options.Slabs

	tuples1 slab[tupleWith[[1]Value]]
	tuples2 slab[tupleWith[[2]Value]]
	tuples3 slab[tupleWith[[3]Value]]
	tuples4 slab[tupleWith[[4]Value]]

	bigs      slab[BigInt]
	limbs     []big.Word // the rest of the array big ints' limbs are carved from
	values    []Value    // the rest of the array small lists' items are carved from
	midValues []Value    // and the rest of the one for lists of up to midValues

	strs   slab[Str]
	kwargs slab[dictWithRoom] // **kwargs dicts, exceptions' attributes
	ranges slab[Range]
	supers slab[Super]
	excs   slab[Exception]
	traces slab[[4]TraceEntry] // room for an exception's first frames

	funcs0 slab[Function] // functions, with their closure's cells
	funcs1 slab[functionWithCells[[1]*Cell]]
	funcs2 slab[functionWithCells[[2]*Cell]]
	cells1 slab[cellsWith[[1]*Cell, [1]Cell]] // frames' cells
	cells2 slab[cellsWith[[2]*Cell, [2]Cell]]

	gens    slab[Generator]
	frames4 slab[frameWithSlots[[4]Value]] // generators' frames with their slots
	frames6 slab[frameWithSlots[[6]Value]]
	frames8 slab[frameWithSlots[[8]Value]]

	listIters  slab[listIter]
	tupleIters slab[tupleIter]
	rangeIters slab[rangeIter]
	dictIters  slab[dictIter]
	enumerates slab[enumerateIter]
}

// limbChunk is the length of the arrays big ints' limbs are carved from
// with Options.Slabs: 64 ints at the 4096-bit cap, 32 KiB, the largest
// allocation Go makes from its size classes. Arrays of 8 KiB cost
// pidigits 5% and a loop of 4000-bit additions 14% more time, in span
// refills and sweeping, one span per array.
const limbChunk = 4096

// carveBig returns a zero BigInt with room for n limbs, n at most a chunk,
// carved from th's slabs.
func (th *Thread) carveBig(n int) *BigInt {
	s := &th.slabs
	if len(s.limbs) < n {
		s.limbs = make([]big.Word, limbChunk)
	}
	b := carve(th, &s.bigs)
	b.v.SetBits(s.limbs[:0:n]) // a capped slice: math/big cannot write past it
	s.limbs = s.limbs[n:]
	return b
}

// valueChunk is the length of the arrays small lists' items are carved
// from with Options.Slabs, and midValueChunk of those of up to midValues
// items. Copies of lists and tuples of up to a hundred items, made by the
// million (`l[:]`, `list(l)`, `tuple(l)`, `l + m`, `l * n`), cost the Go
// allocator twice what carving them from an array of 48 KiB does: an
// allocation that large is a span of its own, with no per-object
// bookkeeping. An array lives while any copy in it does, and with it what
// the dead copies in it hold, so lists grown by appends, which tend to
// live long (a parsed document's arrays), are not carved: that doubled
// json_roundtrip's heap.
const (
	valueChunk    = 256
	midValues     = 128
	midValueChunk = 16 * midValues
)

// slabStrBytes bounds the strs carved from slabs by the length of the
// string they keep alive (for a substring, its source's): a dead Str in a
// live array must not hold on to a whole text. (A source that is itself a
// substring may keep more.) The pieces of a longer str's split share an
// array of their own instead (newStrList).
const slabStrBytes = 256

// strSlabSize is the length of the arrays strs are carved from: shorter
// than slabSize because strs, more than other objects, outlive the
// neighbours they were made with, as dict keys, and each keeps its whole
// array alive. Counting words into dicts kept a live heap of 48 MiB at 16
// strs an array, 28 MiB at 4 (CPython's peak: 10 MiB), and the collector
// lets the heap grow in proportion.
const strSlabSize = 4

// carveStr returns a zero Str for a string keeping n bytes alive, carved
// from th's slabs if n is small.
func (th *Thread) carveStr(n int) *Str {
	if n > slabStrBytes {
		return new(Str)
	}
	return carveN(th, &th.slabs.strs, strSlabSize)
}

// valuesOf returns room for n values (a capped slice, so that appending
// moves it out), carved from th's slabs when n is at most midValues.
func (th *Thread) valuesOf(n int) []Value {
	s := &th.slabs
	switch {
	case !s.on || n > midValues:
		return make([]Value, n)
	case n <= valueChunk/16:
		return carveValues(&s.values, n, valueChunk)
	}
	return carveValues(&s.midValues, n, midValueChunk)
}

// carveValues returns the first n values of *rest, refilled with an array
// of chunk values when too short.
func carveValues(rest *[]Value, n, chunk int) []Value {
	if len(*rest) < n {
		*rest = make([]Value, chunk)
	}
	v := (*rest)[:n:n]
	*rest = (*rest)[n:]
	return v
}
