package store

import (
	"sync/atomic"
	"testing"
)

// TestParallel: every task runs once per call, with more tasks than
// workers, over repeated calls, and with Parallel called from inside a
// task (which must not wait for a worker that is busy with its caller).
func TestParallel(t *testing.T) {
	for round := range 20 {
		n := 1 + round*3
		var runs [64]atomic.Int32
		Parallel(n, func(i int) {
			runs[i].Add(1)
			if i == 0 {
				Parallel(maxWorkers+1, func(int) {})
			}
		})
		for i := range runs {
			want := int32(0)
			if i < n {
				want = 1
			}
			if runs[i].Load() != want {
				t.Fatalf("round %d: task %d ran %d times, want %d", round, i, runs[i].Load(), want)
			}
		}
	}
}
