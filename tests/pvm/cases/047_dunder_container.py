# container protocol: __len__, __getitem__, __setitem__, __delitem__, __contains__
class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = {}
    def __len__(self):
        return self.w * self.h
    def _check(self, key):
        if not isinstance(key, tuple) or len(key) != 2:
            raise TypeError(f"grid index must be a pair, not {type(key).__name__}")
        x, y = key
        if not (0 <= x < self.w and 0 <= y < self.h):
            raise IndexError(f"cell {key} out of range")
    def __getitem__(self, key):
        self._check(key)
        return self.cells.get(key, ".")
    def __setitem__(self, key, value):
        self._check(key)
        self.cells[key] = value
    def __delitem__(self, key):
        self._check(key)
        self.cells.pop(key, None)
    def __contains__(self, value):
        return value in self.cells.values()
    def render(self):
        return "\n".join("".join(self[x, y] for x in range(self.w)) for y in range(self.h))
g = Grid(4, 3)
g[0, 0] = "#"
g[3, 2] = "@"
g[1, 1] = "#"
print(len(g), g[0, 0], g[2, 2], "@" in g, "x" in g, "x" not in g)
print(g.render())
del g[0, 0]
print(g.render())
for bad in [lambda: g[5, 5], lambda: g[1], lambda: g.__setitem__((9, 0), "x"), lambda: g["a", "b", "c"]]:
    try:
        bad()
    except (TypeError, IndexError) as e:
        print(type(e).__name__, e)
class Seq:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("Seq index out of range")
        return i * i
s = Seq(6)
print(s[2], s[-1], s[1:4], s[::-2], list(s), 16 in s, 17 in s, list(reversed(s)))
print(sorted(s, reverse=True), sum(s), max(s), [x for x in s if x % 2])
a, b, *c = s
print(a, b, c)
class Bad:
    def __len__(self):
        return -1
try:
    len(Bad())
except ValueError as e:
    print(type(e).__name__, e)
class BadType:
    def __len__(self):
        return "3"
try:
    len(BadType())
except TypeError as e:
    print(type(e).__name__, e)
class NoContains:
    def __iter__(self):
        return iter([1, 2, 3])
print(2 in NoContains(), 5 in NoContains())
class ContainsTruthy:
    def __contains__(self, x):
        return x
print(0 in ContainsTruthy(), "x" in ContainsTruthy())
