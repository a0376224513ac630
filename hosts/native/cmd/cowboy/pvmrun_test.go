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

// Scripts get CPython's recursion limit: 990 nested calls run, 1000 do not.
func TestPvmRunRecursionLimit(t *testing.T) {
	file := filepath.Join(t.TempDir(), "p.py")
	src := "def depth(n):\n    return 0 if n == 0 else 1 + depth(n - 1)\n" +
		"print(depth(990))\ntry:\n    depth(1000)\nexcept RecursionError as e:\n    print(e)\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := pvmRun([]string{file}, &out, &errOut); code != 0 || out.String() != "990\nmaximum recursion depth exceeded\n" {
		t.Errorf("code %d stdout %q stderr %q", code, out.String(), errOut.String())
	}
}

// An uncaught exception's traceback shows each frame's source line without
// its indentation (trailing blanks kept, CRLF handled), and carets under the
// failing operation unless it is the whole line, as CPython does.
func TestPvmRunTracebackSource(t *testing.T) {
	file := filepath.Join(t.TempDir(), "p.py")
	src := "def f(x):\r\n\t  return x[3]  \r\ntry:\r\n    f([])\r\nexcept IndexError as e:\r\n    raise KeyError('k') from e\r\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := pvmRun([]string{file}, &out, &errOut); code != 1 {
		t.Fatalf("code %d, want 1", code)
	}
	want := "Traceback (most recent call last):\n" +
		`  File "` + file + `", line 4, in <module>` + "\n    f([])\n" +
		`  File "` + file + `", line 2, in f` + "\n    return x[3]  \n           ~^^^\n" +
		"IndexError: list index out of range\n\n" +
		"The above exception was the direct cause of the following exception:\n\n" +
		"Traceback (most recent call last):\n" +
		`  File "` + file + `", line 6, in <module>` + "\n    raise KeyError('k') from e\n" +
		"KeyError: 'k'\n"
	if errOut.String() != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", errOut.String(), want)
	}
}

// TestPvmRunSuggestionAbsolutePath: as CPython, a program given by a
// relative path is named by its absolute path, and an uncaught NameError
// or AttributeError ends with the "Did you mean" suggestion.
func TestPvmRunSuggestionAbsolutePath(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.WriteFile("p.py", []byte("total = 1\nprint(totl)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := pvmRun([]string{"p.py"}, &out, &errOut); code != 1 {
		t.Fatalf("code %d, want 1", code)
	}
	abs, _ := filepath.Abs("p.py")
	want := "Traceback (most recent call last):\n" +
		`  File "` + abs + `", line 2, in <module>` + "\n    print(totl)\n          ^^^^\n" +
		"NameError: name 'totl' is not defined. Did you mean: 'total'?\n"
	if errOut.String() != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", errOut.String(), want)
	}
}

// An uncaught exception group prints in CPython's boxed layout.
func TestPvmRunTracebackExceptionGroup(t *testing.T) {
	file := filepath.Join(t.TempDir(), "p.py")
	src := "try:\n    raise KeyError('k')\nexcept KeyError as e:\n    err = e\nraise ExceptionGroup('g', [err, ExceptionGroup('in', [ValueError(1)])])\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := pvmRun([]string{file}, &out, &errOut); code != 1 {
		t.Fatalf("code %d, want 1", code)
	}
	want := "  + Exception Group Traceback (most recent call last):\n" +
		`  |   File "` + file + `", line 5, in <module>` + "\n" +
		"  |     raise ExceptionGroup('g', [err, ExceptionGroup('in', [ValueError(1)])])\n" +
		"  | ExceptionGroup: g (2 sub-exceptions)\n" +
		"  +-+---------------- 1 ----------------\n" +
		"    | Traceback (most recent call last):\n" +
		`    |   File "` + file + `", line 2, in <module>` + "\n" +
		"    |     raise KeyError('k')\n" +
		"    | KeyError: 'k'\n" +
		"    +---------------- 2 ----------------\n" +
		"    | ExceptionGroup: in (1 sub-exception)\n" +
		"    +-+---------------- 1 ----------------\n" +
		"      | ValueError: 1\n" +
		"      +------------------------------------\n"
	if errOut.String() != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", errOut.String(), want)
	}
}
