# Argument checks of deque methods, heapq functions and isinstance: the
# usual calls skip them, the unusual ones get CPython's errors.
import heapq
from collections import deque


class Q(deque):
    pass


class Key:
    def __init__(self, k):
        self.k = k

    def __lt__(self, other):
        return self.k < other.k


def attempt(f):
    try:
        print(f())
    except (TypeError, IndexError) as e:
        print(type(e).__name__, e)


q = deque([1, 2])
sub = Q([3])
for d in (q, sub):
    d.append(9)
    d.appendleft(0)
    print(d.pop(), d.popleft(), d.count(1), len(d), d)
attempt(lambda: q.append())
attempt(lambda: q.append(1, 2))
attempt(lambda: q.append(x=1))
attempt(lambda: q.popleft(1))
attempt(lambda: sub.insert(1))
attempt(lambda: sub.pop(x=2))
attempt(lambda: deque.append([], 1))
attempt(lambda: deque.popleft())
attempt(lambda: deque.append(sub, 5))
attempt(lambda: deque().popleft())
attempt(lambda: Q().pop())
attempt(lambda: q.__setitem__(1))
attempt(lambda: q.__getitem__(x=1))
attempt(lambda: q.__iter__(1))
attempt(lambda: q.__copy__(1))
attempt(lambda: q.insert(1, 2, 3))
print(list(sub))

h = []
for v in (5, 1, 4, 1, 3):
    heapq.heappush(h, v)
print(h, heapq.heappop(h), heapq.heapreplace(h, 7), heapq.heappushpop(h, 0), h)
ks = []
for v in (3, 1, 2):
    heapq.heappush(ks, Key(v))
print([heapq.heappop(ks).k for _ in range(3)])
attempt(lambda: heapq.heappush(h))
attempt(lambda: heapq.heappush(h, 1, 2))
attempt(lambda: heapq.heappush(h, item=1))
attempt(lambda: heapq.heappush((), 1))
attempt(lambda: heapq.heappop([]))
attempt(lambda: heapq.heappop(h, 1))
attempt(lambda: heapq.heappop({}))
attempt(lambda: heapq.heapify([], 1))
attempt(lambda: heapq.heapify(x=[]))
attempt(lambda: heapq.heapreplace([], 1))
attempt(lambda: heapq.heapreplace(h))
attempt(lambda: heapq.heappushpop("ab", 1))
attempt(lambda: heapq.heappushpop(h, 1, x=2))
attempt(lambda: heapq.heappush([1], "a"))

print(isinstance(1, int), isinstance(True, int), isinstance(sub, deque), isinstance(1, (str, (bytes, int))))
print(isinstance(q, (Q, list)), isinstance("s", str | None), isinstance(None, ()))
attempt(lambda: isinstance(1))
attempt(lambda: isinstance(1, int, 2))
attempt(lambda: isinstance(1, cls=int))
attempt(lambda: isinstance(1, 2))
attempt(lambda: isinstance(1, (int, 2)))
attempt(lambda: isinstance(1, (str, 2)))
attempt(lambda: issubclass(bool))
