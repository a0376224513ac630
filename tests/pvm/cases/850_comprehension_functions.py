# Comprehensions and generator expressions made again and again at one site
# (their function is made once per site): many live at once, closures over
# changing cells, nested and recursive use, names, and errors inside them.


def squares(xs):
    return [x * x for x in xs]


def scaled(xs, k):
    return [x * k for x in xs]


def gens(n):
    # n generators from one site, all alive together
    return [(i * 10 + j for j in range(3)) for i in range(n)]


def adders(n):
    out = []
    for k in range(n):
        out.append(list(x + k for x in range(3)))
    return out


def nested(m):
    return [[c for c in row if c % 2] for row in m]


def recursive(n):
    if n == 0:
        return [0]
    return [n] + [y for y in recursive(n - 1) if y >= 0]


class Table:
    rows = [r for r in range(4)]
    total = sum(r * 2 for r in rows)

    def cells(self):
        return {r: [self.name(r, c) for c in range(2)] for r in self.rows}

    def name(self, r, c):
        return "%d.%d" % (r, c)


print(squares([1, 2, 3]), squares([]), squares(range(4)))
print(scaled([1, 2], 3), scaled([1, 2], -1))
gs = gens(4)
print([next(g) for g in gs])
print([list(g) for g in gs])
print(adders(3))
print(nested([[1, 2, 3], [4, 5], []]))
print(recursive(5))
print(Table.rows, Table.total, Table().cells())

g1 = (x for x in "ab")
g2 = (x for x in "cd")
print(g1.__name__, g1.__qualname__, g2.__name__)
print(next(g1), next(g2), list(g1), list(g2))
print([f.__qualname__ for f in [(lambda: 0)]])


def inner_names():
    g = (y for y in ())
    return g.__name__, g.__qualname__


print(inner_names())

acc = []
for i in range(5):
    acc.append(sum(x for x in range(i)))
    acc.append(len([x for x in range(i) if x != i - 1]))
    acc.append(dict((x, i) for x in range(2)))
print(acc)


def boom(xs):
    return [10 // x for x in xs]


for args in ([1, 2], [1, 0], [5]):
    try:
        print(boom(args))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)

g = (1 // x for x in [1, 0, 2])
print(next(g))
try:
    next(g)
except ZeroDivisionError:
    print("raised inside the generator expression")
print(list(g))


def running():
    g = (next(g) for _ in range(2))
    try:
        next(g)
    except ValueError as e:
        print("ValueError", e)


running()

g = (x for x in range(10))
print(next(g), g.close(), list(g))
g = (x for x in range(10))
try:
    g.throw(KeyError("k"))
except KeyError as e:
    print("KeyError", e)
print(list(g))
print(sum(x for x in range(3) for _ in range(2)), [len(str(x)) for x in [10, 200]])
