package pvm

import (
	"testing"
)

// TestSharedLayoutMetering checks that instances keeping their attributes
// in their class's shared key layout are metered exactly as instances with
// attribute dicts: same output, cycles and memory peak, with memory to
// spare and at a limit the program exceeds.
func TestSharedLayoutMetering(t *testing.T) {
	src := []byte(`
import copy

class P3:
    def __init__(self, i):
        self.x = i
        self.y = i + 1
        self.z = str(i)

class P9:
    def __init__(self, i):
        self.a = i
        self.b = i
        self.c = i
        self.d = i
        self.e = [i]
        if i % 3 == 0:
            self.late = i
        self.f = i
        self.g = i
        self.h = i
        self.k = i

class Bag:
    pass

keep = []
for i in range(4000):
    p = P3(i)
    q = P9(i)
    b = Bag()
    setattr(b, "n" + str(i % 7), i)
    b.w = p
    if i % 5 == 0:
        del q.a
    if i % 11 == 0:
        vars(p)["extra"] = i
    if i % 13 == 0:
        b.__dict__
    if i % 17 == 0:
        keep.append(copy.deepcopy(q))
        keep.append(copy.copy(p))
    keep.append((p, q, b))
    if len(keep) > 1500:
        keep = keep[700:]
print(len(keep), sum(t[0].y for t in keep if type(t) is tuple), sorted(vars(keep[-1][1])))
print(hasattr(keep[-1][0], "extra"), getattr(keep[-1][2], "w").z)
`)
	defer func(n int) { maxSharedKeys = n }(maxSharedKeys)
	for _, mem := range []int64{1 << 28, 1500000} {
		run := func(keys int) (string, Result, string) {
			maxSharedKeys = keys
			prog, err := Compile("layout.py", src)
			if err != nil {
				t.Fatal(err)
			}
			return runOutcome(prog, mem)
		}
		o1, r1, e1 := run(16)
		o2, r2, e2 := run(0)
		if o1 != o2 || e1 != e2 || r1.CyclesUsed != r2.CyclesUsed || r1.MemoryPeak != r2.MemoryPeak {
			t.Errorf("memory %d: shared layouts differ: cycles %d vs %d, peak %d vs %d, error %q vs %q, output %q vs %q",
				mem, r1.CyclesUsed, r2.CyclesUsed, r1.MemoryPeak, r2.MemoryPeak, e1, e2, o1, o2)
		}
		t.Logf("memory %d: cycles %d peak %d error %q output %q", mem, r1.CyclesUsed, r1.MemoryPeak, e1, o1)
	}
}
