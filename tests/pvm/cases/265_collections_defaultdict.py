# collections.defaultdict
from collections import defaultdict
d = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    d[k].append(v)
print(d, dict(d), d["missing"], d)
counts = defaultdict(int)
for ch in "hello world":
    counts[ch] += 1
print(sorted(counts.items()), counts.default_factory)
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 1
nested["x"]["z"] += 2
print({k: dict(v) for k, v in nested.items()})
no_factory = defaultdict()
try:
    no_factory["k"]
except KeyError as e:
    print(type(e).__name__, e, no_factory.default_factory)
print(d.get("nope"), "nope" in d, len(d))
s = defaultdict(str)
s["a"] += "x"
print(s, repr(defaultdict(float)), defaultdict(tuple)["t"])
try:
    defaultdict(5)
except TypeError as e:
    print(type(e).__name__, e)
dd = defaultdict(list, {"pre": [1]}, extra=[2])
print(dd, isinstance(dd, dict), dd.copy(), type(dd.copy()).__name__)
graph = defaultdict(list)
for a, b in [(1, 2), (1, 3), (2, 3), (3, 1)]:
    graph[a].append(b)
    graph[b]
print(dict(graph), sorted(graph))
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
t["a"]["d"] = 2
def to_dict(x):
    return {k: to_dict(v) for k, v in x.items()} if isinstance(x, defaultdict) else x
print(to_dict(t))
calls = []
def factory():
    calls.append(1)
    return len(calls)
f = defaultdict(factory)
print(f["a"], f["b"], f["a"], calls, dict(f))
print(dd.__missing__("new"), dd["new"])
merged = defaultdict(int, {"a": 1}) | {"b": 2}
print(merged, type(merged).__name__)
