# list.sort and sorted: keys, reverse, stability, errors
data = [("bob", 25), ("ann", 31), ("cy", 25), ("di", 19), ("ed", 31)]
print(sorted(data), sorted(data, key=lambda p: p[1]), sorted(data, key=lambda p: p[1], reverse=True))
print(sorted(data, key=lambda p: (-p[1], p[0])))
stable = sorted(data, key=lambda p: p[1])
print([n for n, _ in stable])
rev_stable = sorted(data, key=lambda p: p[1], reverse=True)
print([n for n, _ in rev_stable])
print(sorted([3, 1, 2], reverse=True), sorted("hello"), sorted((3, 1)), sorted({"b": 1, "a": 2}), sorted(range(5, 0, -1)))
print(sorted([-3, 2, -1, 4], key=abs), sorted(["b", "A", "c"], key=str.casefold), sorted([[2, 1], [1, 2], [1]]))
print(sorted([0.1, -0.0, 0.0, -1e-9, 1e-9]), sorted([True, False, True]), sorted([]))
for bad in [[1, "a"], [None, 1], [[1], (1,)], [{}, {}]]:
    try:
        sorted(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    sorted([1, 2], key=lambda x: None if x == 1 else 0)
except TypeError as e:
    print(type(e).__name__, e)
try:
    [3, 1].sort(lambda a, b: a - b)
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([1], cmp=None)
except TypeError as e:
    print(type(e).__name__, e)
l = [5, 3, 1]
r = l.sort()
print(r, l)
words = "the quick brown fox jumps over the lazy dog".split()
print(sorted(words, key=len), sorted(words, key=lambda w: (len(w), w)), sorted(set_ := words, key=words.index)[:3])
print(sorted(words, key=lambda w: w[::-1]))
class Item:
    def __init__(self, name, prio):
        self.name, self.prio = name, prio
    def __lt__(self, other):
        return self.prio < other.prio
    def __repr__(self):
        return f"{self.name}:{self.prio}"
items = [Item("a", 3), Item("b", 1), Item("c", 2), Item("d", 1)]
print(sorted(items), max(items), min(items))
items.sort(key=lambda i: i.name, reverse=True)
print(items)
class Reverse:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return other.v < self.v
print(sorted([3, 1, 2], key=Reverse))
big = [(i * 7919) % 1000 for i in range(200)]
print(sorted(big)[:10], sorted(big)[-3:], sorted(big) == sorted(sorted(big, reverse=True)))
