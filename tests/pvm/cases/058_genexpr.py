# generator expressions: laziness, scoping, consumption by builtins
g = (x * x for x in range(5))
print(type(g).__name__, next(g), next(g), list(g), list(g))
print(sum(x for x in range(101)), max(len(w) for w in "a bb ccc".split()))
print(any(x > 3 for x in [1, 2, 5]), all(x > 0 for x in [1, 0]))
print(list(x for x in "abc" if x != "b"), tuple(i for i in range(3)))
print(dict((k, len(k)) for k in ["ab", "cde"]))
print(sorted((x % 3, x) for x in range(7)))
print(", ".join(str(n) for n in range(5)))
log = []
def src():
    for i in range(3):
        log.append(f"produce {i}")
        yield i
gen = (log.append(f"consume {x}") or x for x in src())
print(log)
print(next(gen), log)
print(list(gen), log)
def outer_iter():
    print("  outermost iterable evaluated eagerly")
    return range(2)
g2 = (x for x in outer_iter())
print("genexpr created")
print(list(g2))
try:
    g3 = (x for x in 5)
except TypeError as e:
    print("eager error:", type(e).__name__, e)
g4 = (1 / x for x in [1, 0])
print(next(g4))
try:
    next(g4)
except ZeroDivisionError as e:
    print("lazy error:", type(e).__name__, e)
nested = ((i, j) for i in range(3) for j in range(i))
print(list(nested))
matrix = [[1, 2], [3, 4]]
print(list(sum(row) for row in matrix), sum(x for row in matrix for x in row))
x = "outer x"
print(list(x for x in "xy"), x)
n = 10
gen_cap = (i + n for i in range(3))
n = 100
print(list(gen_cap))
print(min((len(s), s) for s in ["ccc", "a", "bb"]))
words = ["apple", "bob", "kayak", "zebra"]
print(list(w for w in words if w == w[::-1]))
def consume(it, n):
    return [next(it) for _ in range(n)]
evens = (i for i in range(0, 100, 2))
print(consume(evens, 3), consume(evens, 2))
print(list(zip((i for i in range(3)), (c for c in "abcdef"))))
