# list.sort/sorted with homogeneous keys, cmp_to_key, stability, errors.
import functools
print(sorted([3, -1, 2 ** 70, -(2 ** 70), 0, 5]))
print(sorted([2.5, -0.0, 0.0, 1e300, -1e300, 3]))
print(sorted(["b", "a", "B", "", "ab", "é", "e"]))
print(sorted([(2, "b"), (1, "z"), (2, "a"), (1,), ()]))
print(sorted([("b", 2), ("a", 3), ("b", 1)], reverse=True))
print(sorted(range(10), key=lambda v: v % 3))
print(sorted(range(10), key=lambda v: v % 3, reverse=True))
words = ["pear", "fig", "apple", "kiwi", "date", "plum", "lime"]
print(sorted(words, key=len))
print(sorted(words, key=len, reverse=True))
def cmp(a, b):
    return (len(a) > len(b)) - (len(a) < len(b))
print(sorted(words, key=functools.cmp_to_key(cmp)))
print(sorted(words, key=functools.cmp_to_key(cmp), reverse=True))
def cmp_float(a, b):
    return len(a) - len(b) + 0.5
print(sorted(words, key=functools.cmp_to_key(cmp_float)))
class Weird:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return [1] if self.v % 2 else NotImplemented
    def __repr__(self):
        return "W%d" % self.v
def cmp_obj(a, b):
    return Weird(len(a)) if len(a) != len(b) else 0
try:
    print(sorted(words, key=functools.cmp_to_key(cmp_obj)))
except TypeError as e:
    print("TypeError", e)
calls = []
def noisy(a, b):
    calls.append((a, b))
    return a - b
print(sorted([3, 1, 2], key=functools.cmp_to_key(noisy)), calls)
def bad(a, b):
    if a == 2 or b == 2:
        raise KeyError("two")
    return a - b
data = [5, 4, 3, 2, 1, 0]
try:
    data.sort(key=functools.cmp_to_key(bad))
except KeyError as e:
    print("KeyError", e, sorted(data))
seen = []
def key_raises(v):
    seen.append(v)
    if v == 3:
        raise RuntimeError("key %d" % v)
    return v
data = [1, 5, 3, 2]
try:
    data.sort(key=key_raises)
except RuntimeError as e:
    print("RuntimeError", e, seen, data)
for mixed in ([1, "a"], [1.5, "x", 2], [(1, 2), (1, "a")], [None, None], [[1], (1,)], [1, 2, 3, "4"]):
    try:
        print(sorted(mixed))
    except TypeError as e:
        print("TypeError", e)
try:
    sorted(["a", "b"], key=functools.cmp_to_key(lambda a, b: a - b))
except TypeError as e:
    print("TypeError", e)
K = functools.cmp_to_key(cmp)
try:
    print(sorted([K("aa"), 3]))
except TypeError as e:
    print("TypeError", e)
mixed_k = [functools.cmp_to_key(cmp)("ccc"), functools.cmp_to_key(lambda a, b: 0)("a"), K("bb")]
print([k.obj for k in sorted(mixed_k)])
lst = [3, 1, 2]
def grow(v):
    return v
def mutate(a, b):
    lst.append(0)
    return a - b
try:
    lst.sort(key=functools.cmp_to_key(mutate))
except ValueError as e:
    print("ValueError", e)
lst = [3, 1, 2]
try:
    lst.sort(key=lambda v: lst.append(v) or v)
except ValueError as e:
    print("ValueError", e, lst)
recs = [(i % 4, i) for i in range(20)]
print(sorted(recs, key=lambda r: r[0]))
print(sorted(recs, key=lambda r: -r[0], reverse=True))
print(sorted([True, False, 2, 1, 0, -1]))
print(sorted([1, 1.0, True, 0.5, False], key=lambda v: v))
big = [(i * 7919) % 1000 for i in range(200)]
print(sorted(big) == sorted(big, key=functools.cmp_to_key(lambda a, b: a - b)))
print(sorted(big, key=functools.cmp_to_key(lambda a, b: b - a))[:10])
nan = float("nan")
for v in ([0.0, -0.0, 1.5, -0.0, 0.0], [3.0, nan, 1.0, 2.0], [2.5, -1e308, 5e-324, -5e-324, float("inf")]):
    print(sorted(v), sorted(v, reverse=True))
order = []
print(sorted([3, 1, 2], key=lambda v: order.append(v) or -v, reverse=True), order)
