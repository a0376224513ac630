package pvm

import (
	"fmt"
	"os"
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

// BenchmarkActorCall: a call of bench/chain's counter actor in a fresh
// execution, the actor loaded from its snapshot (as BenchmarkActorCalls
// there, without the chain).
func BenchmarkActorCall(b *testing.B) {
	src, err := os.ReadFile("../bench/chain/counter.py")
	if err != nil {
		b.Fatal(err)
	}
	prog, err := Compile("actor.py", src)
	if err != nil {
		b.Fatal(err)
	}
	opts := Options{CyclesLimit: 10_000_000, MemoryLimit: 10 << 20, Host: newFakeHost()}
	for b.Loop() {
		in := prog.NewExecution(opts)
		if err := in.LoadActor(); err != nil {
			b.Fatal(ErrorText(err))
		}
		if _, err := in.Dispatch("increment", nil); err != nil {
			b.Fatal(ErrorText(err))
		}
	}
}

const sharingActor = `
from cowboy_sdk import actor, public, Address, derive_actor_address
import cowboy_sdk
import cowboy_sdk.types as sdk_types

def helper(x=1):
    return x

module_list = [1]

@actor
class Sharer:
    @public
    def look(self, payload):
        import json                      # a library module copied after the load
        enc = json.JSONEncoder()
        return [helper(), helper.__name__, helper.__doc__, getattr(helper, "tag", None),
                cowboy_sdk.derive_actor_address.__qualname__, getattr(cowboy_sdk.derive_actor_address, "tag", None),
                getattr(Address, "extra", None), sdk_types.__name__, getattr(sdk_types, "added", None),
                len(cowboy_sdk.__all__), module_list, getattr(json.JSONEncoder.iterencode, "tag", None),
                json.JSONEncoder.encode.__name__, enc.default.__name__, repr(helper), hasattr(helper, "gone")]

    @public
    def change(self, payload):
        import json
        helper.__defaults__ = (5,)
        helper.__name__ = "renamed"
        helper.__doc__ = "doc"
        helper.tag = "t"
        helper.gone = 1
        del helper.gone
        cowboy_sdk.derive_actor_address.__qualname__ = "other"
        cowboy_sdk.derive_actor_address.__dict__["tag"] = "d"
        Address.extra = 1
        sdk_types.added = 2
        cowboy_sdk.__all__.append("more")
        module_list.append(2)
        json.JSONEncoder.iterencode.tag = 3
        json.JSONEncoder.encode.__name__ = "enc"
        return self.look(payload)
`

// Functions the executions share are isolated like copied objects: what one
// execution sets on a library or actor function (defaults, name, doc,
// attributes), a library class or module, or a list a module holds, the
// next never sees, whether it loads from the snapshot or not, and however
// many run at once (run with -race: shared functions are only read).
func TestSharedFunctionsIsolated(t *testing.T) {
	prog, err := Compile("actor.py", []byte(sharingActor))
	if err != nil {
		t.Fatal(err)
	}
	call := func(handler string) string {
		in := prog.NewExecution(Options{CyclesLimit: 10_000_000, MemoryLimit: 10 << 20, Host: newFakeHost()})
		if err := in.LoadActor(); err != nil {
			t.Error(ErrorText(err))
			return ""
		}
		out, err := in.Dispatch(handler, nil)
		if err != nil {
			t.Error(ErrorText(err))
		}
		var v any
		if err := codec.Unmarshal(out, &v); err != nil {
			t.Error(err)
		}
		return fmt.Sprint(v)
	}
	fresh := call("look") // the first load: its top level runs
	if s := prog.snapshot.Load(); s == nil || s.img == nil {
		t.Fatal("the first load left no snapshot")
	}
	in := prog.NewExecution(Options{CyclesLimit: 10_000_000, MemoryLimit: 10 << 20, Host: newFakeHost()})
	if err := in.LoadActor(); err != nil {
		t.Fatal(ErrorText(err))
	}
	for _, name := range []string{"helper", "derive_actor_address"} {
		if f, ok := in.globals.GetString(name); !ok || !f.obj.(*Function).shared {
			t.Errorf("%s is not shared", name)
		}
	}
	changed := call("change")
	t.Logf("%s\n%s", fresh, changed)
	if changed == fresh {
		t.Fatalf("change changed nothing: %s", changed)
	}
	done := make(chan [2]string)
	for range 4 {
		go func() { done <- [2]string{call("look"), call("change")} }()
	}
	for range 4 {
		if got := <-done; got[0] != fresh || got[1] != changed {
			t.Errorf("got %s then %s\nwant %s then %s", got[0], got[1], fresh, changed)
		}
	}
	if got := call("look"); got != fresh {
		t.Errorf("after the changes: %s\nwant %s", got, fresh)
	}
}

// A library function's attributes, read and changed through the
// execution's shadow: as when each execution had its own copy (the
// outputs are the old copying code's), and the second run sees none of
// the first's changes.
func TestSharedFunctionAttributes(t *testing.T) {
	src := `import json
from cowboy_sdk import derive_actor_address as d
import cowboy_sdk
f = json.JSONEncoder.iterencode
print(f.__name__, f.__qualname__, f.__module__, f.__defaults__, f.__kwdefaults__, f.__doc__)
print(sorted(f.__dict__), f.__annotations__)
f.__annotations__["x"] = int
print(f.__annotations__, json.JSONEncoder.iterencode.__annotations__)
f.tag = [1, 2, 3]
print(f.tag, "tag" in dir(f), f.__dict__)
try:
    f.tga
except AttributeError as e:
    print("AE", e, e.name, e.obj is f)
f.__defaults__ = (True,)
print(f.__defaults__)
print(repr(f), repr(json.JSONEncoder().iterencode))
f.__qualname__ = "Q"
print(repr(f), repr(json.JSONEncoder().iterencode))
print(hash(f) == hash(json.JSONEncoder.iterencode), f is json.JSONEncoder.iterencode)
g = {f: 1, d: 2}
print(g[json.JSONEncoder.iterencode], g[cowboy_sdk.derive_actor_address])
big = [0] * 100000
d.big = big
print(len(d.big))
try:
    d(1, 2, 3)
except Exception as e:
    print(type(e).__name__, e)
import copy
print(copy.deepcopy(d) is d, copy.copy(f) is f)
del f.tag
print(hasattr(f, "tag"))
try:
    json.dumps(1, **{1: 2})
except TypeError as e:
    print(e)
`
	want := `iterencode JSONEncoder.iterencode json (False,) None The encoding piece by piece, in the pieces CPython's encoder yields.
[] {}
{'x': <class 'int'>} {'x': <class 'int'>}
[1, 2, 3] True {'tag': [1, 2, 3]}
AE 'function' object has no attribute 'tga' tga True
(True,)
<function JSONEncoder.iterencode> <bound method JSONEncoder.iterencode of <json.JSONEncoder object>>
<function Q> <bound method Q of <json.JSONEncoder object>>
True True
1 2
100000
AddressError deployer must be an Address, 20 bytes or a "0x" hex string, not int
True True
False
keywords must be strings
`
	for range 2 {
		if got := runPy(t, src, 1e8); got != want {
			t.Fatalf("got:\n%s\nwant:\n%s", got, want)
		}
	}
}
