package main

import (
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestParseStats(t *testing.T) {
	for _, tc := range []struct {
		stderr string
		cycles int64
		ok     bool
	}{
		{"cycles=123 cells=4 memory_peak=5\n", 123, true},
		{"warning: x\ncycles=7 cells=0 memory_peak=0\n\n", 7, true},
		{"cycles=9", 9, true},
		{"", 0, false},
		{"cycles=1 cells=2\nTraceback (most recent call last):\n", 0, false},
		{"cycles=abc cells=1", 0, false},
	} {
		s := parseStats([]byte(tc.stderr))
		c, ok := s["cycles"]
		if ok != tc.ok || c != tc.cycles {
			t.Errorf("parseStats(%q) = %v, want cycles=%d ok=%v", tc.stderr, s, tc.cycles, tc.ok)
		}
	}
}

func TestCommandOrder(t *testing.T) {
	s := side{prefix: []string{"bin/cowboy", "pvm", "run"}, extra: []string{"--stats"}}
	if got, want := strings.Join(s.command("a.py"), " "), "bin/cowboy pvm run a.py --stats"; got != want {
		t.Errorf("after: %q, want %q", got, want)
	}
	s.extraBefore = true
	if got, want := strings.Join(s.command("a.py"), " "), "bin/cowboy pvm run --stats a.py"; got != want {
		t.Errorf("before: %q, want %q", got, want)
	}
	if len(s.prefix) != 3 {
		t.Errorf("command modified the prefix: %q", s.prefix)
	}
}

func TestGeomean(t *testing.T) {
	rs := []benchResult{
		{status: "ok", py: time.Second, pvm: 2 * time.Second},
		{status: "ok", py: time.Second, pvm: 8 * time.Second},
		{status: "MISMATCH", py: time.Second, pvm: 1000 * time.Second},
	}
	g, n := geomean(rs)
	if n != 2 || math.Abs(g-4) > 1e-9 {
		t.Errorf("geomean = %v over %d, want 4 over 2", g, n)
	}
}

// TestBenchmarksStayInSubset checks the benchmark programs against the PVM
// subset rules that can be seen in the text: allowed imports only, no set,
// id(), eval/exec, open or timing.
func TestBenchmarksStayInSubset(t *testing.T) {
	allowed := []string{"math", "json", "functools", "itertools", "collections", "dataclasses", "enum",
		"typing", "operator", "copy", "heapq", "bisect", "string", "base64", "hashlib", "abc"}
	importRe := regexp.MustCompile(`(?m)^\s*(?:import|from)\s+([A-Za-z_][\w.]*)`)
	forbidden := regexp.MustCompile(`\b(?:set|frozenset|id|eval|exec|open|hash|__import__)\(`)
	files, err := filepath.Glob("*.py")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 12 {
		t.Fatalf("found %d benchmark programs, want at least 12", len(files))
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range importRe.FindAllStringSubmatch(string(src), -1) {
			if mod := strings.Split(m[1], ".")[0]; !slices.Contains(allowed, mod) {
				t.Errorf("%s imports %s, which the PVM does not provide", f, mod)
			}
		}
		if m := forbidden.FindString(string(src)); m != "" {
			t.Errorf("%s calls %s...), outside the PVM subset", f, m)
		}
		if !strings.Contains(string(src), "# scale:") {
			t.Errorf("%s has no `# scale:` constant", f)
		}
	}
}
