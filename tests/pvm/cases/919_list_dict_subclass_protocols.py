# heapq works on list subclasses (a priority queue class deriving from
# list); merging a dict subclass that iterates another way goes through
# keys() and [], and ** of any mapping refuses repeated keyword names.
import heapq
from collections import ChainMap, UserDict


class PriorityQueue(list):
    def push(self, item):
        heapq.heappush(self, item)

    def pop_min(self):
        return heapq.heappop(self)


q = PriorityQueue()
for job in [(3, "write"), (1, "read"), (2, "sort"), (1, "alpha")]:
    q.push(job)
print(type(q).__name__, len(q), q[0])
print([q.pop_min() for _ in range(len(q))], q)
h = PriorityQueue([9, 4, 7, 1])
heapq.heapify(h)
print(h, heapq.heappushpop(h, 5), heapq.heapreplace(h, 0), h, heapq.nsmallest(2, h))


class Shadow(dict):
    "Iterates over its own view of the keys."

    def __iter__(self):
        return iter(["shown"])

    def keys(self):
        return ["shown"]

    def __getitem__(self, key):
        return "<%s>" % key


class Plain(dict):
    def __getitem__(self, key):
        return "never used by merges"


def kw(**options):
    return options


s = Shadow(hidden=1)
print(dict(s), {**s}, kw(**s), dict.__repr__(s))
merged = {}
merged.update(s)
print(merged)
p = Plain(a=1)
print(dict(p), {**p}, kw(**p), p["a"])


def attempt(label, fn):
    try:
        print(label, fn())
    except TypeError as e:
        print(label, "TypeError:", e)


def point(x, y=0):
    return (x, y)


attempt("dup dict", lambda: kw(a=1, **{"a": 2}))
attempt("dup userdict", lambda: kw(a=1, **UserDict(a=2)))
attempt("dup chainmap", lambda: kw(**ChainMap({"b": 1}), **{"b": 2}))
attempt("dup shadow", lambda: kw(shown=0, **s))
attempt("point", lambda: point(**UserDict(x=3)))
attempt("point dup", lambda: point(1, **UserDict(x=3)))
attempt("merge ok", lambda: kw(**UserDict(a=1), **{"b": 2}))
attempt("dict kw", lambda: dict(UserDict(a=1), **{"a": 2}))
attempt("display", lambda: {**UserDict(a=1), "a": 5})
