package pvm

import (
	"testing"

	"github.com/cowboy-go/cowboy/core/codec"
)

const snapshotActor = `
from cowboy_sdk import actor, public, deferred, runtime
from collections import OrderedDict
from dataclasses import dataclass

@dataclass
class Entry:
    key: str
    n: int = 0

table = {Entry: "entry", str: "str"}   # keyed by identity hashes
log = []                               # module state a handler changes

@actor
class Book:
    @deferred
    @public
    def add(self, payload):
        e = Entry(payload["key"], payload["n"])
        seen = OrderedDict(a=1)
        seen.move_to_end("a")
        self.storage[e.key] = e.n
        import enum                      # a library module imported after the load
        log.append(e.n)
        Entry.n = 5                      # and a class attribute
        return [table[Entry], table[type(e.key)], repr(e), hash(Entry) == hash(Entry), len(seen), log]
`

// loadAndRun loads prog's actor in a fresh execution, dispatches add, and
// reports what an observer could see (errors with t.Error, so that it may
// run on other goroutines).
func loadAndRun(t *testing.T, prog *Program, host Host) (before, after Result, out []byte, nextID int64) {
	t.Helper()
	in := prog.NewExecution(Options{CyclesLimit: 10_000_000, MemoryLimit: 10 << 20, Host: host})
	if err := in.LoadActor(); err != nil {
		t.Error(ErrorText(err))
		return
	}
	before, nextID = in.Result(), in.th.nextID
	payload, _ := codec.Marshal(map[string]any{"key": "k", "n": 3})
	out, err := in.Dispatch("add", payload)
	if err != nil {
		t.Error(ErrorText(err))
	}
	return before, in.Result(), out, nextID
}

// A load copied from the snapshot leaves the execution exactly as running
// the top level does: cycles, memory, identity hashes, results.
func TestActorSnapshotEquivalence(t *testing.T) {
	prog, err := Compile("actor.py", []byte(snapshotActor))
	if err != nil {
		t.Fatal(err)
	}
	b1, a1, out1, id1 := loadAndRun(t, prog, newFakeHost())
	s := prog.snapshot.Load()
	if s == nil || s.img == nil {
		t.Fatal("the first load left no snapshot")
	}
	b2, a2, out2, id2 := loadAndRun(t, prog, newFakeHost())
	if b1 != b2 || a1 != a2 || string(out1) != string(out2) || id1 != id2 {
		t.Fatalf("run: %+v %+v %x id %d\nrestored: %+v %+v %x id %d", b1, a1, out1, id1, b2, a2, out2, id2)
	}
	// Another memory limit: the top level runs again, snapshot unused.
	in := prog.NewExecution(Options{CyclesLimit: 10_000_000, MemoryLimit: 5 << 20, Host: newFakeHost()})
	if s.restore(in) {
		t.Fatal("a snapshot restored under another memory limit")
	}
	// A budget below the load's cycles fails exactly as the run does.
	small := prog.NewExecution(Options{CyclesLimit: b1.CyclesUsed - 1, MemoryLimit: 10 << 20, Host: newFakeHost()})
	if err := small.LoadActor(); err == nil || ErrorText(err) == "" {
		t.Fatalf("a load over budget: %v", err)
	}
}

// A top level that uses the host is not imaged.
func TestActorSnapshotSkipsHostUse(t *testing.T) {
	prog, err := Compile("actor.py", []byte(`
from cowboy_sdk import actor, public, runtime
HEIGHT = runtime.get_block_height()

@actor
class A:
    @public
    def f(self, payload):
        return HEIGHT
`))
	if err != nil {
		t.Fatal(err)
	}
	in := prog.NewExecution(Options{CyclesLimit: 10_000_000, MemoryLimit: 10 << 20, Host: newFakeHost()})
	if err := in.LoadActor(); err != nil {
		t.Fatal(ErrorText(err))
	}
	if prog.snapshot.Load() != nil {
		t.Fatal("a load that made a syscall was imaged")
	}
}

// Executions restoring one snapshot concurrently share only immutable
// image objects (run with -race).
func TestActorSnapshotConcurrent(t *testing.T) {
	prog, err := Compile("actor.py", []byte(snapshotActor))
	if err != nil {
		t.Fatal(err)
	}
	_, want, _, _ := loadAndRun(t, prog, newFakeHost())
	done := make(chan Result)
	for range 4 {
		go func() {
			_, got, _, _ := loadAndRun(t, prog, newFakeHost())
			done <- got
		}()
	}
	for range 4 {
		if got := <-done; got != want {
			t.Errorf("concurrent restore used %+v, want %+v", got, want)
		}
	}
}

// BenchmarkActorLoad: loading an actor from its snapshot, as each call of
// it does (the library image copy included).
func BenchmarkActorLoad(b *testing.B) {
	prog, err := Compile("actor.py", []byte(snapshotActor))
	if err != nil {
		b.Fatal(err)
	}
	opts := Options{CyclesLimit: 10_000_000, MemoryLimit: 10 << 20, Host: newFakeHost()}
	for b.Loop() {
		if err := prog.NewExecution(opts).LoadActor(); err != nil {
			b.Fatal(ErrorText(err))
		}
	}
}
