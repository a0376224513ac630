# Counter.most_common ordering (ties keep first-seen order, n edge cases,
# subclasses, repr), and for-loops unpacking pairs and wider items straight
# from dict.items(), enumerate() and zip(), including the errors CPython
# raises for the wrong width and for a dict changed during iteration.
import collections

c = collections.Counter("mississippi banana bandana")
print(c.most_common(4))
print(c.most_common(), c.most_common(0), c.most_common(-2), c.most_common(100)[-1])
print(collections.Counter({"x": 2, "y": 2, "z": 3, "w": 1}).most_common(2))
print(collections.Counter(), collections.Counter().most_common(1))
print(repr(collections.Counter("zzyyx")))


class Tally(collections.Counter):
    pass


t = Tally(["b", "a", "b", "c", "a", "b"])
print(t.most_common(2), t)
neg = collections.Counter(a=-1, b=0, c=2)
print(neg.most_common(), (neg + collections.Counter(a=5)).most_common())

d = {"one": 1, "two": 2, "three": 3}
for k, v in d.items():
    print(k, v, end="; ")
print()
for i, (k, v) in enumerate(d.items()):
    print(i, k, v, end="; ")
print()
for a, b in zip("xyz", [10, 20, 30]):
    print(a, b, end="; ")
print()
for a, b, c3 in zip("pq", "rs", "tu"):
    print(a + b + c3, end=" ")
print()
for i, ch in enumerate("héllo", 5):
    print(i, ch, end=" ")
print()
try:
    for a, b, c3 in d.items():
        pass
except ValueError as e:
    print("ValueError:", e)
try:
    for (a,) in enumerate("ab"):
        pass
except ValueError as e:
    print("ValueError:", e)
try:
    for k, v in d.items():
        d["four"] = 4
except RuntimeError as e:
    print("RuntimeError:", e)
e = {}
for k, v in e.items():
    print("never")
last = None
for k, v in {i: i * i for i in range(50)}.items():
    last = (k, v)
print(last, k, v)
