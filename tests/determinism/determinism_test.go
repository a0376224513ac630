// Package determinism checks invariant 2 of ARCHITECTURE.md: the same work
// run natively and inside the WebAssembly guest under wazero produces the
// same bytes — program output, errors, cycle counts and memory peaks.
package determinism

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"testing"

	"github.com/cowboy-go/cowboy/hosts/wasm/runner"
	"github.com/cowboy-go/cowboy/pvm"
)

const (
	cycles = 2_000_000_000
	memory = 1 << 28
)

// buildGuest compiles hosts/wasm/guest for wasip1.
func buildGuest(t *testing.T) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), "guest.wasm")
	cmd := exec.Command("go", "build", "-o", out, "../../hosts/wasm/guest")
	cmd.Env = append(os.Environ(), "GOOS=wasip1", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the wasip1 guest: %v\n%s", err, msg)
	}
	wasm, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return wasm
}

// native runs a program in-process and renders its result exactly as the
// guest does.
func native(name string, src []byte) (stdout, stderr []byte) {
	var out, errb bytes.Buffer
	res, err := pvm.RunSource(name, src, pvm.Options{CyclesLimit: cycles, MemoryLimit: memory, Stdout: &out})
	if err != nil {
		fmt.Fprintln(&errb, pvm.ErrorText(err))
	}
	fmt.Fprintf(&errb, "cycles=%d memory_peak=%d\n", res.CyclesUsed, res.MemoryPeak)
	return out.Bytes(), errb.Bytes()
}

// programs is the work compared: a slice of the conformance corpus (every
// fourth case, which spans every topic) plus the float-heavy programs.
func programs(t *testing.T) map[string][]byte {
	cases, err := filepath.Glob("../pvm/cases/*.py")
	if err != nil || len(cases) == 0 {
		t.Fatalf("no corpus cases: %v", err)
	}
	sort.Strings(cases)
	files := []string{}
	for i, c := range cases {
		if i%4 == 0 {
			files = append(files, c)
		}
	}
	extra, _ := filepath.Glob("testdata/*.py")
	files = append(files, extra...)
	out := map[string][]byte{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(f)] = src
	}
	return out
}

func TestNativeMatchesWazero(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the wasm guest")
	}
	ctx := context.Background()
	r, err := runner.New(ctx, buildGuest(t))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close(ctx)
	progs := programs(t)
	names := make([]string, 0, len(progs))
	for n := range progs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		src := progs[name]
		t.Run(name, func(t *testing.T) {
			wantOut, wantErr := native(name, src)
			got, err := r.Run(ctx, src, "pvm-run", name, strconv.Itoa(cycles), strconv.Itoa(memory))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Stdout, wantOut) {
				t.Errorf("stdout differs between native and wazero\nnative: %q\nwazero: %q", clip(wantOut), clip(got.Stdout))
			}
			if !bytes.Equal(got.Stderr, wantErr) {
				t.Errorf("errors or meters differ between native and wazero\nnative: %s\nwazero: %s", wantErr, got.Stderr)
			}
		})
	}
}

func clip(b []byte) []byte {
	if len(b) > 400 {
		return b[len(b)-400:]
	}
	return b
}
