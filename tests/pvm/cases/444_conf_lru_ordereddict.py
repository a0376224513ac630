from collections import OrderedDict
from functools import wraps

class LRU:
    def __init__(self, capacity):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0
    def get(self, key, default=None):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return default
    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        evicted = None
        if len(self.data) > self.capacity:
            evicted = self.data.popitem(last=False)
        return evicted
    def __contains__(self, key):
        return key in self.data
    def __len__(self):
        return len(self.data)
    def __repr__(self):
        items = ", ".join(f"{k!r}: {v!r}" for k, v in self.data.items())
        return f"LRU({self.capacity}, {{{items}}})"

cache = LRU(3)
for k, v in [("a", 1), ("b", 2), ("c", 3)]:
    cache.put(k, v)
print(cache, len(cache))
print(cache.get("a"), cache.get("z", "miss"))
print("evicted:", cache.put("d", 4))
print(cache, "b" in cache, "a" in cache)
print("evicted:", cache.put("a", 10), cache)
print(cache.hits, cache.misses)
try:
    LRU(0)
except ValueError as e:
    print("ValueError:", e)

def memoize(capacity):
    def deco(fn):
        store = LRU(capacity)
        @wraps(fn)
        def wrapper(*args):
            hit = store.get(args, wrapper)
            if hit is not wrapper:
                return hit
            result = fn(*args)
            store.put(args, result)
            return result
        wrapper.store = store
        return wrapper
    return deco

@memoize(capacity=50)
def paths(r, c):
    "Number of lattice paths."
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)

print(paths(10, 10), paths.__name__, paths.__doc__, len(paths.store), paths.store.hits)
od = OrderedDict.fromkeys("abcde", 0)
od.move_to_end("a")
od.move_to_end("e", last=False)
print(list(od), od.popitem(), od.popitem(last=False), list(od.keys()))
od2 = OrderedDict(sorted({"x": 3, "y": 1, "z": 2}.items(), key=lambda kv: kv[1]))
print(od2, list(reversed(od2)), od2 == {"y": 1, "z": 2, "x": 3})
try:
    od2.move_to_end("nope")
except KeyError as e:
    print("KeyError:", e)
