# `x in [a, b]` and `for x in [a, b]` search and iterate a list display;
# the compiler may build it as a tuple: nothing observable changes.


class Eq:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("eq", self.v, other)
        return self.v == other

    __hash__ = None


def evaluated(tag, v):
    print("evaluated", tag)
    return v


def search(x):
    hits = []
    hits.append(x in [1, 2, 3])
    hits.append(x not in [1, 2, 3])
    hits.append(x in ["a", (1, 2), None, 2.0])
    hits.append(x in [])
    hits.append(isinstance(x, int) and 1 < x in [2, 3, 4])
    return hits


def dynamic(x, a, b):
    r = x in [evaluated("a", a), evaluated("b", b)]
    for v in [evaluated("c", a), [b]]:
        print("item", v)
    return r


def loops():
    total = 0
    for k in [1, 2, 3]:
        for s in ["x", "yy"]:
            total += k * len(s)
    for i, (p, q) in enumerate([(1, 2), (3, 4)]):
        total += i + p * q
    return total


def mutate_inside():
    seen = []
    for v in [1, 2, 3]:
        seen.append(v)
        if v == 2:
            seen.append("two")
    return seen


print(search(2), search("a"), search((1, 2)), search(None), search(5))
print(dynamic(Eq(7), 7, 8))
print(dynamic(Eq(9), 7, 8))
print(loops(), mutate_inside())
print([x for x in [3, 1, 2] if x in [1, 2]])
print(sum(v for v in [1.5, 2.5]), max([4, 9, 2]), sorted(x for x in ["b", "a"]))
try:
    print([1] in [[1], 2])
    print({} in [[1], {}])
    for z in [1, 2, 3]:
        print(z, z in [z])
    print(5 in [1, 2, [5]])
    print(len([1, 2]) in [2])
    print(Eq(1) in [0, 1, 2])
except TypeError as e:
    print("TypeError", e)
print(1 in [1, 2] in [[1, 2]], [1] in [[1]] in [[[1]], 0], 2 in [1, 2] == [1, 2])
