# Details a sweep against CPython found: dict equality compares by the
# stored hashes (a key's __hash__ does not run again), iterators over
# non-ASCII strs are str_iterators, and a class statement with a base that
# is not a class fails as CPython's metaclass call does.

class H:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        H.calls += 1
        return self.v % 3

    def __eq__(self, other):
        return isinstance(other, H) and self.v == other.v


keys = [H(i) for i in range(6)]
d1 = {k: k.v for k in keys}
d2 = {H(i): i for i in range(6)}
print("hashed", H.calls)
H.calls = 0
print(d1 == d2, d1 != d2, d1 == {H(0): 0}, H.calls)
d2[H(5)] = 50
print(d1 == d2, H.calls)
print({1: [1, 2], "a": {"b": 1}} == {"a": {"b": 1}, 1: [1, 2]})

for s in ("abc", "é", "", "日本", "x\u00ff"):
    it = iter(s)
    print(repr(s), type(it).__name__, list(it))

def show(f):
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)

show(lambda: type('X', (1,), {}))
show(lambda: type('X', (int, 1), {}))
def c1():
    class A(1): pass
def c2():
    class A(int, 1): pass
def c3():
    class A("x"): pass
def c4():
    class A(1, metaclass=type): pass
def c5():
    class A(None): pass
for f in (c1, c2, c3, c4, c5):
    show(f)

# Merging a dict reuses its stored hashes too.
src = {H(i): i for i in range(4)}
H.calls = 0
merged = src | src
copied = dict.fromkeys(src, 0)
updated = {H(9): 9}
updated.update(src)
spread = {**src, **updated}
print(len(merged), len(copied), len(updated), len(spread), H.calls)
print(sorted(k.v for k in spread), list(copied.values()), merged == src)
