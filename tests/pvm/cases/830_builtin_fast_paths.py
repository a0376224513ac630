# Fast paths for built-in calls behave exactly as the general ones:
# str methods with optional arguments left out, reversed() of a list,
# unpacking tuple and list subclasses, heapq on lists.
import heapq
from collections import namedtuple

s = "  a-b-c  "
print(repr(s.strip()), repr(s.strip(" a")), repr(s.split("-")), s.split("-", 1))
print(s.replace("-", "+"), s.replace("-", "+", 1), s.find("b"), s.find("b", 5), s.count("-", 4))
print(str.strip(" x "), str.split("a b"), "abc".startswith("b", 1), "abc".endswith("b", 0, 2))
print("x".center(5), "x".center(5, "*"), "7".zfill(3), "a,b,,c".rsplit(",", 2))
for bad in (lambda: str.strip(), lambda: "a".strip(1), lambda: "a".replace("a"), lambda: "a".split(maxsplit="x")):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)

l = [1, 2, 3, 4]
r = reversed(l)
print(next(r), type(r).__name__, list(r), list(reversed([])))
r = reversed(l)
next(r)
l.append(5)
print(list(r))
r = reversed(l)
del l[:]
print(list(r))

Pt = namedtuple("Pt", "x y")
x, y = Pt(3, 4)
print(x, y)
first, *rest = Pt(5, 6)
print(first, rest)

class Pair(tuple):
    pass

class Backwards(tuple):
    def __iter__(self):
        return iter([self[1], self[0]])

class L(list):
    def __getitem__(self, i):
        return "ignored"

a, b = Pair((1, 2))
print(a, b)
a, b = Backwards((1, 2))
print(a, b)
a, b, c = L([7, 8, 9])
print(a, b, c)
try:
    a, b = Pair((1, 2, 3))
except ValueError as e:
    print("ValueError", e)

h = []
for v in (5, 1, 4, 1, 3):
    heapq.heappush(h, v)
print(h, heapq.heappop(h), heapq.heappushpop(h, 2), heapq.heapreplace(h, 9), h)
heapq.heapify(h)
print([heapq.heappop(h) for _ in range(len(h))])

class Grow:
    def __init__(self, v, heap):
        self.v, self.heap = v, heap
    def __lt__(self, other):
        self.heap.append(Grow(0, self.heap))
        return self.v < other.v

h = []
heapq.heappush(h, Grow(1, h))
try:
    heapq.heappush(h, Grow(0, h))
except RuntimeError as e:
    print("RuntimeError", e)
try:
    heapq.heappush((), 1)
except TypeError as e:
    print("TypeError", e)
