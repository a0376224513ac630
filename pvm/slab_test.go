package pvm

import (
	"runtime"
	"strings"
	"testing"
)

// slabProgram makes every kind of object the slabs hold, many times over,
// keeping some and dropping the rest.
const slabProgram = `
class P:
    def __init__(self, x, y):
        self.x, self.y = x, y

class Q(P):
    def __init__(self, x):
        super().__init__(x, -x)

def gen(n):
    for i in range(n):
        yield (i, str(i), i * 1.5)

def make(k):
    return lambda v: v + k

def kw(**opts):
    return sorted(opts.items())

kept = []
total = 0
for i in range(3000):
    t = (i, i + 1, [i] * 3, {"k": i})
    s = "%d-%s" % (i, "x" * (i % 7)) + str(i)
    b = (1 << 100) * i + i * i
    q = Q(i)
    f = make(i)
    try:
        {}[s]
    except KeyError as e:
        total += len(e.args)
    for a, c, d in gen(3):
        total += a + len(c)
    total += f(i) + len(kw(a=i, b=s)) + len(t[2][1:]) + q.y + b % 97
    if i % 16 == 0:
        kept.append((t, s, b, q, f))
print(total, len(kept), kept[-1][1], kept[-1][2], sum(k[3].x for k in kept))
`

// TestSlabsChangeNothing checks that slabs change only where objects live:
// the output, cycles and accounted memory are the same without them, also
// when the memory limit is small enough to make the census run often.
func TestSlabsChangeNothing(t *testing.T) {
	prog, err := Compile("slabs.py", []byte(slabProgram))
	if err != nil {
		t.Fatal(err)
	}
	for _, limit := range []int64{1 << 30, 4 << 20} {
		var outs [2]strings.Builder
		var results [2]Result
		for i, slabs := range []bool{false, true} {
			results[i], err = prog.Run(Options{CyclesLimit: 1e9, MemoryLimit: limit, Stdout: &outs[i], Slabs: slabs})
			if err != nil {
				t.Fatalf("limit %d, slabs %v: %v", limit, slabs, err)
			}
		}
		if outs[0].String() != outs[1].String() || results[0] != results[1] {
			t.Errorf("limit %d: without slabs %q %+v, with them %q %+v", limit, outs[0].String(), results[0], outs[1].String(), results[1])
		}
	}
}

// heapProbe is a program's stdout that measures the Go heap live after a
// collection each time the program prints.
type heapProbe struct{ live []uint64 }

func (p *heapProbe) Write(b []byte) (int, error) {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	p.live = append(p.live, m.HeapAlloc)
	return len(b), nil
}

// TestSlabsKeepNoGenerations rebuilds a linked structure of instances
// many times over: with slabs, only the structure in use may stay alive.
// Carved from arrays, each structure's first instance would share an
// array with the last of the structure before, which would keep that one,
// and through it every structure ever built.
func TestSlabsKeepNoGenerations(t *testing.T) {
	prog, err := Compile("generations.py", []byte(`
class Node:
    def __init__(self, nxt):
        self.nxt = nxt

class Holder:
    pass

holder = Holder()
for gen in range(400):
    head = None
    for i in range(1000):
        head = Node(head)
    holder.head = head
print(gen)
`))
	if err != nil {
		t.Fatal(err)
	}
	var probe heapProbe
	if _, err := prog.Run(Options{CyclesLimit: 1e9, MemoryLimit: 1 << 30, Stdout: &probe, Slabs: true}); err != nil {
		t.Fatal(err)
	}
	// 400 structures of 1000 instances take some 30 MB; one, 100 KB.
	if len(probe.live) == 0 || probe.live[0] > 16<<20 {
		t.Fatalf("Go heap live at the end: %v bytes; the structures built before are kept", probe.live)
	}
}
