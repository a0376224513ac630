# yield from over lists, tuples and ranges (and other iterables) inside
# generator chains: items, mutation during delegation, return values.
def flatten(tree):
    for node in tree:
        if isinstance(node, list):
            yield from flatten(node)
        else:
            yield node


print(list(flatten([1, [2, [3, [4, []]], 5], [[6]], (7, 8)])))


def chained(*sources):
    for s in sources:
        r = yield from s
        yield ("end", r)


print(list(chained([1, 2], (3,), range(4, 7), "ab", iter([8]), {9: 0}, b"Z")))


def growing(xs):
    yield from xs


xs = [1, 2, 3]
out = []
for v in growing(xs):
    out.append(v)
    if v < 3:
        xs.append(v * 10)
print(out, xs)
g = growing([10, 20])
print(next(g))
try:
    g.send(5)
except AttributeError as e:
    print("AttributeError", e)
print(list(g))


def ranged(n):
    total = yield from range(n)
    yield total


print(list(ranged(4)), list(ranged(0)), sum(list(ranged(100))[:-1]))


def deep(d):
    if d == 0:
        yield from [d, d]
    else:
        yield from deep(d - 1)
        yield from (d,)


print(list(deep(5)))


class Drain:
    """Iterates by popping a list it owns until it is empty."""

    def __init__(self, n):
        self.left = list(range(n))

    def __iter__(self):
        return self

    def __next__(self):
        if not self.left:
            raise StopIteration
        return self.left.pop()


def custom():
    yield from Drain(3)
    yield from iter(Drain(2).__next__, 0)


print(list(custom()))
gen = growing([1, 2, 3])
print(next(gen))
gen.close()
print(list(gen))
