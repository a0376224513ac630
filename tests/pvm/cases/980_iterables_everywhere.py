# Built-ins that take "any iterable" accept every iterable: dict views,
# deques, mapping proxies, iterators, and classes with only __getitem__
# (the sequence protocol); a class whose __iter__ is None is not one.
import collections
import functools

d = {"a": 1, "b": 2, "c": 3}
add = lambda x, y: x + y
print(functools.reduce(add, d.values()), functools.reduce(add, d.keys(), ""))
print(functools.reduce(lambda acc, kv: acc + kv[1], d.items(), 0))
print(functools.reduce(add, collections.deque([1, 2, 3])))
print(functools.reduce(add, iter([4, 5])), functools.reduce(add, range(5)))


class Seq:
    def __getitem__(self, i):
        if i < 4:
            return i * i
        raise IndexError(i)


class NotIterable:
    __iter__ = None


print(functools.reduce(add, Seq()), list(Seq()), sorted(Seq(), reverse=True))
for bad in (NotIterable(), 5, None):
    try:
        functools.reduce(add, bad)
    except TypeError as e:
        print("TypeError", e)

# dict() and update() from pairs that are themselves views or sequences.
print(dict([{1: 0, 2: 0}.keys()]), dict([{"k": "v"}.popitem()]))
print(dict([("ab"), [3, 4], range(5, 7)]))
m = {}
m.update([{10: 1, 20: 2}.keys(), range(30, 32)])
print(m)


class Pair:
    def __getitem__(self, i):
        if i < 2:
            return "xy"[i]
        raise IndexError


print(dict([Pair(), Pair()]))
for bad in ([1], [NotIterable()], [(1, 2, 3)], ["abc"]):
    try:
        print(dict(bad))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# Unpacking reports non-iterables the same way.
for v in (Seq(), NotIterable(), 3):
    try:
        a, b, c, d2 = v
        print(a, b, c, d2)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


# A StopIteration raised inside a built-in iterator ends it, as from any
# __next__ (a generator's own becomes RuntimeError, PEP 479).
def stop_at_two(x):
    if x == 2:
        raise StopIteration
    return x


print(list(map(stop_at_two, range(5))), list(filter(stop_at_two, range(5))), sum(map(stop_at_two, range(5))))

# A view's mapping is a read-only proxy of its dict, live.
views = {"a": 1}
keys = views.keys()
views["b"] = 2
print(keys.mapping, views.items().mapping["b"], type(keys.mapping).__name__)
power = 2
try:
    power **= "a"
except TypeError as e:
    print("TypeError", e)

# An exhausted dict iterator lets go of its dict: it stays exhausted.
seen = {"a": 1, "b": 2}
walk = iter(seen)
print(list(walk))
seen["c"] = 3
print(list(walk), next(walk, "end"))
