package node

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
	"unsafe"
)

// After TuneGC and a collection, memory the heap hands out lies in a
// mapping the kernel backs with huge pages.
func TestHeapGrowsIntoHugePages(t *testing.T) {
	if !hugePagesAdvisable() {
		t.Skip("transparent huge pages are off or overcommit is strict here")
	}
	TuneGC(NodeGCPercent, NodeMemoryLimit)
	runtime.GC()
	obj := make([]byte, 8<<20)
	addr := uintptr(unsafe.Pointer(unsafe.SliceData(obj)))
	eligible, err := thpEligible(addr)
	if err != nil {
		t.Fatal(err)
	}
	if !eligible {
		t.Fatalf("the mapping holding a new 8 MiB object (%#x) is not eligible for huge pages", addr)
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
