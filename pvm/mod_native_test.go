package pvm

import (
	"bytes"
	"strings"
	"testing"
)

// The table tests of the Go modules (mod_*_test.go) are Python snippets
// with the stdout CPython 3.11 printed for them; a generator script ran
// each snippet under python3 and wrote the Go literals. Behaviour that is
// the PVM's own (the 4096-bit int cap, limits, strings without surrogates)
// is tested by hand below.

type pyCase struct{ src, want string }

// runPy runs src and returns its stdout followed by the error line of an
// uncaught exception or exhausted limit.
func runPy(t *testing.T, src string, cycles int64) string {
	t.Helper()
	var out bytes.Buffer
	_, err := RunSource("case.py", []byte(src), Options{CyclesLimit: cycles, MemoryLimit: 64 << 20, Stdout: &out})
	if err != nil {
		text := ErrorText(err)
		out.WriteString(text[strings.LastIndexByte(text, '\n')+1:] + "\n")
	}
	return out.String()
}

func runPyCases(t *testing.T, cases []pyCase) {
	t.Helper()
	for i, c := range cases {
		if got := runPy(t, c.src, 1e9); got != c.want {
			t.Errorf("case %d:\n%s\n--- got:\n%s--- want:\n%s", i, c.src, got, c.want)
		}
	}
}

func TestModulesPVMSpecific(t *testing.T) {
	runPyCases(t, []pyCase{
		// Results beyond the int cap fail before they are computed.
		{`import math
for f in [lambda: math.factorial(1000), lambda: math.comb(10 ** 12, 10 ** 6), lambda: math.perm(10 ** 12, 5000),
          lambda: math.lcm(*[2 ** 4000 + 1, 2 ** 4000 - 1]), lambda: math.comb(2 ** 4000, 2)]:
    try:
        f()
    except OverflowError as e:
        print(e)
print(math.factorial(300) > 0, math.comb(4000, 200) > 0)
`, strings.Repeat("integer exceeds the 4096-bit limit\n", 5) + "True True\n"},
		// Arithmetic at the cap: 4096-bit results are ints, 4097-bit ones fail.
		{`x = 1 << 4095
m = x - 1 + x
for f in [lambda: m.bit_length(), lambda: x * 2, lambda: m + 1, lambda: m * m, lambda: (1 << 2048) * (1 << 2047),
          lambda: (1 << 2048) * (1 << 2048), lambda: ((1 << 2048) - 1) * ((1 << 2048) + 1), lambda: -x - x,
          lambda: -m - 1, lambda: m << 1, lambda: (m >> 1) * 2 + 1]:
    try:
        print(f().bit_length())
    except OverflowError as e:
        print(e)
`, strings.NewReplacer("E", "integer exceeds the 4096-bit limit").Replace("13\nE\nE\nE\n4096\nE\n4096\nE\nE\nE\n4096\n")},
		// Exponents and shift counts near the limits of a machine word: the
		// size check must not overflow (10 ** 3678901234567890123 ran on).
		{`for f in [lambda: 10 ** 3678901234567890123, lambda: 3 ** (2 ** 62), lambda: (-7) ** (2 ** 63 - 1),
          lambda: 2 ** (2 ** 64), lambda: pow(5, 2 ** 61), lambda: 1 << (2 ** 63 - 1), lambda: (2 ** 100) << (2 ** 62),
          lambda: -1 << (2 ** 63 - 5), lambda: 1 << (2 ** 70)]:
    try:
        f()
    except OverflowError as e:
        print(e)
print(0 ** (2 ** 63 - 1), 1 ** (2 ** 64), (-1) ** (2 ** 63 - 1), 0 << (2 ** 63 - 1), 5 >> (2 ** 63 - 1), -5 >> (2 ** 64))
`, strings.Repeat("integer exceeds the 4096-bit limit\n", 9) + "0 1 -1 0 0 -1\n"},
		{`import json
try:
    json.loads("1" * 2000)
except OverflowError as e:
    print(e)
try:
    json.loads('"\\ud800"')
except ValueError as e:
    print(type(e).__name__, e.pos)
`, "integer exceeds the 4096-bit limit\nJSONDecodeError 1\n"},
		// Modules are per execution and mutable.
		{`import math, json
math.pi = 3
import math as m2
print(m2.pi, json.JSONDecodeError.__name__, json.decoder.JSONDecodeError is json.JSONDecodeError)
raise json.JSONDecodeError("boom", "a\nbc", 3)
`, "3 JSONDecodeError True\njson.decoder.JSONDecodeError: boom: line 2 column 2 (char 3)\n"},
		// The native helper behind defaultdict.__missing__ and OrderedDict's
		// methods is reachable from the module: bad calls are errors, not
		// crashes.
		{`import collections
for args in [(), (1, "popitem"), (int, int), (int, "copy")]:
    try:
        collections._method(*args)
    except TypeError as e:
        print(e)
`, strings.Repeat("method(cls, name) takes a class and the name of a native method\n", 4)},
	})
}

// TestModulesMetered checks that big inputs run out of cycles rather than
// running unmetered.
func TestModulesMetered(t *testing.T) {
	for _, src := range []string{
		"import json\njson.loads('[' + '1,' * 200000 + '1]')\n",
		"import json\njson.dumps(['x' * 1000] * 1000)\n",
		"import hashlib\nhashlib.sha256(b'x' * 1000000)\n",
		"import base64\nbase64.b64encode(b'x' * 1000000)\n",
		"import math\nmath.fsum(range(100000))\n",
	} {
		if got := runPy(t, src, 200000); !strings.Contains(got, "CycleLimitExceeded") {
			t.Errorf("%q: got %q, want a cycle limit error", src, got)
		}
	}
}
