# Subscripts of dict and list subclasses follow __getitem__/__setitem__ as
# the class and its bases change after instances were subscripted.
from collections import Counter, OrderedDict, defaultdict


class D(dict):
    pass


class E(D):
    pass


d, e = D(a=1), E(a=2)
print(d["a"], e["a"])
D.__getitem__ = lambda self, k: "D:" + k
print(d["a"], e["a"])
E.__getitem__ = lambda self, k: "E:" + k
print(d["a"], e["a"])
del D.__getitem__
print(d["a"], e["a"])
del E.__getitem__
print(d["a"], e["a"])
E.__setitem__ = lambda self, k, v: dict.__setitem__(self, k, v * 10)
e["b"] = 3
d["b"] = 3
print(d, e)
del E.__setitem__
e["c"] = 4
print(e)


class L(list):
    def __getitem__(self, i):
        return ("L", list.__getitem__(self, i))


lst = L([5, 6])
print(lst[0], lst[-1])
L.__getitem__ = list.__getitem__
print(lst[0], lst[-1])
dd = defaultdict(list)
dd["x"].append(1)
dd["x"] += [2]
c = Counter("abca")
c["a"] += 1
c["z"] += 1
od = OrderedDict(k=1)
od["k"] += 1
print(dict(dd), sorted(c.items()), od)


class Meta(type):
    def __getitem__(cls, k):
        return cls.__name__ + str(k)


class G(metaclass=Meta):
    pass


print(G[3], Meta.__getitem__(G, 4))
try:
    D.missing = 1
    print(d["nope"])
except KeyError as ex:
    print("KeyError", ex)
