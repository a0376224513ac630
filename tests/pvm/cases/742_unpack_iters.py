# Loops that unpack dict items, enumerate and zip, and tuple unpacking,
# including mutation during iteration and wrong sizes.
d = {"a": 1, "b": 2, "c": 3}
for k, v in d.items():
    print(k, v)
pairs = [(k, v) for k, v in d.items()]
print(pairs)
del d["b"]
d["z"] = 26
print([kv for kv in d.items()], list(d.items()))
try:
    for k, v in d.items():
        d[k + k] = v
except RuntimeError as e:
    print("RuntimeError:", e)
e = {1: (2, 3), 4: (5, 6)}
for k, (a, b) in e.items():
    print(k, a, b)
try:
    for a, b, c in {1: 2}.items():
        pass
except ValueError as err:
    print("ValueError:", err)
for (k, v) in {}.items():
    print("never")
for i, (k, v) in enumerate(sorted(d.items())):
    print(i, k, v)
for x, y in zip("ab", [1, 2, 3]):
    print(x, y)
t = (1, 2, 3)
a, b, c = t
print(a, b, c)
try:
    a, b = t
except ValueError as err:
    print("ValueError:", err)
try:
    a, b, c, d2 = t
except ValueError as err:
    print("ValueError:", err)
(q,) = (9,)
print(q)
x, y = [4, 5]
print(x, y)
it = iter(d.items())
print(next(it), list(it))
for k in d:
    print(k, end=" ")
print()
for v in d.values():
    print(v, end=" ")
print()
