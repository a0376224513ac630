package pvm

import (
	"io"
	"testing"
)

// TestTracebackCarets compares uncaught tracebacks with what CPython 3.11
// prints for the same programs: the source lines and the carets under the
// failing operation of each frame, and repeated frames of a recursion
// counted rather than printed; a syntax error's single caret for an
// indentation error; dataclass methods placed in "<string>" as CPython
// generates them, and no frames for library code that is native in CPython.
func TestTracebackCarets(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"binop_in_callee", `def f(a, b):
    return a  +  b   # sum
f(1, None)
`,
			`Traceback (most recent call last):
  File "t.py", line 3, in <module>
    f(1, None)
  File "t.py", line 2, in f
    return a  +  b   # sum
           ~~~^~~~
TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'`},
		{"subscript_nested", `x = {"a": {"b": None}}
y = x["a"]["b"]["c"]
`,
			`Traceback (most recent call last):
  File "t.py", line 2, in <module>
    y = x["a"]["b"]["c"]
        ~~~~~~~~~~~^^^^^
TypeError: 'NoneType' object is not subscriptable`},
		{"call_chain", `class A:
    def m(self, x):
        return x.foo
def f(a):
    return A().m(a)
y = {"k": f(1)}
`,
			`Traceback (most recent call last):
  File "t.py", line 6, in <module>
    y = {"k": f(1)}
              ^^^^
  File "t.py", line 5, in f
    return A().m(a)
           ^^^^^^^^
  File "t.py", line 3, in m
    return x.foo
           ^^^^^
AttributeError: 'int' object has no attribute 'foo'`},
		{"multiline_call", `def f(a,
      b):
    return a // b
x = f(1,
      0)
`,
			`Traceback (most recent call last):
  File "t.py", line 4, in <module>
    x = f(1,
        ^^^^
  File "t.py", line 3, in f
    return a // b
           ~~^^~~
ZeroDivisionError: integer division or modulo by zero`},
		{"method_chain_lines", `res = ("a b c"
       .split()
       .index("z"))
`,
			`Traceback (most recent call last):
  File "t.py", line 3, in <module>
    .index("z"))
     ^^^^^^^^^^
ValueError: 'z' is not in list`},
		{"unpack_target", `def f(a):
    a, b = a
f([1, 2, 3])
`,
			`Traceback (most recent call last):
  File "t.py", line 3, in <module>
    f([1, 2, 3])
  File "t.py", line 2, in f
    a, b = a
    ^^^^
ValueError: too many values to unpack (expected 2)`},
		{"assert_compare", `x = [1]
assert len(x) > 3, "too short"
`,
			`Traceback (most recent call last):
  File "t.py", line 2, in <module>
    assert len(x) > 3, "too short"
           ^^^^^^^^^^
AssertionError: too short`},
		{"augassign_subscript", `def f(d):
    d["x"] += 1
f({})
`,
			`Traceback (most recent call last):
  File "t.py", line 3, in <module>
    f({})
  File "t.py", line 2, in f
    d["x"] += 1
    ~^^^^^
KeyError: 'x'`},
		{"whole_line_statement", `def g():
    raise ValueError("v")
g()
`,
			`Traceback (most recent call last):
  File "t.py", line 3, in <module>
    g()
  File "t.py", line 2, in g
    raise ValueError("v")
ValueError: v`},
		{"comprehension", `data = [[1, 2], [3]]
flat = [row[1] for row in data]
`,
			`Traceback (most recent call last):
  File "t.py", line 2, in <module>
    flat = [row[1] for row in data]
           ^^^^^^^^^^^^^^^^^^^^^^^^
  File "t.py", line 2, in <listcomp>
    flat = [row[1] for row in data]
            ~~~^^^
IndexError: list index out of range`},
		{"decorator", `def deco(f):
    raise RuntimeError("deco")
class K:
    @staticmethod
    @deco
    def m(): pass
`,
			`Traceback (most recent call last):
  File "t.py", line 3, in <module>
    class K:
  File "t.py", line 5, in K
    @deco
     ^^^^
  File "t.py", line 2, in deco
    raise RuntimeError("deco")
RuntimeError: deco`},
		{"unicode_columns", `s = {"é": 1}
t = s["é"] + s["ü"]
`,
			`Traceback (most recent call last):
  File "t.py", line 2, in <module>
    t = s["é"] + s["ü"]
                 ~^^^^^
KeyError: 'ü'`},
		{"parenthesized_operand", `n = None
r = (n) * 2
`,
			`Traceback (most recent call last):
  File "t.py", line 2, in <module>
    r = (n) * 2
        ~~~~^~~
TypeError: unsupported operand type(s) for *: 'NoneType' and 'int'`},
		{"chained_exceptions", `def f():
    try:
        return [1][5]
    except IndexError:
        return None.foo
print("v", f())
`,
			`Traceback (most recent call last):
  File "t.py", line 3, in f
    return [1][5]
           ~~~^^^
IndexError: list index out of range

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "t.py", line 6, in <module>
    print("v", f())
               ^^^
  File "t.py", line 5, in f
    return None.foo
           ^^^^^^^^
AttributeError: 'NoneType' object has no attribute 'foo'`},
		{"recursion_folded", `def f(n):
    if n == 0:
        raise ValueError("bottom")
    return f(n - 1)
f(4)
`,
			`Traceback (most recent call last):
  File "t.py", line 5, in <module>
    f(4)
  File "t.py", line 4, in f
    return f(n - 1)
           ^^^^^^^^
  File "t.py", line 4, in f
    return f(n - 1)
           ^^^^^^^^
  File "t.py", line 4, in f
    return f(n - 1)
           ^^^^^^^^
  [Previous line repeated 1 more time]
  File "t.py", line 3, in f
    raise ValueError("bottom")
ValueError: bottom`},
		{"indentation_error_one_caret", `def f():
return 1
`,
			`  File "t.py", line 2
    return 1
    ^
IndentationError: expected an indented block after function definition on line 1`},
		{"dataclass_generated_init", `from dataclasses import dataclass, field, InitVar
@dataclass
class Order:
    id: int
    items: list = field(default_factory=list)
    scale: InitVar[int] = 1
    total: float = field(init=False, default=0.0)
    note: str = field(init=False, default_factory=str)
    def __post_init__(self, scale):
        if self.id < 0:
            raise ValueError(f"bad id {self.id}")
o = Order(-1)
`,
			`Traceback (most recent call last):
  File "t.py", line 12, in <module>
    o = Order(-1)
        ^^^^^^^^^
  File "<string>", line 6, in __init__
  File "t.py", line 11, in __post_init__
    raise ValueError(f"bad id {self.id}")
ValueError: bad id -1`},
		{"namedtuple_binding_error", `from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2, 3)
`,
			`Traceback (most recent call last):
  File "t.py", line 3, in <module>
    p = P(1, 2, 3)
        ^^^^^^^^^^
TypeError: P.__new__() takes 3 positional arguments but 4 were given`},
		{"abstract_class_no_library_frame", `from abc import ABC, abstractmethod
class S(ABC):
    @abstractmethod
    def area(self): ...
s = S()
`,
			`Traceback (most recent call last):
  File "t.py", line 5, in <module>
    s = S()
        ^^^
TypeError: Can't instantiate abstract class S with abstract method area`},
		{"defaultdict_factory_no_library_frame", `from collections import defaultdict
d = defaultdict(lambda: 1 / 0)
d["x"]
`,
			`Traceback (most recent call last):
  File "t.py", line 3, in <module>
    d["x"]
    ~^^^^^
  File "t.py", line 2, in <lambda>
    d = defaultdict(lambda: 1 / 0)
                            ~~^~~
ZeroDivisionError: division by zero`},
		{"wide_characters_before_carets", `d = {}; s = "日本語"; print(d[s] + "名前")
`,
			`Traceback (most recent call last):
  File "t.py", line 1, in <module>
    d = {}; s = "日本語"; print(d[s] + "名前")
                                ~^^^
KeyError: '日本語'`},
		{"wide_characters_in_operand", `名前 = "日本"
x = 名前 + 1
`,
			`Traceback (most recent call last):
  File "t.py", line 2, in <module>
    x = 名前 + 1
        ~~~~~^~~
TypeError: can only concatenate str (not "int") to str`},
		{"error_in_exit_at_with_line", `class Ctx:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        raise RuntimeError("exit failed")
def work():
    with Ctx():
        x = 1
        y = 2
    return x + y
work()
`,
			`Traceback (most recent call last):
  File "t.py", line 11, in <module>
    work()
  File "t.py", line 7, in work
    with Ctx():
  File "t.py", line 5, in __exit__
    raise RuntimeError("exit failed")
RuntimeError: exit failed`},
		{"with_traceback_none_drops_frames", `def handler():
    try:
        raise ValueError("original")
    except ValueError as e:
        raise e.with_traceback(None)
handler()
`,
			`Traceback (most recent call last):
  File "t.py", line 6, in <module>
    handler()
  File "t.py", line 5, in handler
    raise e.with_traceback(None)
ValueError: original`},
		{"dataclass_order_in_string", `from dataclasses import dataclass
@dataclass(order=True)
class P:
    x: int
    y: object = None
P(1, None) < P(1, 2)
`,
			`Traceback (most recent call last):
  File "t.py", line 6, in <module>
    P(1, None) < P(1, 2)
  File "<string>", line 4, in __lt__
TypeError: '<' not supported between instances of 'NoneType' and 'int'`},
	}
	for _, c := range cases {
		_, err := RunSource("t.py", []byte(c.src), Options{CyclesLimit: 1e6, MemoryLimit: 1 << 20, Stdout: io.Discard})
		if got := ErrorTextSource(err, "t.py", []byte(c.src)); got != c.want {
			t.Errorf("%s:\n%s\nwant:\n%s", c.name, got, c.want)
		}
	}
}
