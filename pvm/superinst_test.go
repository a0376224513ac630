package pvm

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// unfuse makes a loaded code tree run its original instructions, and
// every call of its functions run in a frame (no inlineReturn).
func unfuse(code *Code) {
	code.insts = code.Code.Code
	code.returns = returnsNothingKnown
	for _, k := range code.consts {
		if sub, ok := k.obj.(*Code); ok {
			unfuse(sub)
		}
	}
}

// Superinstructions and calls run without a frame must be invisible: same
// output, same errors and the same cycle count as running the plain
// instruction stream and every call.
func TestSuperinstructionsDoNotChangeMetering(t *testing.T) {
	files, _ := filepath.Glob("../tests/pvm/cases/0*.py")
	files = append(files, "../bench/pvm/nqueens.py", "../bench/pvm/deltablue.py", "../tests/pvm/cases/993_fused_global_attr_method_call.py",
		"../tests/pvm/cases/994_getter_calls.py", "../tests/pvm/cases/995_key_lambdas.py",
		"../tests/pvm/cases/996_slots_method_calls.py", "../tests/pvm/cases/997_pairs_counts_int_keys.py",
		"../tests/pvm/cases/998_isinstance_tuples_hooks.py", "../tests/pvm/cases/999_len_of_local.py", "../tests/pvm/cases/969_append_statement.py", "../tests/pvm/cases/971_type_of_local.py",
		"../tests/pvm/cases/185_unpack_into_locals.py", "../bench/pvm/sort.py")
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		run := func(fused bool) (string, Result, string) {
			prog, err := Compile(filepath.Base(file), src)
			if err != nil {
				t.Fatal(err)
			}
			if !fused {
				unfuse(prog.top)
			}
			return runOutcome(prog, 1<<28)
		}
		o1, r1, e1 := run(true)
		o2, r2, e2 := run(false)
		if o1 != o2 || e1 != e2 || r1.CyclesUsed != r2.CyclesUsed {
			t.Errorf("%s: fused run differs: cycles %d vs %d, error %q vs %q, output equal %v",
				file, r1.CyclesUsed, r2.CyclesUsed, e1, e2, o1 == o2)
		}
	}
}

// The fused multiply-add-mask of random-number code must meter exactly as
// its five instructions do, censuses included.
func TestMulAddAndMetering(t *testing.T) {
	src := []byte(`
class LCG:
    def __init__(self, seed):
        self.x = seed
    def next(self):
        self.x = (self.x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        return self.x >> 33

def mix(n):
    h = 0
    keep = []
    for i in range(n):
        h = (h * 1099511628211 + i) & 0xFFFFFFFFFFFFFFFF
        a = (h * 31 + 7) & 1023
        b = (i * 3 + (1 << 100)) & ((1 << 127) - 1)
        c = (h * h + 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF) & ((1 << 130) - 1)
        d = (-i * 5 + 3) & 0xFF
        e = (True * h + 1) & 0xFFFF
        f = (h * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        g = (h * h + (1 << 100)) % (1 << 96)
        k = (h * 7 + 3) % 1000003
        m = (h * h + 1) % (3 << 64)
        try:
            n = (h * 3 + 1) % (i - i)
        except ZeroDivisionError:
            n = (h * 3 + 1) % 0x10000000000000000
        keep.append(n)
        keep.append((f, g, k, m))
        keep.append((a, b, c, d, e))
        if len(keep) > 500:
            keep = keep[250:]
    return h, keep[-3:]

r = LCG(12345)
print(sum(r.next() for _ in range(20000)))
print(mix(30000))
`)
	checkFusedMetering(t, "lcg.py", src)
}

// The fused swap (a, b = b, a) must meter as BUILD_TUPLE and
// UNPACK_SEQUENCE do, censuses included.
func TestBuildUnpackMetering(t *testing.T) {
	src := []byte(`
def spin(n):
    a, b, c = 1, 2, 3
    box = [0]
    keep = []
    for i in range(n):
        # Four targets that are not all distinct names: the compiler builds
        # and unpacks the tuple (two or three, or distinct names, it does not).
        a, b, c, box[0] = b, c, box[0], a + i
        a, b, a, c = b, a, c, a
        keep.append((a, b, c))
        if len(keep) > 400:
            keep = keep[200:]
    x, y = keep[-1], keep[-2]
    try:
        p, q = [a]
    except ValueError as e:
        print(e)
    return a, b, c, x, y

print(spin(40000))
`)
	checkFusedMetering(t, "swap.py", src)
}

// checkFusedMetering runs src with and without superinstructions, under a
// memory limit that leaves room and one that makes censuses frequent, and
// fails if anything observable differs.
func checkFusedMetering(t *testing.T, name string, src []byte) {
	for _, mem := range []int64{1 << 28, 300000} {
		run := func(fused bool) (string, Result, string) {
			prog, err := Compile(name, src)
			if err != nil {
				t.Fatal(err)
			}
			if !fused {
				unfuse(prog.top)
			}
			return runOutcome(prog, mem)
		}
		o1, r1, e1 := run(true)
		o2, r2, e2 := run(false)
		if o1 != o2 || e1 != e2 || r1.CyclesUsed != r2.CyclesUsed || r1.MemoryPeak != r2.MemoryPeak {
			t.Errorf("memory %d: fused run differs: cycles %d vs %d, peak %d vs %d, error %q vs %q, output %q vs %q",
				mem, r1.CyclesUsed, r2.CyclesUsed, r1.MemoryPeak, r2.MemoryPeak, e1, e2, o1, o2)
		}
		t.Logf("memory %d: cycles %d peak %d error %q output %q", mem, r1.CyclesUsed, r1.MemoryPeak, e1, o1)
	}
}

// Unpacking into locals stores the items itself and charges the skipped
// STORE_FASTs: under every cycle limit, a run stops where the plain
// instruction stream stops, with the same output.
func TestUnpackIntoLocalsCycleLimits(t *testing.T) {
	src := []byte(`
t = (1, 2, 3)
l = [4, 5]
def f():
    for _ in range(3):
        a, b, c = t
        print(a, b, c)
        d, e = l
        print(d + e)
f()
`)
	outcome := func(fused bool, limit int64) (string, int64) {
		prog, err := Compile("unpack.py", src)
		if err != nil {
			t.Fatal(err)
		}
		if !fused {
			unfuse(prog.top)
		}
		var out bytes.Buffer
		res, err := prog.Run(Options{CyclesLimit: limit, MemoryLimit: 1 << 24, Stdout: &out})
		return fmt.Sprintf("%q %d %v", out.String(), res.CyclesUsed, err), res.CyclesUsed
	}
	full, used := outcome(false, 1e6)
	if used < 50 {
		t.Fatalf("the program used %d cycles: %s", used, full)
	}
	for limit := int64(1); limit <= used+1; limit++ {
		a, _ := outcome(true, limit)
		b, _ := outcome(false, limit)
		if a != b {
			t.Fatalf("cycle limit %d: fused %s, plain %s", limit, a, b)
		}
	}
}

// runOutcome runs prog under memory limit mem and returns what is
// observable of the run: its stdout, its result and its error text.
func runOutcome(prog *Program, mem int64) (string, Result, string) {
	var out bytes.Buffer
	res, err := prog.Run(Options{CyclesLimit: 5e8, MemoryLimit: mem, Stdout: &out})
	msg := ""
	if err != nil {
		msg = ErrorText(err)
	}
	return out.String(), res, msg
}
