# Collecting generators' items: list, tuple, sorted, join, extend, star and
# sequence unpacking, min/max/sum/any/all and `in`, around the sizes where
# the collecting buffer grows (0, 1, 7, 8, 9, 17), with errors midway.


def gen(n):
    for i in range(n):
        yield i


def words(n):
    for i in range(n):
        yield "w%d" % i


for n in (0, 1, 7, 8, 9, 17):
    xs = list(gen(n))
    ts = tuple(gen(n))
    s = sorted(gen(n), reverse=True)
    j = "-".join(words(n))
    e = [100]
    e.extend(gen(n))
    st = [*gen(n), *gen(2)]
    print(n, xs, ts, s[:3], j, e[-2:], len(st))
    print(sum(gen(n)), max(gen(n), default=None), min(gen(n), default=-1), any(gen(n)), all(gen(n)), (n - 1) in gen(n))

a, b, c = gen(3)
first, *rest = gen(5)
*init, last = gen(1)
print(a, b, c, first, rest, init, last)
for bad in (2, 4):
    try:
        a, b, c = gen(bad)
    except ValueError as e:
        print("ValueError", e)


def failing(n):
    yield from gen(n)
    raise IndexError("after %d" % n)


for collect in (list, tuple, sorted, "".join, min):
    try:
        print(collect(failing(9)))
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)


def mixed():
    yield "a"
    yield 1


try:
    "".join(mixed())
except TypeError as e:
    print("TypeError", e)

nested = list(list(gen(i)) for i in range(4))
print(nested, sum(len(x) for x in nested))
pipeline = (x * x for x in (y + 1 for y in gen(10)) if x % 2)
print(list(pipeline), list(pipeline))
print(sorted((c for c in "generator"), key=lambda c: (c != "e", c)))
print(list(zip(gen(3), words(4))), list(enumerate(words(2), 1)))
print(list(map(str, gen(4))), list(filter(None, gen(4))), list(reversed(list(gen(3)))))


def counter():
    n = 0
    while True:
        got = yield n
        n = n + 1 if got is None else got


c = counter()
print(next(c), next(c), c.send(10), next(c), [next(c) for _ in range(3)])
c.close()
print(list(c), tuple(c))
