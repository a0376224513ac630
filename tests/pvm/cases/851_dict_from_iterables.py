# dict(...) and dict.update(...) from iterables of pairs: generators, zip,
# enumerate, dict items, lists and tuples, and the objects with keys() that
# are treated as mappings instead; errors keep CPython's text.


def pairs(n):
    for i in range(n):
        yield "k%d" % i, i


print(dict(pairs(3)), dict(pairs(0)))
print(dict(zip("abc", [1, 2, 3])), dict(zip("ab", "xyz")), dict(zip()))
print(dict(enumerate("xyz")), dict(enumerate("ab", 5)))
d = {"a": 1, "b": 2}
print(dict(d.items()), dict(iter(d.items())), dict(reversed(d.items())))
print(dict([("x", 1), ["y", 2]]), dict((("p", 0),)), dict(["ab", "cd"]))
print(dict(((i, i * i) for i in range(4)), z=9))
print(dict(zip(*[iter("abcdef")] * 2)))
print(dict(map(lambda s: (s, len(s)), ["aa", "b"])))
print(dict(filter(lambda p: p[1], [("t", 1), ("f", 0)])))

u = {}
u.update(zip("ab", (1, 2)))
u.update(enumerate("q"))
u.update((k, v) for k, v in [("c", 3)])
u.update([("d", 4)], e=5)
print(u)
u |= zip("xy", (7, 8))
print(u)


class WithKeys(list):
    def keys(self):
        return [0, 1]


class Pairs:
    def __iter__(self):
        return iter([("m", 1)])


print(dict(WithKeys(["first", "second"])), dict(Pairs()))

for bad in (zip("abc", "de", strict=True), [(1, 2, 3)], [1], (x for x in [("a", 1), "abc"])):
    try:
        print(dict(bad))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


def failing():
    yield "ok", 1
    raise KeyError("inside")


try:
    dict(failing())
except KeyError as e:
    print("KeyError", e)

src = {"a": 1}
try:
    dict((k, v) for k, v in src.items() if src.setdefault("new", 0) is None)
except RuntimeError as e:
    print("RuntimeError", e)
try:
    dict(zip(src, src.items()))
    print("no error")
except RuntimeError as e:
    print("RuntimeError", e)

big = dict(zip(range(50), range(50, 100)))
print(len(big), big[0], big[49], list(big)[:3])
big.update(zip(range(40, 60), "x" * 20))
print(len(big), big[45], big[59])
print(dict(enumerate(dict(zip("ab", "cd")).items())))
