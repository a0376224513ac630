# dict order after deletes, re-inserts, updates, popitem and comprehension rebuilds
d = {}
for i in range(10):
    d[i] = i * i
for k in [0, 3, 6, 9]:
    del d[k]
print(list(d))
d[3] = "back"
d[0] = "front?"
print(list(d), d)
d.update({5: "updated in place", 100: "new"})
print(list(d))
print(d.popitem(), d.popitem(), list(d))
d2 = {k: v for k, v in reversed(list(d.items()))}
print(list(d2))
big = {i: i for i in range(1000)}
for i in range(0, 1000, 2):
    del big[i]
print(len(big), list(big)[:5], list(big)[-3:])
for i in range(0, 20, 2):
    big[i] = "re"
print(list(big)[-12:])
e = dict.fromkeys("abcdef")
e.pop("c")
e["c"] = 1
e.setdefault("a", "ignored")
e.setdefault("z", "added")
print(list(e), e)
keys = []
f = {"x": 1, "y": 2, "z": 3}
while f:
    keys.append(f.popitem()[0])
print(keys, f)
g = {1: "a", 2: "b"}
g[1] = g.pop(1)
print(list(g))
h = {"k": 0}
for i in range(5):
    h[f"k{i}"] = i
    if i % 2:
        del h[f"k{i - 1}"]
print(h)
