package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// SystemExit ends `cowboy pvm run` as it ends CPython: no traceback, the
// status from the code, a non-int code printed to stderr.
func TestPvmRunSystemExit(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		src, stdout, stderr string
		code                int
	}{
		{"print('a')\nexit()\nprint('b')\n", "a\n", "", 0},
		{"quit(0)\n", "", "", 0},
		{"raise SystemExit(3)\n", "", "", 3},
		{"raise SystemExit(True)\n", "", "", 1},
		{"exit(256 + 7)\n", "", "", 7},
		{"exit('bad config')\n", "", "bad config\n", 1},
		{"raise SystemExit(1, 2)\n", "", "(1, 2)\n", 1},
		{"try:\n    exit(4)\nexcept SystemExit as e:\n    print(e.code)\n", "4\n", "", 0},
	} {
		file := filepath.Join(dir, "p.py")
		if err := os.WriteFile(file, []byte(c.src), 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errOut bytes.Buffer
		code := pvmRun([]string{file}, &out, &errOut)
		if code != c.code || out.String() != c.stdout || errOut.String() != c.stderr {
			t.Errorf("%q: code %d stdout %q stderr %q; want %d %q %q", c.src, code, out.String(), errOut.String(), c.code, c.stdout, c.stderr)
		}
	}
}
