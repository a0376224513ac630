import heapq
import itertools
from functools import total_ordering

@total_ordering
class Event:
    _ids = itertools.count(1)
    def __init__(self, when, name, action=None):
        self.when = when
        self.name = name
        self.id = next(Event._ids)
        self.action = action
    def __eq__(self, other):
        if not isinstance(other, Event):
            return NotImplemented
        return (self.when, self.id) == (other.when, other.id)
    def __lt__(self, other):
        return (self.when, self.id) < (other.when, other.id)
    def __repr__(self):
        return f"<Event #{self.id} {self.name}@{self.when}>"

class Scheduler:
    def __init__(self):
        self.queue = []
        self.now = 0
        self.trace = []
    def at(self, when, name, action=None):
        ev = Event(when, name, action)
        heapq.heappush(self.queue, ev)
        return ev
    def spawn(self, gen, name):
        self.at(self.now, name, gen)
    def run(self, until=100):
        while self.queue and self.queue[0].when <= until:
            ev = heapq.heappop(self.queue)
            self.now = ev.when
            if ev.action is None:
                self.trace.append(f"t={self.now:>3} {ev.name}")
                continue
            try:
                delay = next(ev.action)
            except StopIteration as stop:
                self.trace.append(f"t={self.now:>3} {ev.name} done -> {stop.value}")
            else:
                self.trace.append(f"t={self.now:>3} {ev.name} sleeps {delay}")
                self.at(self.now + delay, ev.name, ev.action)

def worker(n, step):
    total = 0
    for i in range(n):
        total += i * step
        yield step
    return total

def pinger():
    for d in itertools.cycle([1, 2, 3]):
        yield d

s = Scheduler()
s.spawn(worker(3, 5), "w1")
s.spawn(worker(4, 2), "w2")
s.at(7, "alarm")
s.spawn(itertools.islice(pinger(), 5), "ping")
s.run(until=20)
print("\n".join(s.trace))
print(s.queue)
print(sorted([Event(3, "a"), Event(1, "b"), Event(3, "c")]))
e1, e2 = Event(5, "x"), Event(5, "y")
print(e1 <= e2, e1 >= e2, e1 > e2, e1 == e2, e1 != e2)
print(e1 == 5, e1.__eq__(5))
try:
    e1 < 5
except AttributeError as e:
    print("AttributeError:", e)
h = [5, 1, 8, 3, 9, 2]
heapq.heapify(h)
print(h, heapq.nsmallest(3, h), heapq.nlargest(2, h, key=lambda v: -v))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0])))
print(heapq.heappushpop(h, 0), heapq.heapreplace(h, 7), h)
print(list(itertools.accumulate([1, 2, 3, 4], initial=10)))
print(list(itertools.pairwise("abcd")), list(itertools.starmap(pow, [(2, 3), (3, 2)])))
print([(k, list(g)) for k, g in itertools.groupby(sorted("mississippi"))])
print(list(itertools.zip_longest("ab", "xyz", fillvalue="-")))
print(list(itertools.product("ab", repeat=2)), list(itertools.combinations_with_replacement([1, 2, 3], 2)))
print(list(itertools.permutations(range(3), 2)), list(itertools.compress("abcdef", [1, 0, 1, 0, 1])))
print(list(itertools.takewhile(lambda x: x < 5, [1, 4, 6, 2])), list(itertools.dropwhile(lambda x: x < 5, [1, 4, 6, 2])))
a, b = itertools.tee(iter([1, 2, 3]))
print(list(a), list(b), list(itertools.chain.from_iterable(["ab", "cd"])), list(itertools.filterfalse(None, [0, 1, "", "x"])))
print(list(itertools.batched(range(7), 3)) if hasattr(itertools, "batched") else "no batched")
