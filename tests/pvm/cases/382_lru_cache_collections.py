from collections import OrderedDict, deque, Counter, namedtuple, defaultdict
import copy

class LRUCache:
    def __init__(self, capacity):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.cap = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0
        self.evicted = []
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
        if len(self.data) > self.cap:
            self.evicted.append(self.data.popitem(last=False))
    def __contains__(self, key):
        return key in self.data
    def __len__(self):
        return len(self.data)
    def __repr__(self):
        items = ", ".join(f"{k!r}: {v!r}" for k, v in self.data.items())
        return f"LRUCache({self.cap}, {{{items}}})"

c = LRUCache(3)
for k in "abcabdaec":
    if c.get(k) is None:
        c.put(k, ord(k))
print(c, c.hits, c.misses, c.evicted, "a" in c, len(c))
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x")
od.move_to_end("z", last=False)
print(od, list(reversed(od)), od == OrderedDict([("z", 0), ("y", 0), ("x", 0)]), od == {"x": 0, "y": 0, "z": 0}, od.popitem())
print(OrderedDict(a=1) == OrderedDict(a=1), OrderedDict([(1, 1), (2, 2)]) != OrderedDict([(2, 2), (1, 1)]))
try:
    od.move_to_end("nope")
except KeyError as e:
    print("KeyError", e)
dq = deque(range(5), maxlen=4)
print(dq, dq.maxlen)
dq.append(9); dq.appendleft(-1); dq.rotate(2)
print(dq, dq[0], dq[-1], dq.index(4), dq.count(2), list(reversed(dq)))
dq.extendleft([7, 8]); print(dq)
dq.rotate(-3); print(dq, len(dq), 3 in dq)
d2 = deque([1, 2, 3])
d2.insert(1, 10); d2.remove(2); print(d2, d2 * 2, d2 + deque([0]), d2 == deque([1, 10, 3]), d2 < deque([2]))
try:
    deque([1], maxlen=1).insert(0, 2)
except IndexError as e:
    print("IndexError", e)
try:
    d2.remove(99)
except ValueError as e:
    print("ValueError", e)
ct = Counter("abracadabra")
ct2 = Counter(a=1, b=5, z=2)
print(ct, ct.most_common(2), sorted(ct.elements())[:6], ct.total())
print(ct + ct2, ct - ct2, ct | ct2, ct & ct2)
ct.subtract({"a": 10, "q": 1})
print(ct, +ct, -ct, ct["missing"])
ct.update(["a", "a"], b=1)
print(ct, Counter("ab") <= Counter("abc"), Counter(a=0) == Counter())
print(repr(Counter()), Counter({"x": 2.5, "y": -1}), Counter.fromkeys if False else "", dict(Counter("zzy")))
R = namedtuple("R", ["def", "x", "x", "_y"], rename=True)
print(R._fields, R(1, 2, 3, 4))
try:
    namedtuple("Bad", "a a")
except ValueError as e:
    print("ValueError", e)
try:
    namedtuple("Bad", "a class")
except ValueError as e:
    print("ValueError", e)
P = namedtuple("P", "x y")
try:
    P(1)
except TypeError as e:
    print("TypeError", e)
try:
    P(1, 2, z=3)
except TypeError as e:
    print("TypeError", e)
nested = {"a": [1, {"b": deque([2])}], "c": LRUCache(1)}
nested["self"] = nested
cp = copy.deepcopy(nested)
print(cp["self"] is cp, cp["a"] is not nested["a"], cp["a"][1]["b"], cp["c"].cap, cp["c"] is not nested["c"])
sh = copy.copy(nested)
print(sh["a"] is nested["a"], sh is not nested)
class WithCopy:
    def __init__(self, v): self.v = v
    def __copy__(self): return WithCopy(self.v + 1)
    def __deepcopy__(self, memo): return WithCopy(self.v + 100)
print(copy.copy(WithCopy(1)).v, copy.deepcopy([WithCopy(1)])[0].v)
dd = defaultdict(lambda: defaultdict(int))
dd["x"]["y"] += 1
print(dict(dd["x"]), repr(dd)[:28], copy.deepcopy(dd)["x"]["y"])
