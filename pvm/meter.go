package pvm

import "fmt"

// LimitError ends an execution that exhausted a resource. It is not a Python
// exception: actor code cannot catch it, not even with `except BaseException`.
type LimitError struct {
	Slug  string // e.g. "E1201"
	Name  string // e.g. "CycleLimitExceeded"
	Limit int64
	Msg   string
}

func (e *LimitError) Error() string { return fmt.Sprintf("%s %s: %s", e.Slug, e.Name, e.Msg) }

// Limit error slugs (spec CIP-6 §15).
const (
	SlugCycleLimit  = "E1201"
	SlugMemoryLimit = "E1202"
)

// charge deducts cycles, failing once the budget is exhausted.
func (th *Thread) charge(n int64) error {
	th.cycles -= n
	if th.cycles < 0 {
		return th.outOfCycles()
	}
	return nil
}

func (th *Thread) outOfCycles() error {
	th.cycles = -1
	return &LimitError{Slug: SlugCycleLimit, Name: "CycleLimitExceeded", Limit: th.cyclesLimit,
		Msg: fmt.Sprintf("execution used more than its cycle limit of %d; raise the limit (--cycles-limit) or do less work per call", th.cyclesLimit)}
}

// CyclesUsed reports the cycles consumed so far.
func (th *Thread) CyclesUsed() int64 {
	if th.cycles < 0 {
		return th.cyclesLimit
	}
	return th.cyclesLimit - th.cycles
}

// memMeter accounts memory deterministically. Every allocation adds its
// modelled size to `used`. When `used` passes the next census threshold, a
// census walks everything reachable from the execution's roots and replaces
// `used` with the true live size; the threshold then moves to censusGrowth
// times that (like a garbage collector's heap goal), so censuses cost
// amortised O(1) per allocated byte. Only if the live size plus the new allocation exceeds the
// limit does the execution fail. The census depends only on the program's own
// object graph, so the outcome is identical on every platform.
type memMeter struct {
	limit int64
	used  int64 // live bytes at the last census plus bytes allocated since
	next  int64 // used beyond this triggers a census
	peak  int64
	// temp counts buffers native code is still filling (list(iterable)
	// before the list exists): they are live but unreachable from the roots
	// the census walks.
	temp int64
}

// The next census comes once accounted bytes reach censusGrowth times the
// live size, and at least censusGap(limit) bytes later: a walk of the live
// objects is paid for by at least as many bytes allocated, several times
// over once the live size is large.
const (
	censusGrowth = 4
	minCensusGap = 16 << 20
)

// censusGap is the least allocation between two censuses: a sixteenth of
// the limit, and at least minCensusGap.
func censusGap(limit int64) int64 { return max(limit/16, minCensusGap) }

// allocate accounts for n bytes about to be allocated.
func (th *Thread) allocate(n int64) error {
	m := &th.mem
	m.used += n
	if m.used > m.next || m.used > m.limit {
		live := th.census() + m.temp
		// The census walks every live object; charge for it so a program
		// hovering at its limit pays for the repeated walks.
		if err := th.charge(live / 64); err != nil {
			return err
		}
		m.used = live + n
		m.next = min(max(censusGrowth*live, live+censusGap(m.limit)), m.limit)
		if m.used > m.limit {
			m.used = live
			return &LimitError{Slug: SlugMemoryLimit, Name: "MemoryLimitExceeded", Limit: m.limit,
				Msg: fmt.Sprintf("allocating %d bytes would exceed the memory limit of %d bytes (%d live); raise the limit (--memory-limit) or keep less data alive", n, m.limit, live)}
		}
	}
	if m.used > m.peak {
		m.peak = m.used
	}
	return nil
}

// allocateQuiet is allocate for an object that is not really made (a fused
// instruction's intermediate result): it accounts for n bytes and reports
// true only when that starts no census, which would not see the object.
func (th *Thread) allocateQuiet(n int64) bool {
	m := &th.mem
	if m.used+n > m.next || m.used+n > m.limit {
		return false
	}
	m.used += n
	m.peak = max(m.peak, m.used)
	return true
}

// MemoryPeak reports the highest accounted memory of the execution.
func (th *Thread) MemoryPeak() int64 { return th.mem.peak }

// allocateTemp accounts for n bytes of a buffer native code is filling; the
// caller releases them with freeTemp once the result is reachable.
func (th *Thread) allocateTemp(n int64) error {
	if err := th.allocate(n); err != nil {
		return err
	}
	th.mem.temp += n
	return nil
}

func (th *Thread) freeTemp(n int64) { th.mem.temp -= n }
