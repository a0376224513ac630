# heapq.nsmallest / nlargest follow CPython's algorithm: min/max for n == 1,
# sorted() when the length is known and at most n, otherwise a bounded heap
# of (key, order[, item]) tuples. Ties, NaN and the comparisons __lt__
# sees come out as in CPython.
import heapq

log = []


class K:
    def __init__(self, t, v=0):
        self.t, self.v = t, v

    def __lt__(self, other):
        log.append(self.t + "<" + other.t)
        return self.v < other.v

    def __repr__(self):
        return self.t


items = [K("a", 3), K("b", 1), K("c", 3), K("d", 0), K("e", 1), K("f", 2)]
for n in (2, 3):
    log.clear()
    print(n, heapq.nsmallest(n, items), log)
    log.clear()
    print(n, heapq.nlargest(n, items), log)
log.clear()
print(heapq.nsmallest(1, items), heapq.nlargest(1, items), log)
log.clear()
print(heapq.nsmallest(10, items), len(log))

nan = float("nan")
data = [nan if i % 10 == 3 else float((i * 7919) % 1009) for i in range(40)]
print(heapq.nsmallest(5, data), heapq.nlargest(5, data))
print(heapq.nsmallest(4, iter(data)), heapq.nlargest(4, (x for x in data)))
print(heapq.nsmallest(3, data, key=lambda x: -x), heapq.nlargest(3, data, key=abs))

words = "pear fig apple kiwi plum date lime".split()
print(heapq.nsmallest(3, words, key=len), heapq.nlargest(3, words, key=len))
print(heapq.nsmallest(0, words), heapq.nlargest(-2, words), heapq.nsmallest(2, []))
print(heapq.nsmallest(2, {"b": 1, "a": 2, "c": 0}), heapq.nlargest(2, "hello"))
print(heapq.nsmallest(1, []), heapq.nlargest(1, iter([])), heapq.nsmallest(7, words) == sorted(words))


def gen():
    yield 5
    yield 1
    raise ValueError("mid-stream")


for call in (lambda: heapq.nsmallest(2, [1, "a", 2]),
             lambda: heapq.nlargest(1, gen()),
             lambda: heapq.nsmallest(2, [3, 1, 2], key=lambda x: 1 / (x - 2)),
             lambda: heapq.nsmallest("2", [1]),
             lambda: heapq.nlargest(2, 5)):
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)


class Sized:
    def __len__(self):
        raise TypeError("no len today")

    def __iter__(self):
        return iter([4, 2, 9, 1])


print(heapq.nsmallest(2, Sized()), heapq.nlargest(3, Sized()))
