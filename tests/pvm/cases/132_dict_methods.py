# every dict method
d = {"a": 1, "b": 2}
print(d.get("a"), d.get("z"), d.get("z", 0), d.get("a", 0))
print(d.setdefault("a", 100), d.setdefault("c", 3), d.setdefault("d"), d)
print(d.pop("d"), d.pop("zz", "default"), d)
try:
    d.pop("zz")
except KeyError as e:
    print(type(e).__name__, e)
d.update({"e": 5}, f=6)
d.update([("g", 7), ("a", 10)])
d.update(h=8)
print(d)
print(d.popitem(), d.popitem(), d)
print(list(d.keys()), list(d.values()), list(d.items()))
c = d.copy()
c["new"] = "only in copy"
print(len(d), len(c), c is d)
print(dict.fromkeys(["x", "y"]), dict.fromkeys("ab", 0), dict.fromkeys(range(3), []))
shared = dict.fromkeys("ab", [])
shared["a"].append(1)
print(shared)
c.clear()
print(c, len(c))
try:
    {}.popitem()
except KeyError as e:
    print(type(e).__name__, e)
try:
    d.update([("a", 1, 2)])
except ValueError as e:
    print(type(e).__name__, e)
try:
    d.update(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    d.update(["ab", "c"])
except ValueError as e:
    print(type(e).__name__, e)
print(dict(), dict(a=1), dict([("k", "v")]), dict({"x": 1}, y=2), dict(zip("ab", [1, 2])), dict([]))
print(d.__len__(), d.__contains__("a"), d.__getitem__("a"), "b" in d, "zz" not in d)
d.__setitem__("set", 1)
d.__delitem__("set")
print(d)
nested = {"outer": {"inner": [1, 2]}}
copy = nested.copy()
copy["outer"]["inner"].append(3)
print(nested)
print(d.get("a", None) is not None, {"a": None}.get("a", "default"))
counts = {}
for word in "a b a c b a".split():
    counts[word] = counts.get(word, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts, key=lambda k: -counts[k]))
print({}.get(1), {1: 2}.get(1.0), {(1, 2): 3}.get((1, 2)))
print(reversed_keys := list(reversed(d)), list(reversed(d.values())), list(reversed(d.items()))[:1])
