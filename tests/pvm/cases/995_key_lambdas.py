# Key functions whose body is one return of an item or attribute of the
# argument (lambda r: r[1], lambda p: p.x), as sorted, min, max and
# list.sort call them, and the ways they can differ from an index.
recs = [(i * 37 % 11, "n%d" % i, i) for i in range(30)]
print(sorted(recs, key=lambda r: r[0])[:4])
print(max(recs, key=lambda r: r[2]), min(recs, key=lambda r: r[-1]))
print(sorted(recs, key=lambda r: -r[2])[0])
lists = [[3, "c"], [1, "a"], [2, "b"]]
lists.sort(key=lambda x: x[1])
print(lists)


class P:
    def __init__(self, x):
        self.x = x

    def __repr__(self):
        return "P(%d)" % self.x


ps = [P(5), P(2), P(9)]
print(sorted(ps, key=lambda p: p.x), max(ps, key=lambda p: p.x))


class Row(tuple):
    def __getitem__(self, i):
        return -tuple.__getitem__(self, i)


rows = [Row((1, 2)), Row((3, 0)), Row((2, 5))]
print(sorted(rows, key=lambda r: r[0]))
print(sorted(["bb", "a", "ccc"], key=lambda s: s[0]))
print(sorted([{"k": 2}, {"k": 1}], key=lambda d: d["k"]))
try:
    sorted([(1,), ()], key=lambda r: r[0])
except IndexError as e:
    print("IndexError:", e)
try:
    sorted([(1,), (2,)], key=lambda r: r[5])
except IndexError as e:
    print("IndexError:", e)
try:
    max([1, 2], key=lambda r: r[0])
except TypeError as e:
    print("TypeError:", e)
pairs = {"x": 3, "y": 1, "z": 2}
print(sorted(pairs.items(), key=lambda kv: kv[1]))
print([f(t) for f in (lambda t: t[0], lambda t: t[-1]) for t in [(7, 8, 9)]])


def second(seq):
    return seq[1]


print(sorted(recs[:5], key=second), list(map(second, ["ab", (4, 5)])))
