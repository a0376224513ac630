# defaultdict.__missing__ (native, as in CPython): factories of every kind,
# a None factory's KeyError, subclasses overriding __setitem__ or
# __missing__ (calling super()), a failing factory leaving no entry, and
# the TypeErrors of calling __missing__ directly with wrong arguments.
from collections import defaultdict, Counter

groups = defaultdict(list)
for word in "apple avocado banana blueberry cherry cranberry apricot".split():
    groups[word[0]].append(word)
print(sorted(groups.items()), len(groups))
stats = defaultdict(lambda: [0, 0])
for i, w in enumerate("a b a c b a".split()):
    s = stats[w]
    s[0] += 1
    s[1] += i
print(sorted(stats.items()))
nested = defaultdict(dict)
nested["u1"]["age"] = 3
nested["u2"]
print(dict(nested), defaultdict(int)["x"], defaultdict(str)["x"] == "", defaultdict(tuple)[1])
counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(sorted(counts.items()), counts.default_factory is int)
plain = defaultdict()
for key in [5, (1, 2), "k"]:
    try:
        plain[key]
    except KeyError as e:
        print("KeyError:", e, repr(e))
counts.default_factory = None
try:
    counts["zz"]
except KeyError as e:
    print("KeyError:", e)
print(groups.__missing__("q"), "q" in groups, groups.get("r"), "r" in groups)


class Loud(defaultdict):
    def __setitem__(self, key, value):
        print("set", key, value)
        super().__setitem__(key, value)


loud = Loud(int)
loud["a"] += 5
print(dict(loud))


class Double(defaultdict):
    def __missing__(self, key):
        return super().__missing__(key) * 2


dbl = Double(lambda: 21)
print(dbl["x"], dict(dbl))


def fail():
    raise ValueError("factory failed")


broken = defaultdict(fail)
try:
    broken["k"]
except ValueError as e:
    print("ValueError:", e, len(broken))
for call in [lambda: defaultdict.__missing__(), lambda: groups.__missing__(),
             lambda: groups.__missing__(1, 2), lambda: groups.__missing__(key=1)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
print(callable(defaultdict.__missing__), type(groups.__missing__).__name__)
print(Counter(defaultdict(int, a=2, b=1)).most_common(1))
print(repr(defaultdict.__missing__))
try:
    defaultdict.__missing__({}, "k")
except TypeError as e:
    print("TypeError", e)
