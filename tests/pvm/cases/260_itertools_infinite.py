# itertools.count, cycle, repeat
from itertools import count, cycle, repeat, islice
print(list(islice(count(), 5)), list(islice(count(10), 3)), list(islice(count(5, -2), 4)), list(islice(count(0.5, 0.25), 4)))
print(list(islice(count(1, 0.1), 5)), list(islice(count(10 ** 20, 10 ** 19), 3)))
c = count(3)
print(next(c), next(c), repr(c), repr(count(1.5, 2)), repr(count(0, -1)))
print(list(zip(count(1), "abc")), dict(zip("xyz", count())))
cy = cycle("AB")
print([next(cy) for _ in range(5)], list(islice(cycle([1, 2, 3]), 7)), list(islice(cycle([]), 3)))
log = []
def src():
    for x in "pq":
        log.append(x)
        yield x
cyc = cycle(src())
print([next(cyc) for _ in range(6)], log)
print(list(repeat("x", 3)), list(repeat(None, 0)), list(repeat(1, -5)), list(islice(repeat(7), 4)), repr(repeat(2, 3)))
print(list(map(pow, range(5), repeat(2))), list(zip("ab", repeat(0))))
r = repeat([1])
a, b = next(r), next(r)
a.append(2)
print(a is b, b)
for call in [lambda: count("a"), lambda: cycle(5), lambda: repeat(), lambda: count(1, "x"), lambda: repeat(1, "x")]:
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
ids = count(1000)
records = [{"id": next(ids), "name": n} for n in ["a", "b", "c"]]
print(records, next(ids))
turn = cycle(["alice", "bob"])
print([(i, next(turn)) for i in range(1, 6)])
