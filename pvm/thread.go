package pvm

import (
	"io"
	"math/big"
)

// Thread is one execution: its limits, meters, call stack and loaded modules.
// A Thread is used by one goroutine at a time; separate executions use
// separate Threads and may run concurrently.
type Thread struct {
	// Metering. cycles counts down; running out is a LimitError.
	cycles      int64
	cyclesLimit int64
	mem         memMeter

	depth    int
	maxDepth int
	frame    *frame // innermost running frame

	// The generator the last generator-function call made, and the frame
	// that called it (see markLoopOwned).
	newGen      *Generator
	newGenFrame *frame
	handled     Value // the exception being handled (for bare raise and chaining)

	freeFrames [len(frameClasses)][]*frame // finished generators' frames, by size (recycleFrame)
	freeFuncs  [2][]*Function              // their functions with 1 and 2 cells (recycleComprehension)

	// Class bodies running in a namespace that a metaclass's __prepare__
	// made from a dict subclass, by the dict the frame holds: their names
	// go through its __getitem__/__setitem__/__delitem__ (see classNSName).
	classNS map[*Dict]Value

	finalized  map[*Instance]bool // instances whose __del__ ran (finalize.go)
	finalizers bool               // the program defines __del__ or can suspend a generator in a try/with
	checkSlots bool               // tests: popFrame panics on a released slot left set

	out     io.Writer
	modules map[string]*Module
	host    Host

	ids    map[Object]int64 // identity hashes, assigned in allocation order
	nextID int64
	nans   uint64 // NaNs float() made (freshNaN)

	libCopies []Object // th's copies of library image objects, by number (libimage.go)
	// Shared image functions: th's shadows of those it used, and its
	// copies of their modules' namespaces (libimage.go).
	shadows       map[*Function]*Function
	imageGlobals  map[*Dict]*Dict
	shadowWritten bool // an attribute of a shared function was set or created
	noImage       bool // runs library top levels itself (it builds the image)
	hostUsed      bool // a syscall or host check ran (snapshot.go)

	frames     []*frame // the frames of calls by depth, in use below nframes (see newFrame)
	nframes    int
	reprs      []Object // containers whose repr is being built (cycle detection)
	slice      Slice    // the slice of a fused x[a:b] (see BUILD_SLICE)
	sliceInUse bool     // a subscript is using slice

	// The list slice reads marked SubscrTempResult reuse, its array
	// while free, and whether a read's result is awaiting its store
	// (sliceForStore).
	sliceTemp     *List
	sliceTempBuf  []Value
	sliceTempBusy bool

	bigScratch [2]smallBig // operands of mixed small/big int arithmetic
	bigOut     big.Int     // result of big-int arithmetic before it is known to be big
	bigRem     big.Int     // the other half of a floor division
	// tempBig is the big int the last BINARY_OP marked BinaryTempResult
	// computed, while it may still be an operand only the stack holds.
	tempBig *BigInt
	// spareBig is a big int such an operand was, which nothing holds any
	// more: storage for the next big result (see newBig).
	spareBig *BigInt
	// strParts is scratch for the parts of a str being split.
	strParts []string

	codeCaches map[cacheKey][]inlineCache // inline caches by code (see frameCaches)

	censusSeen  map[Object]struct{} // scratch space of the memory census
	censusStack []Value
	pins        []pinned // what native code running Python code holds (see pin)

	joinItems []Value // str.join's scratch for the items of an iterator (see strJoin)
	kwStack   []*Str  // the keyword names of f(**kw) calls in progress (see callEx)
	specs     specCache

	slabs slabs // the small objects made most often

	chunk []Value // value stack chunk frames are carved from
	spare []Value // the last chunk released, kept for reuse
	sp    int
	saved []stackChunk
}

type stackChunk struct {
	vals []Value
	sp   int
}

// DefaultMaxDepth is the spec's recursion limit.
const DefaultMaxDepth = 256

const (
	chunkSize    = 1 << 14
	minChunkSize = 1 << 9
)

// allocFrame carves n zeroed slots for a frame from the value stack.
func (th *Thread) allocFrame(n int) []Value {
	sp, end := th.sp, th.sp+n
	if end > len(th.chunk) {
		return th.allocChunk(n)
	}
	th.sp = end
	return th.chunk[sp:end:end]
}

