package node

import (
	"os"
	"runtime/debug"
	"sync"
)

// Go garbage collector settings for processes that run the PVM. Executions
// allocate quickly and keep little alive, so at Go's default target (100%)
// the collector runs hundreds of times a second and its fixed costs (write
// barriers while it marks, stopping goroutines to scan their stacks) take a
// large share of the time. A higher target with a soft memory limit trades
// some memory for that time. It changes only when Go collects garbage,
// never what an execution computes or is charged.

// NodeGCPercent and NodeMemoryLimit are the node's settings.
const (
	NodeGCPercent   = 400
	NodeMemoryLimit = 4 << 30
)

// hugeHeapBytes is how much of the heap hugePageHeap prepares: more than
// the benchmark programs' heaps grow to (220 MiB at most), while mapping
// it takes 1-2 ms of a start (1 GiB: 4-6 ms).
const hugeHeapBytes = 512 << 20

var hugeHeapOnce sync.Once

// TuneGC sets the collector's target to percent and its soft memory limit
// to limit bytes, unless the operator set GOGC or GOMEMLIMIT, which win,
// and has the heap grow into huge pages where the system allows it.
func TuneGC(percent int, limit int64) {
	// With the collector off (GOGC=off) the prepared block would never be
	// freed for the heap to grow into.
	if os.Getenv("GOGC") != "off" {
		hugeHeapOnce.Do(func() { hugePageHeap(hugeHeapBytes) })
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(percent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(limit)
	}
}
