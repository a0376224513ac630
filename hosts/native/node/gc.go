package node

import (
	"os"
	"runtime/debug"
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

// TuneGC sets the collector's target to percent and its soft memory limit
// to limit bytes, unless the operator set GOGC or GOMEMLIMIT, which win.
func TuneGC(percent int, limit int64) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(percent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(limit)
	}
}
