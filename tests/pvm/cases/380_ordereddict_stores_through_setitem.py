# OrderedDict's __init__ and update store through self[key] = value, as
# CPython's do (a subclass's __setitem__ sees every item), from dicts,
# objects with keys() or items(), and pairs, with CPython's errors.
from collections import Counter, OrderedDict, defaultdict
class Logged(OrderedDict):
    def __setitem__(self, key, value):
        print("set", key, value)
        super().__setitem__(key, value)
o = Logged([("a", 1), ("b", 2)], c=3)
print(o)
o.update({"d": 4}, e=5)
print(o)
class DD(defaultdict):
    def update(self, *a, **k):
        print("update called")
        super().update(*a, **k)
    def __setitem__(self, key, value):
        print("dd set", key)
        super().__setitem__(key, value)
d = DD(int, {"x": 1}, y=2)
print(d)
class LastUpdated(OrderedDict):
    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        self.move_to_end(key)
lu = LastUpdated([("a", 1), ("b", 2), ("a", 3)])
print(lu)
c = Counter("the quick brown fox jumps over the lazy dog the end".split())
c.update("a b a c b a".split())
for n in [None, 0, 1, 2, 3, 5, 100, -1, True]:
    print(n, c.most_common(n))
print(Counter().most_common(2), Counter({"x": 1}).most_common(1))
big = Counter({i: (i * 7919) % 13 for i in range(500)})
print(big.most_common(7))
print(big.most_common()[:3])
class KeysOnly:
    def keys(self):
        print("keys")
        return ["k1", "k2"]
    def __getitem__(self, k):
        print("get", k)
        return k.upper()
class ItemsOnly:
    def items(self):
        return [("i1", 1), ("i2", 2)]
class Log(OrderedDict):
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v)
for src in [KeysOnly(), ItemsOnly(), ((x, x * 2) for x in range(2)), {"d": 4}, OrderedDict(z=26)]:
    print(OrderedDict(src), Log(src))
o = Log(a=1)
o.update(KeysOnly(), b=2)
o |= {"c": 3}
print(o, o.copy(), type(o.copy()).__name__)
try:
    o.update(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    OrderedDict([(1, 2, 3)])
except (TypeError, ValueError) as e:
    print(type(e).__name__)
try:
    OrderedDict(5)
except TypeError as e:
    print("TypeError")
p = OrderedDict.fromkeys("abc", 0)
p.update([("b", 9)])
p.move_to_end("a")
print(p, p == OrderedDict([("b", 9), ("c", 0), ("a", 0)]))
class L(OrderedDict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v)
for bad in [[(1,)], [()], [(1, 2, 3)], [3], ["ab"]]:
    for cls in (L, OrderedDict):
        try:
            print(cls(bad))
        except Exception as e:
            print(cls.__name__, type(e).__name__, e)
