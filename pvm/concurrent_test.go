package pvm_test

import (
	"bytes"
	"sync"
	"testing"

	"github.com/cowboy-go/cowboy/pvm"
)

// A compiled Program is shared by every execution of the same code (the
// chain caches it by code hash), so concurrent runs must not interfere.
// Run with -race to check for data races as well as for equal output.
func TestProgramSharedAcrossThreads(t *testing.T) {
	src := `
import json, collections, math
from dataclasses import dataclass

@dataclass
class P:
    x: int
    y: float
    def norm(self):
        return math.hypot(self.x, self.y)

class Acc(dict):
    def __missing__(self, k):
        return 0

counts = collections.Counter("abracadabra")
acc = Acc()
s = ""
for i in range(300):
    p = P(i, i / 7)
    acc[i % 5] += 1
    s += "%d:%.3f," % (p.x, p.norm())
print(len(s), json.dumps(sorted(counts.items())), dict(acc), hash("key"), hash((1, "a")))
`
	prog, err := pvm.Compile("shared.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	run := func() string {
		var out bytes.Buffer
		if _, err := prog.Run(pvm.Options{CyclesLimit: 1e8, MemoryLimit: 1 << 26, Stdout: &out}); err != nil {
			t.Error(err)
		}
		return out.String()
	}
	want := run()
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 3 {
				if got := run(); got != want {
					t.Errorf("concurrent run printed %q, want %q", got, want)
				}
			}
		}()
	}
	wg.Wait()
}
