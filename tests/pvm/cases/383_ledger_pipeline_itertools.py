import itertools as it
import operator, functools
from collections import deque

def read_lines():
    data = """2024-01-01,alice,deposit,100
2024-01-01,bob,deposit,50
2024-01-02,alice,withdraw,30
2024-01-02,carol,deposit,70
# comment
2024-01-03,bob,withdraw,80
2024-01-03,alice,deposit,5

2024-01-04,carol,withdraw,20"""
    for n, line in enumerate(data.splitlines(), 1):
        yield n, line

def parse(lines):
    for n, line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        date, who, kind, amt = line.split(",")
        yield {"line": n, "date": date, "who": who, "kind": kind, "amt": int(amt)}

def signed(records):
    for r in records:
        r["delta"] = r["amt"] if r["kind"] == "deposit" else -r["amt"]
        yield r

records = list(signed(parse(read_lines())))
print(len(records), records[0])
by_date = it.groupby(records, key=operator.itemgetter("date"))
for date, grp in by_date:
    g = list(grp)
    print(date, [r["who"] for r in g], sum(r["delta"] for r in g))
groups = it.groupby(sorted(records, key=lambda r: r["who"]), key=lambda r: r["who"])
saved = [(k, g) for k, g in groups]
print([(k, list(g)) for k, g in saved])
balances = {}
for who, rs in it.groupby(sorted(records, key=operator.itemgetter("who")), operator.itemgetter("who")):
    running = list(it.accumulate(r["delta"] for r in rs))
    balances[who] = running
print(balances)
print(list(it.accumulate([3, 1, 4, 1, 5], max)), list(it.accumulate([1, 2, 3], operator.mul, initial=10)))
a, b = it.tee(x * x for x in range(5))
print(next(a), next(a), list(b), list(a))
t1, t2, t3 = it.tee("abc", 3)
print(list(zip(t1, t2, t3)))
print(list(it.islice(it.count(), 2, 20, 5)), list(it.islice("abcdefg", None, None, 3)), list(it.islice(it.cycle("xy"), 5)))
try:
    it.islice("a", 0, 1, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    list(it.islice("a", "x"))
except ValueError as e:
    print("ValueError:", e)
def boom():
    yield 1
    raise KeyError("pipeline broke")
try:
    print(list(it.chain([0], boom(), [2])))
except KeyError as e:
    print("KeyError:", e)
window = deque(maxlen=3)
avgs = []
for x in [2, 4, 6, 8, 10]:
    window.append(x)
    avgs.append(round(sum(window) / len(window), 2))
print(avgs)
def sliding(iterable, n):
    its = it.tee(iterable, n)
    for i, t in enumerate(its):
        for _ in range(i):
            next(t, None)
    return zip(*its)
print(list(sliding(range(6), 3)))
def chunked(iterable, n):
    iterator = iter(iterable)
    while chunk := list(it.islice(iterator, n)):
        yield chunk
print(list(chunked(range(7), 3)), list(it.starmap(lambda *a: sum(a), [(1, 2), (3, 4, 5)])))
print(functools.reduce(lambda d, r: d | {r["who"]: d.get(r["who"], 0) + r["delta"]}, records, {}))
print(sorted(records, key=lambda r: (-r["amt"], r["who"]))[0]["line"], max(records, key=operator.itemgetter("amt", "line"))["line"])
print(list(it.zip_longest(range(3), "ab", [True], fillvalue=None)), list(it.product(range(2), "ab", repeat=1)))
print(list(map(operator.sub, [10, 20], [1, 2])), list(it.filterfalse(lambda r: r["delta"] > 0, records))[0]["who"])
gen = (r["who"] for r in records)
print(next(gen), list(it.islice(gen, 2)), sum(1 for _ in gen))
print(list(it.combinations("abcd", 2))[-2:], len(list(it.permutations(range(5)))), list(it.compress(range(10), it.cycle([1, 0, 0]))))
