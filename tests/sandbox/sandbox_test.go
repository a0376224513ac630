// Package sandbox attacks the PVM the way a hostile actor would: escape
// attempts through imports, dynamic code and introspection, and resource
// bombs. Every attempt must end with a clear error inside the limits —
// never a host panic, a hang, or a limit that actor code can catch.
package sandbox

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/cowboy-go/cowboy/pvm"
)

// Actor-sized limits (spec parameters.md §1 uses 10 MiB of heap per call).
const (
	cycleLimit  = 20_000_000
	memoryLimit = 10 << 20
)

type attempt struct {
	name string
	src  string
	want string // substring of the error text
}

var escapes = []attempt{
	{"import os", "import os", "ImportError: import of 'os' is not allowed in the PVM"},
	{"import sys", "import sys", "ImportError: import of 'sys' is not allowed"},
	{"from time", "from time import time", "ImportError: import of 'time' is not allowed"},
	{"import random", "import random", "ImportError: import of 'random' is not allowed"},
	{"relative import", "from . import x", "ImportError"},
	{"__import__", "__import__('os')", "DeterminismError: __import__() is not available"},
	{"eval", "eval('1+1')", "DeterminismError: eval() is not available"},
	{"exec", "exec('x = 1')", "DeterminismError: exec() is not available"},
	{"compile", "compile('1', 'f', 'eval')", "DeterminismError: compile() is not available"},
	{"globals through typing", "import typing\ntyping._module_namespace('__main__')", "internal to the library"},
	{"library compile helper", "import dataclasses\ndataclasses._make_function('def f(): pass', {}, 'f', [])", "internal to the library"},
	{"field name injection", "from dataclasses import dataclass\nclass C:\n    __annotations__ = {'x=1): pass\\ndef g(': int}\ndataclass(C)", "Field names must be valid identifiers"},
	{"open", "open('/etc/passwd')", "DeterminismError: open() is not available"},
	{"input", "input()", "DeterminismError: input() is not available"},
	{"globals", "globals()['x'] = 1", "DeterminismError: globals() is not available"},
	{"locals", "locals()", "DeterminismError: locals() is not available"},
	{"vars", "vars()", "DeterminismError: vars() is not available"},
	{"id", "id(object())", "DeterminismError: id() is not available"},
	{"set literal", "s = {1, 2}", "DeterminismError: E1101"},
	{"set comprehension", "s = {x for x in range(3)}", "DeterminismError: E1101"},
	{"set()", "s = set()", "DeterminismError: E1101"},
	{"frozenset()", "s = frozenset([1])", "DeterminismError: E1101"},
	{"subclasses", "object.__subclasses__()", "not available in the PVM sandbox"},
	{"subclass walk", "(1).__class__.__mro__[-1].__subclasses__()", "not available in the PVM sandbox"},
	{"type subclasses", "type.__subclasses__(object)", "not available in the PVM sandbox"},
	{"function globals", "def f(): pass\nf.__globals__", "not available in the PVM sandbox"},
	{"function code", "def f(): pass\nf.__code__", "not available in the PVM sandbox"},
	{"code replacement", "def f(): pass\ndef g(): return 1\nf.__code__ = g.__code__", "not available in the PVM sandbox"},
	{"closure cells", "def f():\n    x = 1\n    return lambda: x\nf().__closure__", "not available in the PVM sandbox"},
	{"getattr globals", "def f(): pass\ngetattr(f, '__glo' + 'bals__')", "not available in the PVM sandbox"},
	{"builtins", "__builtins__", "NameError"},
	{"generator frame", "g = (x for x in [1])\ng.gi_frame", "not available in the PVM sandbox"},
	{"generator code", "def gen():\n    yield 1\ngen().gi_code", "not available in the PVM sandbox"},
	{"coroutine frame", "async def c(): pass\nc().cr_frame", "not available in the PVM sandbox"},
	{"traceback frame", "try:\n    1/0\nexcept Exception as e:\n    e.__traceback__.tb_frame", "not available in the PVM sandbox"},
	{"bound method globals", "class A:\n    def m(self): pass\nA().m.__func__.__globals__", "not available in the PVM sandbox"},
	{"reduce", "(1).__reduce_ex__(2)", "not available in the PVM sandbox"},
}

