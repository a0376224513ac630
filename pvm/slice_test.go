package pvm

import (
	"fmt"
	"io"
	"testing"
)

// x[a:b] = y[c:d] reads the slice into a list the thread reuses (see
// sliceForStore): the statement allocates nothing, however often it runs.
func TestSliceCopyStatementAllocatesNothing(t *testing.T) {
	allocs := func(n int) float64 {
		src := fmt.Sprintf("a = list(range(9))\nfor k in range(%d):\n    a[: k %% 9 + 1] = a[k %% 9 :: -1]\n", n)
		prog, err := Compile("case.py", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		return testing.AllocsPerRun(2, func() {
			if _, err := prog.Run(Options{CyclesLimit: 1e8, MemoryLimit: 1 << 20, Stdout: io.Discard}); err != nil {
				t.Fatal(err)
			}
		})
	}
	if few, many := allocs(10), allocs(10010); many-few > 100 {
		t.Errorf("10 000 more slice copies made %.0f more allocations", many-few)
	}
}
