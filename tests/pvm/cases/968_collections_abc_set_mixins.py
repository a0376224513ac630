# collections.abc.Set and MutableSet: an insertion-ordered set built on the mixins (comparisons,
# &, |, -, ^, isdisjoint, remove/pop/clear and the in-place operators); set and frozenset are registered
from collections.abc import Iterable, MutableSet, Set


class OrderedSet(MutableSet):
    def __init__(self, items=()):
        self._d = dict.fromkeys(items)

    def __contains__(self, x):
        return x in self._d

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def add(self, x):
        self._d[x] = None

    def discard(self, x):
        self._d.pop(x, None)

    def __repr__(self):
        return f"OrderedSet({list(self._d)})"


a, b = OrderedSet("abcd"), OrderedSet("cdef")
print(a & b, a | b, a - b, b - a, a ^ b, a.isdisjoint("xyz"), a.isdisjoint(b))
print(a <= a | b, a < a, a == OrderedSet("dcba"), a != b, a >= OrderedSet("ab"), a > OrderedSet("abcd"))
print(["x", "c"] & a if False else a & ["x", "c"], "ca" if False else list("cab") - a, a | ["z"], a.__eq__([1]))
c = OrderedSet([3, 1, 2])
c.add(5); c.discard(9); c.remove(1)
print(c, c.pop(), c, 3 in c, len(c))
try:
    c.remove(42)
except KeyError as e:
    print("KeyError:", e)
c |= [7, 8]
c &= OrderedSet([8, 5, 7])
c ^= [5, 9]
c -= [9]
print(c)
c.clear()
try:
    c.pop()
except KeyError as e:
    print("KeyError", repr(e))
print(isinstance(a, Set), isinstance(a, Iterable), issubclass(set, MutableSet), issubclass(frozenset, Set), isinstance([], Set))
try:
    hash(a)
except TypeError as e:
    print("TypeError:", e)
try:
    class Half(MutableSet):
        __contains__ = __iter__ = __len__ = None
        def add(self, x): pass
    Half()
except TypeError as e:
    print("TypeError:", e)
