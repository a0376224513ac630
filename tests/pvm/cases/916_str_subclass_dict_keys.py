# A str subclass instance used as a dict key is found by an equal plain
# str (and the other way round), in small and indexed dicts alike.
from collections import Counter, OrderedDict, defaultdict
from enum import StrEnum


class Tag(str):
    def shout(self):
        return self.upper() + "!"


class Color(StrEnum):
    RED = "red"
    GREEN = "green"


d = {Tag("hi"): 1}
print("hi" in d, d["hi"], d.get("hi"), d.get("ho", "none"), Tag("hi") in d)
d["hi"] = 2
print(d, len(d), [type(k).__name__ for k in d])
del d["hi"]
print(d, len(d))

plain = {"hi": 1}
print(Tag("hi") in plain, plain[Tag("hi")], plain.get(Tag("x"), "none"))

big = {Tag("k%d" % i): i for i in range(40)}
print(big["k7"], "k39" in big, big.get("k40"), big.setdefault("k3", -1), len(big))
print(big.pop("k5"), "k5" in big, len(big))
big["k0"] = 100
print(big["k0"], [type(k).__name__ for k in list(big)[:2]])

colors = {Color.RED: "#f00", Color.GREEN: "#0f0"}
print(colors["red"], colors.get("green"), "blue" in colors, colors.pop("red"), colors)
counts = Counter()
for word in [Tag("a"), "a", Tag("b"), "a"]:
    counts[word] += 1
print(sorted(counts.items()), counts["a"], counts[Tag("b")])

dd = defaultdict(list)
dd[Tag("x")].append(1)
dd["x"].append(2)
print(dict(dd), len(dd))
od = OrderedDict([(Tag("p"), 1)])
od["p"] = 9
print(list(od.items()), od.get("p"))


class Loud(str):
    def __eq__(self, other):
        print("Loud.__eq__", repr(other))
        return str.__eq__(self, other)

    __hash__ = str.__hash__


keyed = {Loud("z"): "found"}
print(keyed["z"])
print(keyed.get("q", "absent"))
print(Tag("hi").shout(), {k.shout(): v for k, v in {Tag("ok"): 1}.items()})
