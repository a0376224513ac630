package compile

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/pvm/syntax"
)

func compileSource(t *testing.T, src string) (*Program, error) {
	t.Helper()
	mod, err := syntax.Parse("t.py", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return Compile("t.py", []byte(src), mod)
}

// TestCorpusCompiles compiles every conformance program; each must compile,
// and every code object's jumps and handlers must point inside its code.
func TestCorpusCompiles(t *testing.T) {
	files, _ := filepath.Glob("../../tests/pvm/cases/*.py")
	if len(files) < 300 {
		t.Fatalf("found %d corpus files, want at least 300", len(files))
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		mod, err := syntax.Parse(filepath.Base(f), src)
		if err != nil {
			continue // a case may test a syntax error raised at run time
		}
		prog, err := Compile(filepath.Base(f), src, mod)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		checkCode(t, f, prog.Top)
	}
}

func checkCode(t *testing.T, file string, c *Code) {
	n := len(c.Code)
	if len(c.Locs) != n || len(c.HandlerAt) != n {
		t.Errorf("%s %s: side tables do not match code length", file, c.QualName)
	}
	for pc, ins := range c.Code {
		op, arg := Decode(ins)
		switch op {
		case JUMP, POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE, JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP, FOR_ITER, SEND:
			if arg < 0 || arg > n {
				t.Errorf("%s %s: pc %d jumps to %d outside the code", file, c.QualName, pc, arg)
			}
		case LOAD_CONST:
			if sub, ok := c.Consts[arg].(*Code); ok {
				checkCode(t, file, sub)
			}
		}
	}
	for _, h := range c.Handlers {
		if h.Target < 0 || int(h.Target) >= n || int(h.Depth) > c.MaxStack {
			t.Errorf("%s %s: bad handler %+v", file, c.QualName, h)
		}
	}
}

func TestScopes(t *testing.T) {
	prog, err := compileSource(t, `
def outer(a):
    b = 1
    def inner():
        nonlocal b
        b += a
        return b
    return inner

class C:
    def m(self):
        return super().m()
`)
	if err != nil {
		t.Fatal(err)
	}
	dis := Disassemble(prog.Top)
	for _, want := range []string{
		"code outer (t.py:2) locals=[a inner] cells=[a b] free=[]",
		"code outer.<locals>.inner (t.py:4) locals=[] cells=[] free=[b a]",
		"code C (t.py:10) locals=[] cells=[__class__] free=[]",
		"code C.m (t.py:11) locals=[self] cells=[] free=[__class__]",
	} {
		if !strings.Contains(dis, want) {
			t.Errorf("disassembly lacks %q:\n%s", want, dis)
		}
	}
}

func TestCompileErrors(t *testing.T) {
	for src, want := range map[string]string{
		"def f():\n    nonlocal zz\n":                "no binding for nonlocal 'zz' found",
		"x = 1\ndef f():\n    x = 2\n    global x\n": "name 'x' is assigned to before global declaration",
		"x = 1j\n": "complex numbers are not supported by the PVM",
		// Errors inside match patterns must not upset the depth bookkeeping.
		"match x:\n    case -0j:\n        pass\n":                                             "complex numbers are not supported by the PVM",
		"match x:\n    case C(a=1 + 2j) | [0j]:\n        pass\n":                              "complex numbers are not supported by the PVM",
		"async def f():\n    yield 1\n    return 2\n":                                         "'return' with value in async generator",
		"def f():\n    try:\n        pass\n    except* E:\n        return\n":                  "cannot appear in an except* block",
		"for i in x:\n    try:\n        pass\n    except* E:\n        break\n":                "cannot appear in an except* block",
		"while x:\n    try:\n        pass\n    except* E:\n        continue\n":                "cannot appear in an except* block",
		"def g():\n    return [(y async for y in z) for z in zs]\nx = [x async for x in y]\n": "line 3",
	} {
		mod, err := syntax.Parse("t.py", []byte(src))
		if err == nil {
			_, err = Compile("t.py", []byte(src), mod)
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", src, err, want)
		}
	}
}

func TestFoldIntConstants(t *testing.T) {
	prog, err := compileSource(t, `
def f(x):
    return x % (1 << 64), x & (2**32 - 1), -(10**9 + 7), ~0xFF // -3

def g(x):
    return 2 ** 200, 1 << 200, 1 // 0, 1 << -1, True + 1, x + 1
`)
	if err != nil {
		t.Fatal(err)
	}
	dis := Disassemble(prog.Top)
	f := dis[strings.Index(dis, "code f "):strings.Index(dis, "code g ")]
	for _, want := range []string{"(18446744073709551616)", "(4294967295)", "(-1000000007)", "(85)"} {
		if !strings.Contains(f, want) {
			t.Errorf("f lacks the folded constant %s:\n%s", want, f)
		}
	}
	if n := strings.Count(f, "BINARY_OP"); n != 2 { // x % k and x & k
		t.Errorf("f has %d BINARY_OP, want 2:\n%s", n, f)
	}
	// Too large, raising, or not an int: left to run time.
	if g := dis[strings.Index(dis, "code g "):]; strings.Count(g, "BINARY_OP") != 6 {
		t.Errorf("g should fold nothing:\n%s", g)
	}
}

func TestFoldOtherConstants(t *testing.T) {
	prog, err := compileSource(t, `
def f():
    return 1 / 4, 2 * 0.5, -(1.5 - 3), '-' * 3, 'a' + 'b', b'x' * 2, (1, -2) + (3,) * 2, ((0, -1), (-1, 0))

def g(x):
    return 1 / 0, 1.0 / 0, 'a' * -1, 'ab' * 2049, '%d' % 5, 2 ** 0.5, 1.5 // 2, 'a' + b'b', (0,) * 257, (x, -1)
`)
	if err != nil {
		t.Fatal(err)
	}
	dis := Disassemble(prog.Top)
	f := dis[strings.Index(dis, "code f "):strings.Index(dis, "code g ")]
	if want := `(0.25, 1, 1.5, "---", "ab", [120 120], (1, -2, 3, 3), ((0, -1), (-1, 0)))`; !strings.Contains(f, want) || strings.Count(f, "\n") != 3 {
		t.Errorf("f should load the one constant %s:\n%s", want, f)
	}
	// Raising, too large, str % x, float // and **, mixed types: left to run time.
	if g := dis[strings.Index(dis, "code g "):]; strings.Count(g, "BINARY_OP") != 9 || strings.Count(g, "BUILD_TUPLE") != 2 {
		t.Errorf("g should fold only the -1:\n%s", g)
	}
}

// TestParallelAssign checks how `a, b = x, y` compiles: no tuple, and no
// SWAP when the targets are distinct locals, whose stores can run in any
// order.
func TestParallelAssign(t *testing.T) {
	prog, err := compileSource(t, `
def locals2(a, b):
    a, b = b, a

def locals3(a, b, c):
    a, b, c = c, a, b

def same(a):
    a, a = 1, 2

def attrs(o, p):
    o.x, p.x = p, o

G = 0
def globals2(a):
    global G
    G, a = a, G
`)
	if err != nil {
		t.Fatal(err)
	}
	dis := Disassemble(prog.Top)
	for name, swap := range map[string]bool{"locals2": false, "locals3": false, "same": true, "attrs": true, "globals2": true} {
		code := dis[strings.Index(dis, "code "+name+" "):]
		if i := strings.Index(code[1:], "code "); i >= 0 {
			code = code[:i+1]
		}
		if strings.Contains(code, "BUILD_TUPLE") || strings.Contains(code, "UNPACK_SEQUENCE") {
			t.Errorf("%s builds a tuple:\n%s", name, code)
		}
		if got := strings.Contains(code, "SWAP"); got != swap {
			t.Errorf("%s: SWAP %v, want %v:\n%s", name, got, swap, code)
		}
	}
}

// TestClosureCells checks that a closure's cells go to MAKE_FUNCTION one by
// one, counted in its argument, without a tuple.
func TestClosureCells(t *testing.T) {
	prog, err := compileSource(t, `
def outer(a, b):
    def inner(x=1):
        return a + b + x
    return inner, (a * v for v in b)
`)
	if err != nil {
		t.Fatal(err)
	}
	var cells []int
	var walk func(code *Code)
	walk = func(code *Code) {
		for pc, ins := range code.Code {
			op, arg := Decode(ins)
			if op == BUILD_TUPLE && pc+2 < len(code.Code) && Opcode(code.Code[pc+2]) == MAKE_FUNCTION {
				t.Errorf("%s: a tuple of cells before MAKE_FUNCTION", code.Name)
			}
			if op == MAKE_FUNCTION && arg&FuncClosure != 0 {
				cells = append(cells, arg>>FuncCellsShift)
			}
		}
		for _, k := range code.Consts {
			if child, ok := k.(*Code); ok {
				walk(child)
			}
		}
	}
	walk(prog.Top)
	// inner closes over a and b, the generator expression over a.
	if !slices.Equal(cells, []int{2, 1}) {
		t.Errorf("closures made with %v cells, want [2 1]", cells)
	}
}
