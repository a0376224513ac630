# insertion order, update order, | and |=, equality ignores order
d = {}
for k in ["z", "a", "m", "b"]:
    d[k] = len(d)
print(d, list(d))
d["a"] = "updated keeps position"
print(list(d))
del d["z"]
d["z"] = "reinserted goes last"
print(list(d))
a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
print(a | b, b | a, a, b)
a |= b
print(a)
a |= {"w": 0}.items()
print(a)
print({"a": 1, "b": 2} == {"b": 2, "a": 1}, list({"a": 1, "b": 2}) == list({"b": 2, "a": 1}))
print(dict(sorted({"c": 3, "a": 1, "b": 2}.items())))
print(dict(sorted({"c": 3, "a": 1, "b": 2}.items(), key=lambda kv: -kv[1])))
merged = {}
for src in [{"a": 1}, {"b": 2, "a": 3}, {"c": 4}]:
    merged.update(src)
print(merged)
print({**{"a": 1, "b": 2}, "a": 9}, {"a": 9, **{"a": 1, "b": 2}})
def deep_merge(x, y):
    out = dict(x)
    for k, v in y.items():
        if k in out and isinstance(out[k], dict) and isinstance(v, dict):
            out[k] = deep_merge(out[k], v)
        else:
            out[k] = v
    return out
print(deep_merge({"a": {"b": 1, "c": 2}, "d": 1}, {"a": {"c": 3, "e": 4}, "f": 5}))
try:
    {} | []
except TypeError as e:
    print(type(e).__name__, e)
x = {1: "a"}
x.update({1.0: "b", True: "c"})
print(x)
inv = {v: k for k, v in {"a": 1, "b": 2, "c": 1}.items()}
print(inv)
od = {}
od.setdefault("first", []).append(1)
od.setdefault("second", []).append(2)
od.setdefault("first", []).append(3)
print(od)
print(list(dict.fromkeys("mississippi")), "".join(dict.fromkeys("mississippi")))
