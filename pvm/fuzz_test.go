package pvm_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/cowboy-go/cowboy/pvm"
)

// FuzzRun executes arbitrary source under small limits. Whatever the input,
// the PVM must return normally: a result, a Python exception, a syntax
// error or a limit error — never a Go panic (reported as *InternalError).
//
//	go test ./pvm -run X -fuzz FuzzRun -fuzztime 60s
func FuzzRun(f *testing.F) {
	cases, _ := filepath.Glob("../tests/pvm/cases/*.py")
	for i, c := range cases {
		if i%3 != 0 {
			continue
		}
		if src, err := os.ReadFile(c); err == nil {
			f.Add(src)
		}
	}
	for _, s := range []string{
		"x = [1, 2, 3]\nprint(x[::-1], x * 2, {'a': x})",
		"class A:\n    def __getattr__(self, n): return n\nprint(A().foo)",
		"def g():\n    yield from range(3)\nprint(list(g()))",
		"print(f'{1.5:>10.3f}|{\"s\"!r:^8}|{10**20:,}')",
		"try:\n    1/0\nexcept ZeroDivisionError as e:\n    raise ValueError('x') from e",
		"print('-' * 40, (1, -2) + (3,) * 2, 1 / 3, 2.5 * -4, b'x' * 10**9, ((0,),) * 3, 'a' * -1, 1 / 0)",
		"def f(a, i):\n    a[i] += (1 << 64) - 1\n    while a[i] is not None and i in [0, 1]:\n        i += 1\n    return a[0] % (10**9 + 7)\nprint(f([1, None], 0))",
		"class A:\n    __len__ = classmethod(lambda c: 3)\n    __getitem__ = staticmethod(len)\nA.__dict__\nprint(len(A()), A()['ab'], [1] + A(), list[int][0])",
		"from typing import TypeVar, List\nT = TypeVar('T')\nprint(dict[str, list[T]][int], List[T] | None, {1: 2, 3 4})",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		// Odd-length programs run as scripts do, with slabs.
		_, err := pvm.RunSource("fuzz.py", src, pvm.Options{CyclesLimit: 200_000, MemoryLimit: 1 << 20, Stdout: io.Discard, Slabs: len(src)%2 == 1})
		var internal *pvm.InternalError
		if errors.As(err, &internal) {
			t.Fatalf("PVM panicked on:\n%s\n%v", src, err)
		}
	})
}
