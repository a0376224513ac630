# collections.OrderedDict
from collections import OrderedDict
od = OrderedDict()
od["b"] = 1
od["a"] = 2
od["c"] = 3
print(od, list(od), repr(OrderedDict()), OrderedDict(x=1, y=2), OrderedDict([("k", "v")]))
od.move_to_end("b")
print(list(od))
od.move_to_end("b", last=False)
print(list(od))
print(od.popitem(), od.popitem(last=False), od)
try:
    od.move_to_end("zz")
except KeyError as e:
    print(type(e).__name__, e)
try:
    OrderedDict().popitem()
except KeyError as e:
    print(type(e).__name__, e)
a = OrderedDict([("x", 1), ("y", 2)])
b = OrderedDict([("y", 2), ("x", 1)])
print(a == b, dict(a) == dict(b), a == dict(b), dict(b) == a)
print(isinstance(a, dict), list(reversed(a)), list(a.items()), a.get("x"), a.setdefault("z", 0), a)
a.update([("w", 9)], v=8)
print(a, a.pop("w"), a.copy(), a.copy() is a)
print(OrderedDict.fromkeys("abc", 0), a | {"q": 1}, type(a | {"q": 1}).__name__)
class LRU:
    def __init__(self, capacity):
        self.cap = capacity
        self.data = OrderedDict()
    def get(self, k):
        if k not in self.data:
            return None
        self.data.move_to_end(k)
        return self.data[k]
    def put(self, k, v):
        self.data[k] = v
        self.data.move_to_end(k)
        if len(self.data) > self.cap:
            evicted = self.data.popitem(last=False)
            print("  evicted", evicted)
cache = LRU(2)
cache.put("a", 1)
cache.put("b", 2)
print(cache.get("a"))
cache.put("c", 3)
print(cache.get("b"), cache.get("c"), list(cache.data))
del a["x"]
print(a, len(a))
