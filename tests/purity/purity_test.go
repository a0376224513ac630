// Package purity enforces ARCHITECTURE.md invariant 1: the deterministic core
// (pvm/, core/, consensus/) reaches time, randomness, storage and the network
// only through interfaces supplied by a host, and never starts goroutines.
package purity

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// coreTrees are the directories, relative to the module root, that must stay pure.
var coreTrees = []string{"pvm", "core", "consensus"}

// forbidden lists import paths (and, implicitly, their sub-packages) that would let
// host behaviour leak into deterministic execution.
var forbidden = []string{"os", "net", "time", "math/rand", "crypto/rand", "syscall", "unsafe", "io/fs"}

func forbiddenImport(path string) bool {
	for _, f := range forbidden {
		if path == f || strings.HasPrefix(path, f+"/") {
			return true
		}
	}
	return false
}

// violations parses every non-test Go file under root and reports forbidden
// imports and go statements as "file:line: reason".
func violations(t *testing.T, root string) []string {
	t.Helper()
	var out []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == "testdata" || (strings.HasPrefix(name, ".") && path != root) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if forbiddenImport(p) {
				out = append(out, fset.Position(imp.Pos()).String()+": imports "+strconv.Quote(p))
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if g, ok := n.(*ast.GoStmt); ok {
				out = append(out, fset.Position(g.Pos()).String()+": starts a goroutine")
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestCoreIsPure(t *testing.T) {
	checked := 0
	for _, tree := range coreTrees {
		root := filepath.Join("..", "..", tree)
		if _, err := os.Stat(root); os.IsNotExist(err) {
			continue // the tree has no code yet
		}
		checked++
		bad := violations(t, root)
		sort.Strings(bad)
		for _, b := range bad {
			t.Errorf("%s (forbidden in the deterministic core; take it from the host through an interface)", b)
		}
	}
	if checked == 0 {
		t.Fatal("no core tree found: is the test running from tests/purity?")
	}
}

// TestCheckerCatchesViolations guards the checker itself against silently passing.
func TestCheckerCatchesViolations(t *testing.T) {
	dir := t.TempDir()
	src := "package bad\n\nimport (\n\t\"fmt\"\n\t\"os/exec\"\n\t\"time\"\n)\n\nfunc F() {\n\tgo fmt.Println(exec.Command, time.Now)\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "bad.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	// Test files are exempt: they may read testdata from disk.
	if err := os.WriteFile(filepath.Join(dir, "bad_test.go"), []byte("package bad\n\nimport \"os\"\n\nvar _ = os.Args\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got := violations(t, dir)
	want := []string{"bad.go:5:2: imports \"os/exec\"", "bad.go:6:2: imports \"time\"", "bad.go:10:2: starts a goroutine"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %d violations", got, len(want))
	}
	for i := range want {
		if !strings.HasSuffix(got[i], want[i]) {
			t.Errorf("violation %d = %q, want suffix %q", i, got[i], want[i])
		}
	}
}
