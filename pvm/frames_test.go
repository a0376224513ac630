package pvm

import (
	"io"
	"os"
	"path/filepath"
	"testing"
)

// A returning call clears only its locals and the operand stack it left
// (callFunction), so every instruction must clear the stack slots it pops:
// a value left above the stack would show up as a bound local in the next
// frame carved from the same slots. Run the corpus checking every frame
// as it is released.
func TestReleasedSlotsAreZero(t *testing.T) {
	files, _ := filepath.Glob("../tests/pvm/cases/*.py")
	if len(files) == 0 {
		t.Fatal("no corpus programs found")
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		prog, err := Compile(filepath.Base(file), src)
		if err != nil {
			continue // the corpus's syntax-error cases
		}
		th := newThread(Options{CyclesLimit: 1e9, MemoryLimit: 1 << 30, Stdout: io.Discard})
		globals := newDict(0)
		globals.SetString("__name__", StrValue("__main__"))
		th.modules["__main__"] = &Module{name: "__main__", globals: globals}
		top := th.allocFrame(len(prog.top.Locals) + prog.top.MaxStack)
		th.checkSlots = true
		th.run(&frame{code: prog.top, globals: globals, locals: top}) // popFrame panics on a bug
	}
}

// A finished coroutine's frame must not point back at the frame that ran
// it last: with slabs, such links chained every array of finished frames to
// the next, and a coroutine awaiting millions of others kept them all (a
// 1.7 GB heap where CPython needs 13 MB).
func TestFinishedCoroutineForgetsItsCaller(t *testing.T) {
	prog, err := Compile("t.py", []byte(`
async def leaf(n):
    return n

async def top():
    return await leaf(1)

done = leaf(2)
try:
    done.send(None)
except StopIteration:
    pass
`))
	if err != nil {
		t.Fatal(err)
	}
	th := newThread(Options{CyclesLimit: 1e9, MemoryLimit: 1 << 30, Stdout: io.Discard})
	globals := newDict(0)
	globals.SetString("__name__", StrValue("__main__"))
	th.modules["__main__"] = &Module{name: "__main__", globals: globals}
	top := th.allocFrame(len(prog.top.Locals) + prog.top.MaxStack)
	if _, err := th.run(&frame{code: prog.top, globals: globals, locals: top}); err != nil {
		t.Fatal(err)
	}
	v, _ := globals.GetString("done")
	g := v.obj.(*Generator)
	if !g.finished || g.frame.back != nil {
		t.Fatalf("finished %v, frame's caller %p: want a finished coroutine whose frame has no caller", g.finished, g.frame.back)
	}
}
