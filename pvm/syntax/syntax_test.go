package syntax

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// The golden files are produced by testdata/gen_golden.py with CPython 3.11.

func readGolden(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("missing golden file (run testdata/gen_golden.py): %v", err)
	}
	return strings.TrimSuffix(string(b), "\n")
}

func firstDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := i - 120
	if lo < 0 {
		lo = 0
	}
	clip := func(s string) string {
		if i+120 < len(s) {
			return s[lo : i+120]
		}
		if lo > len(s) {
			return ""
		}
		return s[lo:]
	}
	return fmt.Sprintf("at byte %d:\n  got:  %s\n  want: %s", i, clip(a), clip(b))
}

func TestParseGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/parse/*.py")
	if len(files) < 60 {
		t.Fatalf("expected at least 60 parse corpus files, found %d", len(files))
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want := readGolden(t, f+".ast")
		m, err := Parse("f.py", src)
		if err != nil {
			t.Errorf("%s: unexpected error:\n%v", f, err)
			continue
		}
		if got := Dump(m, true); got != want {
			t.Errorf("%s: dump mismatch %s", f, firstDiff(got, want))
		}
	}
}

func errorLine(err error) string {
	var e *Error
	if !errors.As(err, &e) {
		return fmt.Sprintf("not a *syntax.Error: %T %v", err, err)
	}
	return fmt.Sprintf("%s: %s (%d:%d)", e.Kind, e.Msg, e.Line, e.Col)
}

func TestErrorGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/errors/*.py")
	if len(files) < 40 {
		t.Fatalf("expected at least 40 error corpus files, found %d", len(files))
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want := readGolden(t, f+".err")
		_, err = Parse("f.py", src)
		if err == nil {
			t.Errorf("%s: parsed without error, want %s", f, want)
			continue
		}
		if got := errorLine(err); got != want {
			t.Errorf("%s:\n  got:  %s\n  want: %s\n  source: %q", f, got, want, src)
		}
	}
}

// TestErrorString checks Error() against what `python3 f.py` (CPython
// 3.11) prints for a syntax error in f.py, without the final newline.
func TestErrorString(t *testing.T) {
	cases := []struct{ src, want string }{
		{"x = = 1\n", "  File \"f.py\", line 1\n    x = = 1\n        ^\nSyntaxError: invalid syntax"},
		{"f(a, b for b in c)\n", "  File \"f.py\", line 1\n    f(a, b for b in c)\n         ^^^^^^^^^^^^\nSyntaxError: Generator expression must be parenthesized"},
		{"if x:\n    y = (1,\n        2]\n", "  File \"f.py\", line 3\n    2]\n     ^\nSyntaxError: closing parenthesis ']' does not match opening parenthesis '(' on line 2"},
		{"s = 'é' + (1 2)\n", "  File \"f.py\", line 1\n    s = 'é' + (1 2)\n               ^^^\nSyntaxError: invalid syntax. Perhaps you forgot a comma?"},
		{"def f():\n\treturn 1 +* 2\n", "  File \"f.py\", line 2\n    return 1 +* 2\n              ^\nSyntaxError: invalid syntax"},
		{"if x:\n", "  File \"f.py\", line 1\n    if x:\nIndentationError: expected an indented block after 'if' statement on line 1"},
		{"if True:\n    x = 1\n\ty = 2\n", "  File \"f.py\", line 3\n    y = 2\nTabError: inconsistent use of tabs and spaces in indentation"},
		{"x = (\n", "  File \"f.py\", line 1\n    x = (\n        ^\nSyntaxError: '(' was never closed"},
		{"with open(\"f\") as f\n    pass\n", "  File \"f.py\", line 1\n    with open(\"f\") as f\n                       ^\nSyntaxError: expected ':'"},
		{"with (a as b, c as d)\n    pass\n", "  File \"f.py\", line 1\n    with (a as b, c as d)\n                         ^\nSyntaxError: expected ':'"},
		{"d = {\"a\": 1, \"b\" 2}\n", "  File \"f.py\", line 1\n    d = {\"a\": 1, \"b\" 2}\n                   ^\nSyntaxError: ':' expected after dictionary key"},
		{"d = {\"a\": 1, f(x y): 3}\n", "  File \"f.py\", line 1\n    d = {\"a\": 1, f(x y): 3}\n                 ^\nSyntaxError: ':' expected after dictionary key"},
		{"d = {\"a\": 1, (\"b\" 2): 3}\n", "  File \"f.py\", line 1\n    d = {\"a\": 1, (\"b\" 2): 3}\n                  ^^^^^\nSyntaxError: invalid syntax. Perhaps you forgot a comma?"},
		{"try:\n    pass\nexcept ValueError, TypeError as e:\n    pass\n", "  File \"f.py\", line 3\n    except ValueError, TypeError as e:\n           ^^^^^^^^^^^^^^^^^^^^^^^^^^\nSyntaxError: multiple exception types must be parenthesized"},
		{"d = {\"a\": 1, \"b\": *x}\n", "  File \"f.py\", line 1\n    d = {\"a\": 1, \"b\": *x}\n                      ^^\nSyntaxError: cannot use a starred expression in a dictionary value"},
		{"try:\n    x = 1\n", "  File \"f.py\", line 2\n    x = 1\nSyntaxError: expected 'except' or 'finally' block"},
	}
	for _, c := range cases {
		_, err := Parse("f.py", []byte(c.src))
		if err == nil {
			t.Errorf("%q: no error", c.src)
			continue
		}
		if got := err.Error(); got != c.want {
			t.Errorf("%q:\ngot:\n%s\nwant:\n%s", c.src, got, c.want)
		}
	}
}

func TestConstantValues(t *testing.T) {
	m, err := Parse("f.py", []byte("None; True; 0x_ff; 1_000; 1.5; 2j; 'a\\x41' 'b'; b'\\x00'; ...\n"))
	if err != nil {
		t.Fatal(err)
	}
	vals := make([]any, len(m.Body))
	for i, s := range m.Body {
		vals[i] = s.(*ExprStmt).Value.(*Constant).Value
	}
	if vals[0] != nil || vals[1] != true {
		t.Errorf("None/True: %v %v", vals[0], vals[1])
	}
	if v, ok := vals[2].(*big.Int); !ok || v.Int64() != 255 {
		t.Errorf("hex: %#v", vals[2])
	}
	if v, ok := vals[3].(*big.Int); !ok || v.Int64() != 1000 {
		t.Errorf("int: %#v", vals[3])
	}
	if v, ok := vals[4].(float64); !ok || v != 1.5 {
		t.Errorf("float: %#v", vals[4])
	}
	if v, ok := vals[5].(Imaginary); !ok || v != 2 {
		t.Errorf("imaginary: %#v", vals[5])
	}
	if v, ok := vals[6].(string); !ok || v != "aAb" {
		t.Errorf("str: %#v", vals[6])
	}
	if v, ok := vals[7].(Bytes); !ok || !bytes.Equal(v, []byte{0}) {
		t.Errorf("bytes: %#v", vals[7])
	}
	if _, ok := vals[8].(Ellipsis); !ok {
		t.Errorf("ellipsis: %#v", vals[8])
	}
}

func TestFormatFloat(t *testing.T) {
	cases := map[float64]string{
		1: "1.0", 1.5: "1.5", 1e16: "1e+16", 1e15: "1000000000000000.0", 0.0001: "0.0001",
		0.00001: "1e-05", 1e22: "1e+22", 0.1: "0.1", 123456789.125: "123456789.125",
		1.7976931348623157e308: "1.7976931348623157e+308", 5e-324: "5e-324", 0: "0.0",
	}
	for f, want := range cases {
		if got := FormatFloat(f); got != want {
			t.Errorf("FormatFloat(%v) = %q, want %q", f, got, want)
		}
	}
}

func TestLimits(t *testing.T) {
	lim := DefaultLimits
	lim.MaxSourceBytes = 100
	if _, err := ParseWithLimits("f.py", bytes.Repeat([]byte("x\n"), 100), lim); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("size limit: %v", err)
	}
	cases := []struct {
		src  string
		want string
	}{
		{strings.Repeat("(", 199) + strings.Repeat(")", 199) + "\n", ""},
		{strings.Repeat("[", 201) + "\n", "too many nested parentheses"},
		{"x = " + strings.Repeat("-", 5000) + "1\n", "limit 2900"},
		{"x = " + strings.Repeat("not ", 5000) + "1\n", "limit 2900"},
		{"x = 1" + strings.Repeat(" + 1", 5000) + "\n", "limit 2900"},
		{"x = a" + strings.Repeat(".b", 5000) + "\n", "limit 2900"},
		{"x = " + strings.Repeat("lambda: ", 4000) + "1\n", "limit 2900"},
		{"if x: pass\n" + strings.Repeat("elif x: pass\n", 3000), "limit 2900"},
		{nestedBlocks(101), "too many levels of indentation"},
		{"x = 1" + strings.Repeat("0", 5000) + "\n", "Exceeds the limit (4300 digits)"},
		{"f'" + strings.Repeat("{", 300) + "'\n", ""},
	}
	for _, c := range cases {
		_, err := Parse("f.py", []byte(c.src))
		name := c.src
		if len(name) > 30 {
			name = name[:30]
		}
		switch {
		case c.want == "" && err != nil && strings.Contains(c.src, "f'"):
			// any syntax error is fine for this one
		case c.want == "" && err != nil:
			t.Errorf("%q: unexpected error %v", name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%q: got %v, want error containing %q", name, err, c.want)
		}
	}
}

func nestedBlocks(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(strings.Repeat(" ", i))
		b.WriteString("if x:\n")
	}
	b.WriteString(strings.Repeat(" ", n))
	b.WriteString("pass\n")
	return b.String()
}

func TestWalk(t *testing.T) {
	m, err := Parse("f.py", []byte("def f(a, b=1):\n    return a + b\nx = [f(i) for i in range(3)]\n"))
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	Walk(m, func(n Node) bool {
		kinds = append(kinds, strings.TrimPrefix(fmt.Sprintf("%T", n), "*syntax."))
		return true
	})
	want := "Module FunctionDef Arguments Arg Arg Constant Return BinOp Name Name Assign Name ListComp Call Name Name Comprehension Name Call Name Constant"
	if got := strings.Join(kinds, " "); got != want {
		t.Errorf("walk order:\n got  %s\n want %s", got, want)
	}
	n := 0
	Walk(m, func(Node) bool { n++; return false })
	if n != 1 {
		t.Errorf("Walk did not stop at root: %d", n)
	}
}

// TestStdlib compares Dump(Parse(f)) with CPython's ast.dump for the
// top-level modules of CPython's standard library. Skipped when python3
// 3.11 or the library directory is unavailable.
func TestStdlib(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode")
	}
	dir := "/root/.pyenv/versions/3.11.7/lib/python3.11"
	files, _ := filepath.Glob(filepath.Join(dir, "*.py"))
	if len(files) == 0 {
		t.Skip("stdlib directory not found")
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found")
	}
	sort.Strings(files)
	script := `
import ast, sys, warnings
warnings.simplefilter("ignore")
if sys.version_info[:2] != (3, 11):
    print("VERSION", sys.version.split()[0]); sys.exit(0)
for path in sys.stdin.read().split("\n"):
    if not path: continue
    src = open(path, "rb").read()
    try:
        src = src.decode("utf-8")
        out = ast.dump(ast.parse(src), include_attributes=True)
        compile(src, "f.py", "exec")
    except SyntaxError as e:
        out = "ERR %s: %s (%s:%s)" % (type(e).__name__, e.msg, e.lineno, e.offset)
    except UnicodeDecodeError:
        out = "SKIP"
    print(path + "\t" + out.replace("\n", "\\n"))
`
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, py, "-c", script)
	cmd.Stdin = strings.NewReader(strings.Join(files, "\n"))
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("python3 failed: %v", err)
	}
	if bytes.HasPrefix(out, []byte("VERSION")) {
		t.Skipf("python3 is not 3.11: %s", out)
	}
	pass, skip, total := 0, 0, 0
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		path, want, _ := strings.Cut(sc.Text(), "\t")
		if want == "SKIP" {
			continue
		}
		total++
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Parse("f.py", src)
		var got string
		if err != nil {
			got = "ERR " + errorLine(err)
			if isKnownLimitation(err) {
				skip++
				continue
			}
		} else {
			got = strings.ReplaceAll(Dump(m, true), "\n", "\\n")
		}
		if got == want {
			pass++
		} else {
			t.Errorf("%s: %s", path, firstDiff(got, want))
		}
	}
	t.Logf("stdlib: %d/%d files identical to CPython (%d skipped: known limitations)", pass, total, skip)
}

// isKnownLimitation reports errors for inputs CPython accepts but this
// package deliberately rejects.
func isKnownLimitation(err error) bool {
	s := err.Error()
	for _, k := range []string{"surrogate code points", `\N{...} escapes`, "only utf-8 is supported", "NFKC"} {
		if strings.Contains(s, k) {
			return true
		}
	}
	return false
}

func corpusSources(tb testing.TB) [][]byte {
	var out [][]byte
	for _, pat := range []string{"testdata/parse/*.py", "testdata/errors/*.py"} {
		files, _ := filepath.Glob(pat)
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				tb.Fatal(err)
			}
			out = append(out, b)
		}
	}
	return out
}

func FuzzParse(f *testing.F) {
	for _, src := range corpusSources(f) {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		// Watchdog: a parse must never hang; crash (so the fuzzer records
		// the input) if one takes more than 10 seconds.
		done := make(chan struct{})
		defer close(done)
		go func() {
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				panic(fmt.Sprintf("Parse did not finish within 10s on %q", src))
			}
		}()
		m, err := Parse("fuzz.py", src)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error is %T, not *Error", err)
			}
			_ = e.Error()
			return
		}
		_ = Dump(m, true)
		Walk(m, func(Node) bool { return true })
	})
}

// benchSource is about 1000 lines of Python built from the corpus: the
// realistic modules, or (grammar=true) every corpus file.
func benchSource(b *testing.B, grammar bool) []byte {
	names := []string{"043_real_world1.py", "044_real_world2.py", "045_contract.py", "016_functions.py",
		"018_classes.py", "019_if_while_for.py", "020_try.py", "021_with.py", "022_imports.py", "046_nested_blocks.py"}
	if grammar {
		files, _ := filepath.Glob("testdata/parse/*.py")
		names = names[:0]
		for _, f := range files {
			names = append(names, filepath.Base(f))
		}
	}
	var buf bytes.Buffer
	for buf.Len() == 0 || bytes.Count(buf.Bytes(), []byte("\n")) < 1000 {
		for _, n := range names {
			src, err := os.ReadFile(filepath.Join("testdata/parse", n))
			if err != nil {
				b.Fatal(err)
			}
			buf.Write(src)
			buf.WriteByte('\n')
		}
	}
	return buf.Bytes()
}

func BenchmarkParse(b *testing.B)        { benchParse(b, false) }
func BenchmarkParseGrammar(b *testing.B) { benchParse(b, true) }

func benchParse(b *testing.B, grammar bool) {
	src := benchSource(b, grammar)
	if _, err := Parse("bench.py", src); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Parse("bench.py", src); err != nil {
			b.Fatal(err)
		}
	}
}
