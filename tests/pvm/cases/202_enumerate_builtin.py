# enumerate()
print(list(enumerate("abc")), list(enumerate("abc", 1)), list(enumerate("abc", start=-2)), list(enumerate([])))
print(list(enumerate(range(3), 10 ** 20)))
e = enumerate(["x", "y"])
print(type(e).__name__, next(e), next(e), next(e, None), iter(e) is e)
for i, (k, v) in enumerate({"a": 1, "b": 2}.items()):
    print(i, k, v)
for idx, ch in enumerate("hello"):
    if ch == "l":
        print("first l at", idx)
        break
print(dict(enumerate("xyz")), {v: i for i, v in enumerate("xyz")})
print([i for i, v in enumerate([3, 1, 3, 2, 3]) if v == 3])
for bad in [5, None]:
    try:
        enumerate(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    enumerate([1], "1")
except TypeError as e:
    print(type(e).__name__, e)
try:
    enumerate([1], 1.5)
except TypeError as e:
    print(type(e).__name__, e)
print(list(enumerate(iterable=[1, 2], start=5)))
try:
    enumerate()
except TypeError as e:
    print(type(e).__name__, e)
nested = [[1, 2], [3, 4]]
for r, row in enumerate(nested):
    for c, val in enumerate(row):
        print(f"({r},{c})={val}", end=" ")
print()
print(list(enumerate(enumerate("ab"))), max(enumerate([5, 9, 2]), key=lambda p: p[1]))
print(sorted(enumerate("cab"), key=lambda p: p[1]))
lines = ["first", "second", "third"]
print("\n".join(f"{n:>3}: {line}" for n, line in enumerate(lines, 1)))
gen = (c.upper() for c in "ab")
print(list(enumerate(gen)), list(enumerate(gen)))
print(list(enumerate(range(3), True)), list(enumerate("a", -1)))
