from collections import deque
import heapq
from dataclasses import dataclass, field
from typing import Callable, Any
@dataclass(order=True)
class Event:
    time: int
    seq: int
    name: str = field(compare=False)
    action: Callable[[], Any] = field(compare=False, repr=False, default=None)
class Scheduler:
    def __init__(self):
        self.q = []
        self.seq = 0
        self.now = 0
        self.trace = deque(maxlen=5)
    def at(self, t, name, action=None):
        self.seq += 1
        heapq.heappush(self.q, Event(t, self.seq, name, action))
        return self
    def run(self, until=None):
        while self.q:
            if until is not None and self.q[0].time > until:
                break
            ev = heapq.heappop(self.q)
            self.now = ev.time
            self.trace.append(ev.name)
            print(f"t={ev.time:03d} #{ev.seq:<2} {ev.name}")
            if ev.action:
                ev.action()
s = Scheduler()
def spawn(n):
    def act():
        if n > 0:
            s.at(s.now + n, f"child-{n}", spawn(n - 1))
    return act
s.at(5, "start", spawn(3)).at(1, "early").at(5, "tie").at(20, "late")
s.run(until=10)
print("pending", [e.name for e in sorted(s.q)])
s.run()
print(list(s.trace), s.trace.maxlen, len(s.trace))
print(Event(1, 2, "x") < Event(1, 3, "a"), Event(2, 0, "x") > Event(1, 9, "z"))
print(Event(1, 1, "n"))
q = deque(range(10))
q.rotate(3)
print(q, q[0], q[-1])
q.extend("ab")
q.remove(5)
print(q, q.count("a"), 7 in q)
window = deque(maxlen=3)
avgs = []
for x in [3, 1, 4, 1, 5, 9, 2, 6]:
    window.append(x)
    avgs.append(round(sum(window) / len(window), 2))
print(avgs)
h = [(3, "c"), (1, "a"), (2, "b")]
heapq.heapify(h)
print([heapq.heappop(h) for _ in range(len(h))])
print(heapq.nsmallest(3, [5, 2, 8, 1, 9], key=lambda v: -v), heapq.nlargest(2, "hello"))
merged = list(heapq.merge([1, 5, 9], [2, 6], [0, 10], key=None))
print(merged, list(heapq.merge(["a", "cc"], ["bbb"], key=len)))
