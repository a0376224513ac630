class Ctx:
    def __init__(self, n): self.n = n
    def __enter__(self):
        print("enter", self.n)
        return self.n * 10
    def __exit__(self, *exc):
        print("exit", self.n, exc[0].__name__ if exc[0] else None)
        return False
with (Ctx(1) as a, Ctx(2) as b):
    print("body", a, b)
with (Ctx(3)):
    pass
buttons = [{"ok": lambda f: (print("decorating", f.__name__), f)[1]}]
@buttons[0]["ok"]
def clicked():
    return "clicked!"
print(clicked())
idx = (1, 2)
class M:
    def __getitem__(self, k): return k
m = M()
print(m[*idx], m[0, *idx], m[1:2, ...], m[...])
x, w = "hi", 8
print(f"{x!r:^{w}}|{x:>{w - 2}}|{'nested ' + f'{x}'}|{3.14159:.{2}f}|{x=}|{w * 2 = }")
print(rf"\d{x}\n", Rb"\x00", b"\x41\102", "\N{GREEK SMALL LETTER ALPHA}\u00e9\U0001F600", "a" "b" f"{x}" "c")
s = """line one \
continued
	tabbed"""
print(repr(s))
print(1_000_000 + 0x_ff + 0o_17 + 0b_1, 1_0.5e1_0, .5, 5., 1e-3, 0e0)
print(1 < 2 == 2 > 1, 1 < 2 > 3, not 1 == 2, (1 if 0 else 2 if 0 else 3))
f = lambda x, /, y=2, *a, z, **k: (x, y, a, z, k)
print(f(1, z=0), f(1, 2, 3, z=4, q=5))
def g(a, b, /, c, *, d): return a + b + c + d
print(g(1, 2, 3, d=4), g(1, 2, c=3, d=4))
print(*[], sep="")
print(*"abc", sep="-", end="!\n")
print("no newline", end="")
print()
print("x", "y", sep=None, end=None)
print(..., Ellipsis is ..., type(...).__name__)
items = [1, 2, 3]
match items:
    case [1, *others] if (n := len(others)) == 2:
        print("walrus in guard", n, others)
def gen():
    received = []
    while len(received) < 3:
        received.append((yield len(received)))
    return received
g2 = gen(); next(g2); g2.send("a"); g2.send("b")
try:
    g2.send("c")
except StopIteration as e:
    print(e.value)
global_var = 1
def outer():
    def inner():
        global global_var
        global_var += 1
    inner()
outer()
print(global_var)
print([(i, j) for i in range(3) if i for j in range(i) if j != 1], [*map(str.upper, "ab")], {**{"a": 1}, "a": 2})
a = b = c = []
a.append(1)
print(a is b is c, b, [1] * 2 == [1, 1], [[]] * 2)
(p, q), [r, *s2] = (1, 2), "xyz"
print(p, q, r, s2)
i = 0
lst = [0, 0, 0]
i, lst[i] = 1, 5
print(i, lst)
del lst[0], lst[-1]
print(lst)
assert True, "never"
try:
    assert isinstance(i, str), f"i is {type(i).__name__}"
except AssertionError as e:
    print("AssertionError:", e)
if __name__ == "__main__":
    print("main guard", __name__)
