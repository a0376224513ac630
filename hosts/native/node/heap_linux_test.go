package node

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
)

// The block hugePageHeap prepares lies in mappings the kernel backs with
// huge pages, from its first byte to its last.
func TestHugePageHeap(t *testing.T) {
	if !hugePagesAdvisable() {
		t.Skip("transparent huge pages are off or overcommit is strict here")
	}
	beg, end := hugePageHeap(64 << 20)
	if beg == end {
		t.Fatal("hugePageHeap advised nothing")
	}
	for _, addr := range []uintptr{beg, (beg + end) / 2, end - 1} {
		eligible, err := thpEligible(addr)
		if err != nil {
			t.Fatal(err)
		}
		if !eligible {
			t.Errorf("the mapping holding %#x (in the prepared %#x-%#x) is not eligible for huge pages", addr, beg, end)
		}
	}
}

// thpEligible reads /proc/self/smaps for the mapping holding addr.
func thpEligible(addr uintptr) (bool, error) {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		return false, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	inside := false
	for sc.Scan() {
		line := sc.Text()
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x", &lo, &hi); n == 2 {
			inside = lo <= addr && addr < hi
			continue
		}
		if inside && strings.HasPrefix(line, "THPeligible:") {
			return strings.TrimSpace(strings.TrimPrefix(line, "THPeligible:")) == "1", nil
		}
	}
	if err := sc.Err(); err != nil {
		return false, err
	}
	return false, fmt.Errorf("no mapping in /proc/self/smaps holds %#x", addr)
}
