// Package pvm_test runs the conformance corpus: every cases/*.py program must
// print exactly its CPython golden under the PVM, and traceback cases must end
// with the golden exception line. Cases listed in xfail.txt are known gaps;
// one of them passing fails the run so the list only shrinks.
package pvm_test

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/cowboy-go/cowboy/pvm"
)

var writeXfail = flag.Bool("write-xfail", false, "rewrite xfail.txt with the cases that fail now")

// Corpus limits: generous, as for `cowboy pvm run`, but bounded so a
// runaway case ends quickly.
const (
	corpusCycles = 2_000_000_000
	corpusMemory = 1 << 30
	corpusDepth  = 1000 // CPython's recursion limit, as `cowboy pvm run` uses
)

// runCase runs one corpus program and returns its stdout and the last line
// of what `cowboy pvm run` would print to stderr ("" on success): as a node
// runs actors (library image, objects allocated one by one) or, with
// script, as `cowboy pvm run` runs scripts (library top levels run, slabs).
func runCase(name string, src []byte, script bool) (stdout, errLine string) {
	var out bytes.Buffer
	_, err := pvm.RunSource(name, src, pvm.Options{CyclesLimit: corpusCycles, MemoryLimit: corpusMemory, MaxDepth: corpusDepth, Stdout: &out,
		NoLibraryImage: script, Slabs: script})
	if err == nil {
		return out.String(), ""
	}
	if _, msg, ok := pvm.SystemExitStatus(err); ok {
		// As `cowboy pvm run` does: SystemExit prints only its message.
		if msg == "" {
			return out.String(), ""
		}
		lines := strings.Split(msg, "\n")
		return out.String(), lines[len(lines)-1] + "\n"
	}
	lines := strings.Split(pvm.ErrorTextSource(err, name, src), "\n")
	return out.String(), lines[len(lines)-1] + "\n"
}

func TestCorpus(t *testing.T) {
	files, err := filepath.Glob("cases/*.py")
	if err != nil || len(files) < 300 {
		t.Fatalf("corpus: found %d cases (%v); expected at least 300", len(files), err)
	}
	xfail := readXfail(t)
	var mu sync.Mutex
	var failing []string
	t.Run("cases", func(t *testing.T) {
		for _, file := range files {
			name := filepath.Base(file)
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				src, err := os.ReadFile(file)
				if err != nil {
					t.Fatal(err)
				}
				want, err := os.ReadFile(file + ".out")
				if err != nil {
					t.Fatal(err)
				}
				wantErr, _ := os.ReadFile(file + ".err")
				got, gotErr := runCase(name, src, false)
				got2, gotErr2 := runCase(name, src, true)
				problem := ""
				switch {
				case got != got2 || gotErr != gotErr2:
					problem = "as a script (no library image, slabs):\n" + diff(got, got2) + "\n  ended with " + quote(gotErr2) + ", as an actor with " + quote(gotErr)
				case got != string(want):
					problem = "stdout differs:\n" + diff(string(want), got)
					if gotErr != "" {
						problem += "\n  ended with " + quote(gotErr)
					}
				case gotErr != string(wantErr):
					problem = "error line: want " + quote(string(wantErr)) + ", got " + quote(gotErr)
				}
				if problem != "" {
					mu.Lock()
					failing = append(failing, name)
					mu.Unlock()
				}
				switch {
				case *writeXfail:
				case problem != "" && !xfail[name]:
					t.Error(problem)
				case problem != "":
					t.Log("expected failure (xfail.txt): " + problem)
				case xfail[name]:
					t.Errorf("passes but is listed in xfail.txt: remove it from the list")
				}
			})
		}
	})
	sort.Strings(failing)
	t.Logf("corpus: %d/%d pass", len(files)-len(failing), len(files))
	if *writeXfail {
		body := "# Corpus cases the PVM does not pass yet, one per line (see corpus_test.go).\n" + strings.Join(failing, "\n") + "\n"
		if err := os.WriteFile("xfail.txt", []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func readXfail(t *testing.T) map[string]bool {
	data, err := os.ReadFile("xfail.txt")
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			m[line] = true
		}
	}
	return m
}

func quote(s string) string { return "«" + strings.TrimSuffix(s, "\n") + "»" }

// diff shows the first differing line with a little context.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl || (i >= len(w)) != (i >= len(g)) {
			return "line " + itoa(i+1) + ":\n  want " + quote(wl) + "\n  got  " + quote(gl)
		}
	}
	return "(trailing newline differs)"
}

func itoa(i int) string {
	var b []byte
	for {
		b = append([]byte{byte('0' + i%10)}, b...)
		i /= 10
		if i == 0 {
			return string(b)
		}
	}
}
