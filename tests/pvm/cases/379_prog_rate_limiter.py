# mini-program: token-bucket and sliding-window rate limiters over a deterministic clock
from collections import deque
class TokenBucket:
    def __init__(self, rate, capacity):
        self.rate, self.capacity = rate, capacity
        self.tokens = capacity
        self.last = 0
    def allow(self, now, cost=1):
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False
class SlidingWindow:
    def __init__(self, limit, window):
        self.limit, self.window = limit, window
        self.hits = deque()
    def allow(self, now):
        while self.hits and self.hits[0] <= now - self.window:
            self.hits.popleft()
        if len(self.hits) < self.limit:
            self.hits.append(now)
            return True
        return False
requests = [0, 0, 0, 0, 1, 1, 2, 5, 5, 5, 5, 5, 6, 10, 10, 10, 11, 11, 11, 11]
tb = TokenBucket(rate=1, capacity=3)
sw = SlidingWindow(limit=3, window=5)
print("time  bucket  window  tokens")
for t in requests:
    a, b = tb.allow(t), sw.allow(t)
    print(f"{t:>4}  {'ok' if a else '--':>6}  {'ok' if b else '--':>6}  {tb.tokens}")
fb = TokenBucket(rate=0.5, capacity=2.0)
print([fb.allow(t) for t in [0, 0, 0, 1, 2, 3, 4, 4, 8]], repr(fb.tokens))
def simulate(limiter, times):
    accepted = [t for t in times if limiter.allow(t)]
    return len(accepted), accepted[:5]
print(simulate(TokenBucket(2, 5), list(range(0, 20, 1)) * 1), simulate(SlidingWindow(4, 10), [i // 2 for i in range(40)]))
