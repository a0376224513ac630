# OrderedDict.move_to_end moves the entry as it is: the stored key (not
# an equal one passed), both directions; keys with their own __hash__ and
# __eq__ (CPython's calls of them are its own affair: not printed).
from collections import OrderedDict

calls = []


class K:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        calls.append("hash%d" % self.n)
        return self.n % 3

    def __eq__(self, other):
        calls.append("eq%d" % self.n)
        return isinstance(other, K) and self.n == other.n

    def __repr__(self):
        return "K%d" % self.n


od = OrderedDict([(1, "a"), (2, "b"), (True, "c"), (3, "d")])
od.move_to_end(1.0)
print(od, list(od))
od.move_to_end(2.0, last=False)
print(od, list(od))
od.move_to_end(3, False)
od.move_to_end(2, last=True)
print(list(od.items()))
try:
    od.move_to_end(9)
except KeyError as e:
    print("KeyError", e)
try:
    od.move_to_end([1])
except TypeError as e:
    print("TypeError", e)
ks = [K(i) for i in range(6)]
kd = OrderedDict((k, k.n) for k in ks)
kd.move_to_end(ks[4])
print(list(kd))
kd.move_to_end(ks[0], last=False)
print(list(kd))
kd.move_to_end(K(2), last=False)
print(list(kd), kd[ks[2]], list(kd)[0] is ks[2])


class Sub(OrderedDict):
    pass


s = Sub.fromkeys("abcde", 0)
for ch in "ecace":
    s.move_to_end(ch, last=ch < "c")
print(s, "".join(s))
holes = OrderedDict((i, i * i) for i in range(12))
for i in range(0, 12, 3):
    del holes[i]
holes.move_to_end(1, last=False)
holes.move_to_end(11, last=False)
holes.move_to_end(4)
print(list(holes), holes == dict(holes), holes == OrderedDict(sorted(holes.items())))
print(holes.popitem(), holes.popitem(last=False), len(holes))
