import heapq
from functools import lru_cache

def coroutine(fn):
    def start(*args, **kwargs):
        gen = fn(*args, **kwargs)
        next(gen)
        return gen
    start.__name__ = fn.__name__
    return start

@coroutine
def averager():
    total, count, avg = 0.0, 0, None
    while True:
        value = yield avg
        total += value
        count += 1
        avg = total / count

@coroutine
def grep(pattern, target):
    while True:
        line = yield
        if pattern in line:
            target.send(line.upper())

@coroutine
def collector(out):
    while True:
        out.append((yield))

avg = averager()
print([avg.send(v) for v in [10, 20, 30, 45]])
found = []
g = grep("py", collector(found))
for line in ["python rocks", "go fast", "pypy jit", "rust"]:
    g.send(line)
print(found)
g.close()

class MedianFinder:
    def __init__(self):
        self.lo, self.hi = [], []
    def add(self, x):
        heapq.heappush(self.lo, -x)
        heapq.heappush(self.hi, -heapq.heappop(self.lo))
        if len(self.hi) > len(self.lo):
            heapq.heappush(self.lo, -heapq.heappop(self.hi))
    def median(self):
        if len(self.lo) > len(self.hi):
            return -self.lo[0]
        return (-self.lo[0] + self.hi[0]) / 2
mf = MedianFinder()
meds = []
for x in [5, 15, 1, 3, 8, 7, 9, 10, 20, 2]:
    mf.add(x)
    meds.append(mf.median())
print(meds)
def top_k(stream, k):
    heap = []
    for i, x in enumerate(stream):
        if len(heap) < k:
            heapq.heappush(heap, (x, i))
        elif x > heap[0][0]:
            heapq.heapreplace(heap, (x, i))
    return sorted(heap, reverse=True)
print(top_k([4, 1, 9, 9, 3, 7, 9, 2], 3), heapq.nlargest(3, enumerate([4, 1, 9, 9, 3]), key=lambda t: t[1]))

@lru_cache(maxsize=None)
def edit(a, b):
    if not a or not b:
        return len(a) + len(b)
    if a[0] == b[0]:
        return edit(a[1:], b[1:])
    return 1 + min(edit(a[1:], b), edit(a, b[1:]), edit(a[1:], b[1:]))
print(edit("kitten", "sitting"), edit("flaw", "lawn"), edit("", "abc"), edit.cache_info().currsize > 10)
@lru_cache(maxsize=128)
def lcs(a, b):
    if not a or not b:
        return ""
    if a[-1] == b[-1]:
        return lcs(a[:-1], b[:-1]) + a[-1]
    return max(lcs(a[:-1], b), lcs(a, b[:-1]), key=len)
print(lcs("AGGTAB", "GXTXAYB"), lcs("abc", "def") == "", lcs.cache_info().maxsize)
def coins(amount, denoms):
    @lru_cache(maxsize=None)
    def ways(a, i):
        if a == 0:
            return 1
        if a < 0 or i == len(denoms):
            return 0
        return ways(a - denoms[i], i) + ways(a, i + 1)
    return ways(amount, 0)
print(coins(100, (1, 5, 10, 25, 50)), coins(0, (1,)), coins(3, (2,)))