// bigFrame is a statement that gives a function 5000 local variables.
var bigFrame = func() string {
	names := make([]string, 5000)
	for i := range names {
		names[i] = fmt.Sprintf("v%d", i)
	}
	return strings.Join(names, " = ") + " = 0"
}()

var bombs = []attempt{
	{"huge literal", "x = " + strings.Repeat("9", 1235), "exceeds the PVM's source digit limit"},
	{"huge digit run in a string", "s = '" + strings.Repeat("1", 2000) + "'", "exceeds the PVM's source digit limit"},
	{"infinite loop", "while True:\n    pass", "E1201 CycleLimitExceeded"},
	{"infinite generator", "def g():\n    while True:\n        yield 1\nfor _ in g():\n    pass", "E1201 CycleLimitExceeded"},
	{"deep recursion", "def f(n):\n    return f(n + 1)\nf(0)", "RecursionError: maximum recursion depth exceeded"},
	{"mutual recursion", "def a(n): return b(n)\ndef b(n): return a(n)\na(0)", "RecursionError"},
	{"recursion in __repr__", "class A:\n    def __repr__(self): return repr(self)\nrepr(A())", "RecursionError"},
	{"str repetition", `"a" * 10**10`, "Exceeded"},
	{"list repetition", "[0] * 10**9", "Exceeded"},
	// 2**23 * 2**40 bytes overflow a 64-bit product.
	{"str repetition overflow", "s = 'a' * 2**23\ns * 2**40", "OverflowError: repeated string is too long"},
	{"bytes repetition overflow", "b = b'a' * 2**23\nb * 2**40", "OverflowError: repeated bytes are too long"},
	{"huge power", "10 ** 10**8", "OverflowError"},
	{"huge shift", "1 << 10**9", "OverflowError"},
	{"list doubling", "x = [1]\nwhile True:\n    x = x + x", "E1202 MemoryLimitExceeded"},
	{"string doubling", "s = 'ab'\nwhile True:\n    s += s", "E1202 MemoryLimitExceeded"},
	{"nested list doubling", "x = []\nwhile True:\n    x = [x, x]", "Exceeded"},
	{"dict growth", "d = {}\ni = 0\nwhile True:\n    d[i] = i\n    i += 1", "Exceeded"},
	{"range materialised", "list(range(10**9))", "E1202 MemoryLimitExceeded"},
	{"join bomb", "''.join(['x' * 1000] * 100000)", "Exceeded"},
	{"format width", "f'{1:{10**8}}'", "Exceeded"},
	{"percent width", "'%*d' % (10**8, 1)", "Exceeded"},
	{"ljust", "'x'.ljust(10**9)", "Exceeded"},
	{"replace blowup", "s = 'a' * 100000\ns = s.replace('a', 'a' * 1000)", "Exceeded"},
	{"bytes bomb", "bytes(10**9)", "Exceeded"},
	{"bytearray bomb", "bytearray(10**9)", "Exceeded"},
	{"deep nesting repr", "x = []\nfor i in range(100000):\n    x = [x]\nrepr(x)", "RecursionError"},
	{"deep nesting equality", "x = []\ny = []\nfor i in range(100000):\n    x = [x]\n    y = [y]\nx == y", "RecursionError"},
	{"sort bomb", "sorted(range(10**8))", "Exceeded"},
	// Work that grows with its operands' size is charged for it.
	{"long str equality", "a = 'x' * 4_000_000\nb = 'x' * 4_000_000\nwhile True:\n    a == b", "E1201 CycleLimitExceeded"},
	{"long bytes order", "a = b'x' * 4_000_000\nb = b'x' * 4_000_000\nwhile True:\n    a < b", "E1201 CycleLimitExceeded"},
	{"long str dict key", "a = 'x' * 4_000_000\nd = {'x' * 4_000_000: 1}\nwhile True:\n    d[a]", "E1201 CycleLimitExceeded"},
	{"long attribute name", "class A: pass\no = A()\nsetattr(o, 'x' * 4_000_000, 1)\nn = 'x' * 4_000_000\nwhile True:\n    getattr(o, n)", "E1201 CycleLimitExceeded"},
	{"tuple hash", "t = (0,) * 300_000\nwhile True:\n    hash(t)", "E1201 CycleLimitExceeded"},
	{"bytes hash", "b = b'x' * 8_000_000\nwhile True:\n    hash(b)", "E1201 CycleLimitExceeded"},
	{"big frame calls", "def f():\n    return\n    " + bigFrame + "\nwhile True:\n    f()", "E1201 CycleLimitExceeded"},
	{"deep big frames", "def f(n):\n    if n:\n        f(n - 1)\n    return\n    " + bigFrame + "\nf(200)", "E1202 MemoryLimitExceeded"},
	// What native code holds while Python code it called runs is live.
	{"list of a generator", "def g():\n    while True:\n        yield [0] * 100_000\nlist(g())", "E1202 MemoryLimitExceeded"},
	{"dict of a generator", "def g():\n    i = 0\n    while True:\n        i += 1\n        yield i, [0] * 100_000\ndict(g())", "E1202 MemoryLimitExceeded"},
	{"reduce accumulator", "import functools\nfunctools.reduce(lambda a, b: a + [b] * 1000, range(10**6), [])", "E1202 MemoryLimitExceeded"},
	{"sort keys", "sorted(range(1000), key=lambda i: [0] * 100_000)", "E1202 MemoryLimitExceeded"},
	{"kept tracebacks", "def f(n):\n    if n == 0:\n        raise ValueError\n    f(n - 1)\nkeep = []\nwhile True:\n    try:\n        f(200)\n    except ValueError as e:\n        keep.append(e)", "E1202 MemoryLimitExceeded"},
	{"catch cycles", "try:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')", "E1201 CycleLimitExceeded"},
	{"catch memory", "try:\n    x = [0] * 10**6\n    while True:\n        x = x + x\nexcept BaseException:\n    print('caught')", "E1202 MemoryLimitExceeded"},
	{"catch in finally", "try:\n    while True:\n        pass\nfinally:\n    print('finally ran')", "E1201 CycleLimitExceeded"},
	{"catch in with", "class C:\n    def __enter__(self): return self\n    def __exit__(self, *a):\n        print('exit ran')\n        return True\nwith C():\n    while True:\n        pass", "E1201 CycleLimitExceeded"},
	{"catch in generator", "def g():\n    try:\n        yield 1\n        while True:\n            pass\n    except BaseException:\n        yield 'caught'\nfor v in g():\n    print(v)", "E1201 CycleLimitExceeded"},
}

