# Dict comprehensions sized at their first item for the items their
# iterable has left: ranges, dicts and their views, generators, duplicate keys.
d = {x: x * x for x in range(30)}
print(len(d), d[29], list(d)[:5])
e = {k: v for k, v in d.items()}
print(e == d, list(e.items())[-3:])
f = {v: k for k, v in {"a": 1, "b": 1, "c": 2}.items()}
print(f)
g = {k % 3: k for k in [1, 2, 3, 4, 5, 6, 7]}
print(g)
h = {k: len(k) for k in ("x", "yy", "zzz")}
print(h)
big = {i: str(i) for i in range(2000)}
print(len(big), big[1999], big[1024])
w = [k for k in big]
print(len(w), w[-1])
vals = [v for v in d.values()]
print(sum(vals))
items = [(k, v) for k, v in d.items()]
print(items[3], len(items))
empty = {k: k for k in []}
print(empty)
class K:
    def __init__(self, n): self.n = n
    def __hash__(self): return self.n % 2
    def __eq__(self, o): return self.n == o.n
    def __repr__(self): return "K%d" % self.n
kk = {K(i): i for i in range(12)}
print(kk, kk[K(7)])
def gen():
    yield 1
    yield 2
print({x: x for x in gen()})
m = {k: v for k, v in zip("abc", range(3))}
print(m)
dd = {1: 2, 3: 4}
try:
    bad = {k: dd.pop(k) for k in dd}
except RuntimeError as ex:
    print("RuntimeError", ex)
