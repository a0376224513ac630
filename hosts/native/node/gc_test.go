package node

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

func TestGCFloorPercent(t *testing.T) {
	f := &gcFloor{target: GCTarget{Percent: 300, Floor: 40 << 20}}
	for _, c := range []struct {
		live uint64
		want int
	}{
		{0, 1000},
		{1 << 20, 1000},     // 40 MiB would be 4000%: capped
		{8 << 20, 500},      // the floor: 40 MiB of growth
		{40 << 20 / 3, 300}, // where the floor meets the percentage
		{100 << 20, 300},
	} {
		if got := f.percent(c.live, 0); got != c.want {
			t.Errorf("percent(%d MiB) = %d, want %d", c.live>>20, got, c.want)
		}
	}
}

// With FloorAfter, the floor of a program that keeps little alive grows
// from Go's own minimum as it allocates; one that keeps more gets it all.
func TestGCFloorGrowsWithAllocation(t *testing.T) {
	f := newGCFloor(GCTarget{Percent: 300, Floor: 40 << 20, FloorAfter: 1600 << 20})
	for _, c := range []struct {
		live, allocs uint64
		want         int
	}{
		{1 << 20, 0, 300},           // Go's minimum, 4 MiB: never below Percent
		{1 << 20, 16 << 20, 300},    // 4 MiB, a tenth of the floor
		{1 << 20, 400 << 20, 500},   // 20 MiB, half the floor: 500% of Go's minimum at most
		{1 << 20, 1600 << 20, 1000}, // all of it
		{1 << 20, 8000 << 20, 1000},
		{8 << 20, 16 << 20, 500}, // a larger live heap: the whole floor, 40 MiB of 8
	} {
		if got := f.percent(c.live, c.allocs); got != c.want {
			t.Errorf("percent(%d MiB live, %d MiB allocated) = %d, want %d", c.live>>20, c.allocs>>20, got, c.want)
		}
	}
}

// After a collection that leaves a large heap live, the target falls to
// the percentage.
func TestGCFloorRetargets(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	f := newGCFloor(GCTarget{Percent: 300, Floor: 40 << 20})
	runtime.GC()
	f.retarget()
	if got := debug.SetGCPercent(-1); got < 500 {
		t.Fatalf("target with a small live heap = %d%%, want at least 500%%", got)
	}
	live := make([]byte, 64<<20)
	for deadline := time.Now().Add(5 * time.Second); ; {
		debug.SetGCPercent(1000)
		runtime.GC()
		time.Sleep(10 * time.Millisecond) // the finalizer runs after the collection
		got := debug.SetGCPercent(-1)
		if got == 300 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("target with 64 MiB live = %d%%, want 300%%", got)
		}
	}
	runtime.KeepAlive(live)
}