func TestEscapeAttemptsAreRefused(t *testing.T) { runAll(t, escapes) }

func TestResourceBombsEndInsideLimits(t *testing.T) { runAll(t, bombs) }

func runAll(t *testing.T, attempts []attempt) {
	for _, a := range attempts {
		t.Run(a.name, func(t *testing.T) {
			t.Parallel()
			out, text, res := run(t, a.src)
			if !strings.Contains(text, a.want) {
				t.Fatalf("error %q; want it to contain %q", text, a.want)
			}
			if strings.Contains(out, "caught") {
				t.Errorf("actor code caught an exhausted limit: stdout %q", out)
			}
			if res.CyclesUsed > cycleLimit || res.MemoryPeak > memoryLimit {
				t.Errorf("ran past its limits: cycles=%d memory_peak=%d", res.CyclesUsed, res.MemoryPeak)
			}
		})
	}
}

// run executes src under actor limits, failing the test on a host panic
// (reported as an internal error) or if it does not finish promptly.
func run(t *testing.T, src string) (stdout, errText string, res pvm.Result) {
	type outcome struct {
		out string
		err error
		res pvm.Result
	}
	done := make(chan outcome, 1)
	go func() {
		var out bytes.Buffer
		res, err := pvm.RunSource("attack.py", []byte(src), pvm.Options{CyclesLimit: cycleLimit, MemoryLimit: memoryLimit, Stdout: &out})
		done <- outcome{out.String(), err, res}
	}()
	select {
	case o := <-done:
		var internal *pvm.InternalError
		if errors.As(o.err, &internal) {
			t.Fatalf("host panic: %v", o.err)
		}
		if o.err == nil {
			t.Fatalf("ran to completion; want an error (stdout %q)", o.out)
		}
		return o.out, pvm.ErrorText(o.err), o.res
	case <-time.After(20 * time.Second):
		t.Fatal("did not finish within 20 s: some work is not metered")
	}
	return
}
