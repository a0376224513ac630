# A finished generator's frame goes to the next generator made: finished
# generators must still behave as finished, and new ones start clean,
# whatever the old ones held, however they finished.

def count(n, tag):
    for i in range(n):
        yield tag, i


def outer(n):
    inner = count(n, "in")
    got = [v for v in inner]          # inner finishes inside outer's body
    fresh = count(2, "fresh")          # made while outer's frame runs
    yield len(got), got[-1]
    yield next(fresh)
    yield from count(2, "from")
    yield "after", list(fresh)


def failing(k):
    x = [k] * 3
    yield x
    raise ValueError("boom %d" % k)


def closure_gen(base):
    total = [base]

    def add(v):
        total[0] += v
        return total[0]

    def gen():
        for v in (1, 2, 3):
            yield add(v)

    return gen, add


done = []
for i in range(5):
    g = count(i % 3 + 1, "g%d" % i)
    print(list(g))
    done.append(g)

print(list(outer(3)))

for g in done:
    print(next(g, "exhausted"), g.gi_running, g.gi_yieldfrom, g.__name__)
    try:
        g.send(None)
    except StopIteration as e:
        print("send: StopIteration", e.value)
    g.close()
    try:
        g.throw(KeyError("k"))
    except KeyError as e:
        print("throw:", repr(e))

for k in range(3):
    f = failing(k)
    print(next(f))
    try:
        next(f)
    except ValueError as e:
        print("raised", e)
    print(next(f, "exhausted after raise"))
    print(list(count(2, "reuse%d" % k)))

gen, add = closure_gen(10)
g1 = gen()
print(list(g1), add(0))
g2 = gen()
print(next(g2), list(count(1, "mid")), list(g2), add(100))
print(list(g1), list(g2))

words = ["a", "bb", "ccc"]
print([":".join(w * j for j in range(3)) for w in words])
print(sum(sum(x for x in range(j)) for j in range(20)))

pipeline = (x * 2 for x in (y + 1 for y in range(5)) if x % 2)
print(list(pipeline), list(pipeline))

big = [count(1, "b%d" % i) for i in range(100)]
print(sum(len(list(g)) for g in big), [next(g, None) for g in big[:3]])
print(list(count(3, "last")))


def closures(k):
    scale, shift = k, -k
    first = list(v * scale + shift for v in range(3))   # two cells
    adders = [lambda x, s=s: x + s + scale for s in range(2)]
    second = "".join(str(v * scale) for v in range(2))  # one cell
    bad = (v // (scale - k) for v in range(1))
    try:
        list(bad)
    except ZeroDivisionError as e:
        first.append(str(e))
    return first, second, [f(1) for f in adders]


print([closures(k) for k in range(1, 4)])