// allocChunk is allocFrame's rare work: the frame starts a new chunk.
func (th *Thread) allocChunk(n int) []Value {
	th.saved = append(th.saved, stackChunk{th.chunk, th.sp})
	// Chunks start small (most executions are short) and double up to
	// chunkSize. The last chunk given back is reused, so a call loop at
	// a chunk boundary does not allocate every iteration.
	size := max(n, min(2*len(th.chunk), chunkSize), minChunkSize)
	if len(th.spare) >= size {
		th.chunk, th.spare = th.spare, nil
	} else {
		th.chunk = make([]Value, size)
	}
	th.sp = n
	return th.chunk[:n:n]
}

// freeFrame releases the most recent allocFrame, clearing it so the
// released values can be collected.
func (th *Thread) freeFrame(s []Value) {
	clearLocals(s)
	th.popFrame(len(s))
}

// popFrame releases the most recent allocFrame, of n slots the caller has
// cleared. It is small enough to inline; the rare work is out of line.
func (th *Thread) popFrame(n int) {
	th.sp -= n
	if th.checkSlots || th.sp == 0 && len(th.saved) > 0 {
		th.poppedFrame(n)
	}
}

// poppedFrame is popFrame's rare work: the tests' check that the frame
// was cleared, and going back to the previous chunk when this one is empty.
func (th *Thread) poppedFrame(n int) {
	if th.checkSlots {
		for _, v := range th.chunk[th.sp : th.sp+n] {
			if v != (Value{}) {
				panic("a released frame slot still holds a " + typeName(v))
			}
		}
	}
	if th.sp == 0 && len(th.saved) > 0 {
		last := th.saved[len(th.saved)-1]
		th.saved = th.saved[:len(th.saved)-1]
		th.spare = th.chunk // already cleared frame by frame
		th.chunk, th.sp = last.vals, last.sp
	}
}

// enter guards Go-level recursion (calls, repr of nested containers, ...)
// with the deterministic depth limit.
func (th *Thread) enter() error {
	th.depth++
	if th.depth > th.maxDepth {
		th.depth--
		return newError(RecursionErrorType, "maximum recursion depth exceeded")
	}
	return nil
}

func (th *Thread) leave() { th.depth-- }

// clearValues zeroes a few slots. For the handful a call uses, a plain
// loop is cheaper than the runtime's clear (two calls and a write-barrier
// check on the whole range); a range loop would be compiled into that call.
func clearValues(s []Value) {
	for i := 0; i < len(s); i++ {
		s[i] = Value{}
	}
}

// clearLocals zeroes a frame's slots as it is released. Zeroing an array
// compiles to a few vector stores behind one write-barrier check, where
// clearValues checks the barrier for every slot: for the few slots of most
// frames this is a fraction of the cost.
func clearLocals(s []Value) {
	switch len(s) {
	case 0:
	case 1:
		s[0] = Value{}
	case 2:
		*(*[2]Value)(s) = [2]Value{}
	case 3:
		*(*[3]Value)(s) = [3]Value{}
	case 4:
		*(*[4]Value)(s) = [4]Value{}
	case 5:
		*(*[5]Value)(s) = [5]Value{}
	case 6:
		*(*[6]Value)(s) = [6]Value{}
	case 7:
		*(*[7]Value)(s) = [7]Value{}
	case 8:
		*(*[8]Value)(s) = [8]Value{}
	default:
		clear(s)
	}
}

// copyValues copies src into dst (as long): for a call's few arguments, a
// loop is cheaper than copy's runtime call (typedslicecopy).
func copyValues(dst, src []Value) {
	dst = dst[:len(src)]
	//lint:ignore S1001 see above
	for i := 0; i < len(src); i++ {
		dst[i] = src[i]
	}
}

// newFrame returns the frame of a call at the next depth. The frame the
// last call at that depth used is reused as it is (calls are frequent
// enough that allocating or zeroing each frame shows up): runCall sets
// every field run reads, and the fields only generator and class-body
// frames use stay zero.
func (th *Thread) newFrame() *frame {
	if th.nframes < len(th.frames) {
		f := th.frames[th.nframes]
		th.nframes++
		return f
	}
	return th.addFrame()
}

// addFrame is newFrame's rare work: a frame for a depth not reached before.
func (th *Thread) addFrame() *frame {
	f := &frame{}
	th.frames = append(th.frames, f)
	th.nframes++
	return f
}

// releaseFrame gives back the innermost frame newFrame returned; nothing
// may refer to it any more.
func (th *Thread) releaseFrame() { th.nframes-- }
