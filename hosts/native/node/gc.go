package node

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// Go garbage collector settings for processes that run the PVM. Executions
// allocate quickly and keep little alive, so at Go's default target (100%)
// the collector runs hundreds of times a second and its fixed costs (write
// barriers while it marks, stopping goroutines to scan their stacks) take a
// large share of the time. A higher target with a soft memory limit trades
// some memory for that time. It changes only when Go collects garbage,
// never what an execution computes or is charged.

// GCTarget says when the collector runs: once the heap has grown by Percent
// percent of what the last collection left live, or by Floor bytes if that
// is more. Limit is the soft memory limit.
type GCTarget struct {
	Percent int
	Floor   int64
	// FloorAfter, if set, makes the floor of a program that keeps less
	// than smallLive alive grow with the square root of the bytes it has
	// allocated, from Go's own minimum to Floor after FloorAfter bytes.
	// Every MiB the heap grows to is fresh memory, faulted in once, and
	// every collection has a fixed cost: for a heap of H and A bytes
	// allocated those are about H and A/H, whose sum is least when H
	// grows as the square root of A. A program that keeps more alive gets
	// the whole floor at once: its collections are not cheap, and its
	// heap grows past the floor anyway.
	FloorAfter int64
	Limit      int64
}

// smallLive is the live heap below which the floor follows FloorAfter.
const smallLive = 4 << 20

// NodeGC is the node's setting.
var NodeGC = GCTarget{Percent: 400, Limit: 4 << 30}

// goHeapMinimum is the heap Go lets grow before its first collection at
// GOGC=100, scaled by the target like every goal: a target of 100*Floor/
// goHeapMinimum percent makes Floor the heap's minimum, so that is the
// most Floor raises the target to.
const goHeapMinimum = 4 << 20

// hugeHeapBytes is how much of the heap hugePageHeap prepares: more than
// the benchmark programs' heaps grow to (220 MiB at most), while mapping
// it takes 1-2 ms of a start (1 GiB: 4-6 ms).
const hugeHeapBytes = 512 << 20

var hugeHeapOnce sync.Once

// TuneGC sets the collector's target and soft memory limit, unless the
// operator set GOGC or GOMEMLIMIT, which win, and has the heap grow into
// huge pages where the system allows it.
func TuneGC(t GCTarget) {
	// With the collector off (GOGC=off) the prepared block would never be
	// freed for the heap to grow into.
	if os.Getenv("GOGC") != "off" {
		hugeHeapOnce.Do(func() { hugePageHeap(hugeHeapBytes) })
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(t.Percent)
		if t.Floor > 0 {
			newGCFloor(t).retarget()
		}
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(t.Limit)
	}
}

// gcFloor re-aims the collector after every collection, from the heap it
// left live. A fixed percentage cannot serve both kinds of program: at
// 1000% a program that keeps 40 MiB alive grows its heap to 440 MiB, and
// fresh memory is expensive (every page costs a fault, and on virtual
// machines that hand freed memory back to the host, a fault there too:
// 1.6 ms a MiB on this project's machines, where clearing reused memory
// takes 0.1 ms); at 300% a program that keeps 1 MiB alive collects every
// 12 MiB, hundreds of times a second.
type gcFloor struct {
	target  GCTarget
	samples []metrics.Sample // the live heap and the bytes allocated so far
}

func newGCFloor(t GCTarget) *gcFloor {
	return &gcFloor{target: t, samples: []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/gc/heap/allocs:bytes"}}}
}

// gcSentinel is unreachable once made; its finalizer runs after the next
// collection.
type gcSentinel struct{ f *gcFloor }

// retarget sets the target for the heap live now, and again after every
// collection.
func (f *gcFloor) retarget() {
	metrics.Read(f.samples)
	var live, allocs uint64
	if v := f.samples[0].Value; v.Kind() == metrics.KindUint64 {
		live = v.Uint64()
	}
	if v := f.samples[1].Value; v.Kind() == metrics.KindUint64 {
		allocs = v.Uint64()
	}
	debug.SetGCPercent(f.percent(live, allocs))
	runtime.SetFinalizer(&gcSentinel{f}, func(s *gcSentinel) { s.f.retarget() })
}

// percent is the target for a live heap of live bytes, allocs bytes
// allocated since the program started.
func (f *gcFloor) percent(live, allocs uint64) int {
	floor := uint64(f.target.Floor)
	if a := uint64(f.target.FloorAfter); a > 0 && allocs < a && live < smallLive {
		floor = max(goHeapMinimum, uint64(float64(floor)*math.Sqrt(float64(allocs)/float64(a))))
	}
	most := max(uint64(f.target.Percent), 100*floor/goHeapMinimum)
	if live == 0 {
		return int(most)
	}
	return int(min(most, max(uint64(f.target.Percent), 100*floor/live)))
}
