# zip/enumerate over lists that change while iterated, pair displays,
# Counter increments of unusual counts, and dict lookups of small ints
# against equal keys of other types.
from collections import Counter

xs = [1, 2, 3]
ys = ["a", "b"]
print([(a, b) for a, b in zip(xs, ys)])
grow = [0, 1]
for i, v in enumerate(grow):
    if i < 4:
        grow.append(v + 10)
print(grow)
it = iter([5, 6])
z = zip(it, it)
print(list(z), list(z))
short = [1]
z = zip(short, short)
print(next(z, "end"), next(z, "end"))
short.append(2)
print(next(z, "end"))
e = enumerate([7, 8])
print(list(e), list(e))
pairs = [(i, i * i) for i in range(3)]
print(pairs, pairs[1] == (1, 1), hash(pairs[2]) == hash((2, 4)))
nested = [((a, b), (b, a)) for a, b in zip("xy", "yz")]
print(nested)

c = Counter()
c["t"] = True
c["f"] = 2.5
c["big"] = 2**63 - 1
c["huge"] = 2**70
c["neg"] = -1
c.update(["t", "f", "big", "huge", "neg", "new", "new"])
print(sorted(c.items()))
print(type(c["t"]).__name__, type(c["big"]).__name__)


class Weird(int):
    def __add__(self, other):
        return "added"


c = Counter()
c["w"] = Weird(3)
c.update(["w"])
print(c["w"])

d = {True: "bool", 2: "int", 3.0: "float"}
print(d[1], d[2.0], d[3], d.get(1), d.get(3), 4 in d)
d[1] = "one"
d[3] = "three"
print(d)
big = {i: i * 2 for i in range(50)}
big[True] = "t"
big[0.0] = "z"
print(big[1], big[0], len(big), big.get(49), big.get(50, "missing"))
neg = {-1: "m1", -2: "m2"}
print(neg[-1], neg[-2], hash(-1) == hash(-2))
memo = {}
for k in [2**61 - 1, 0, 2**61, 2**62]:
    memo[k] = k % 7
print(sorted(memo.items()))


class Key:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return hash(self.n)

    def __eq__(self, other):
        return other == self.n


kd = {Key(5): "key five", 6: "six"}
print(kd[5], kd.get(6), Key(6) in kd)
