# keys(), values(), items() views: dynamic, repr, membership, iteration
d = {"a": 1, "b": 2, "c": 3}
k, v, i = d.keys(), d.values(), d.items()
print(k, v, i)
print(len(k), len(v), len(i), "a" in k, 2 in v, ("b", 2) in i, ("b", 3) in i, "z" in k)
d["d"] = 4
del d["a"]
print(list(k), list(v), list(i))
print(type(k).__name__, type(v).__name__, type(i).__name__)
print(sorted(k), sorted(v, reverse=True), sorted(i, key=lambda kv: -kv[1]))
print(list(reversed(k)), list(reversed(v)), list(reversed(i)))
print(k == {"b": 0, "c": 0, "d": 0}.keys(), v == v, list(v) == [2, 3, 4])
it = iter(k)
print(next(it), next(it))
try:
    for key in d:
        d["new" + key] = 0
except RuntimeError as e:
    print(type(e).__name__, e)
print(d)
d2 = {"x": 1}
try:
    for key in d2.keys():
        del d2[key]
except RuntimeError as e:
    print(type(e).__name__, e)
d3 = {"a": 1, "b": 2}
for key in list(d3):
    if d3[key] == 1:
        del d3[key]
print(d3)
e = {}
print(e.keys(), e.values(), e.items(), list(e.items()), len(e.keys()))
print({1: "a", 2: "b"}.items(), dict({1: "a"}.items()))
print([key for key, val in {"p": 1, "q": 2}.items() if val > 1])
m = {"x": [1], "y": [2]}
for val in m.values():
    val.append(0)
print(m)
print(repr({"k": {"nested": {}}}.items()), str(d.keys()))
print(max(d.values()), sum(d.values()), min(d.items()))
try:
    d.keys()[0]
except TypeError as err:
    print(type(err).__name__, err)
try:
    d.values() + 1
except TypeError as err:
    print(type(err).__name__, err)
print(list(zip(d.keys(), d.values())) == list(d.items()))
print(dict(zip(d.values(), d.keys())))
