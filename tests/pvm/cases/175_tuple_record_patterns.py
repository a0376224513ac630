# tuples as lightweight records: unpacking in loops, sorting, swapping, returning multiple values
points = [(3, 4), (1, 1), (0, 5), (-2, 2)]
for x, y in points:
    print(f"({x:>2},{y:>2}) dist2={x * x + y * y}")
print(sorted(points), sorted(points, key=lambda p: p[0] ** 2 + p[1] ** 2), max(points, key=lambda p: p[1]))
def stats(xs):
    n = len(xs)
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / n
    return n, mean, var, min(xs), max(xs)
n, mean, var, lo, hi = stats([2, 4, 4, 4, 5, 5, 7, 9])
print(n, mean, var, lo, hi)
_, m, *_ = stats([1, 2, 3])
print(m)
a, b = 1, 2
a, b = b, a + b
print(a, b)
a, b, c = c, a, b = 7, 8, 9
print(a, b, c)
records = [("ann", ("dev", 3)), ("bob", ("ops", 5)), ("cy", ("dev", 1))]
for name, (team, years) in records:
    print(name, team, years)
by_team = {}
for name, (team, years) in records:
    by_team.setdefault(team, []).append((years, name))
print({t: sorted(v, reverse=True) for t, v in by_team.items()})
matrix = ((1, 2, 3), (4, 5, 6))
print(tuple(zip(*matrix)), tuple(map(sum, matrix)), tuple(sum(col) for col in zip(*matrix)))
pairs = tuple((i, i * i) for i in range(5))
print(pairs, dict(pairs), tuple(k for k, v in pairs if v % 2))
nested = (1, (2, (3, (4, ()))))
depth = 0
cur = nested
while cur:
    depth += 1
    cur = cur[1]
print("depth", depth)
print((1, 2) + (3,), (1,) * 3, (1, 2) < (1, 2, 0), (2,) > (1, 9, 9), tuple(), tuple("ab"))
key = ("user", 42)
cache = {key: "cached"}
print(cache[("user", 42)], ("user", 42) in cache, hash(key) == hash(("user", 42)))
coords = {(r, c): r * 3 + c for r in range(3) for c in range(3)}
print(coords[(2, 1)], sorted(k for k, v in coords.items() if v % 4 == 0))
