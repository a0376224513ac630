package pvm

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// unfuse makes a loaded code tree run its original instructions.
func unfuse(code *Code) {
	code.insts = code.Code.Code
	for _, k := range code.consts {
		if sub, ok := k.obj.(*Code); ok {
			unfuse(sub)
		}
	}
}

// Superinstructions must be invisible: same output, same errors and the
// same cycle count as running the plain instruction stream.
func TestSuperinstructionsDoNotChangeMetering(t *testing.T) {
	files, _ := filepath.Glob("../tests/pvm/cases/0*.py")
	files = append(files, "../bench/pvm/nqueens.py")
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
			var out bytes.Buffer
			res, err := prog.Run(Options{CyclesLimit: 5e8, MemoryLimit: 1 << 28, Stdout: &out})
			msg := ""
			if err != nil {
				msg = ErrorText(err)
			}
			return out.String(), res, msg
		}
		o1, r1, e1 := run(true)
		o2, r2, e2 := run(false)
		if o1 != o2 || e1 != e2 || r1.CyclesUsed != r2.CyclesUsed {
			t.Errorf("%s: fused run differs: cycles %d vs %d, error %q vs %q, output equal %v",
				file, r1.CyclesUsed, r2.CyclesUsed, e1, e2, o1 == o2)
		}
	}
}
