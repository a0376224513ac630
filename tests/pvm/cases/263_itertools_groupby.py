# itertools.groupby: consecutive grouping, keys, sorted-then-grouped, group exhaustion
from itertools import groupby
print([(k, list(g)) for k, g in groupby("AAAABBBCCDAABBB")])
print([k for k, _ in groupby("AAAABBBCCD")], [len(list(g)) for _, g in groupby("AAAABBBCCD")])
data = [1, 3, 5, 2, 4, 7, 9, 6]
print([(k, list(g)) for k, g in groupby(data, key=lambda x: x % 2 == 0)])
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
print([(k, list(g)) for k, g in groupby(words, key=lambda w: w[0])])
print([(k, list(g)) for k, g in groupby(sorted(words), key=lambda w: w[0])])
records = [("eng", "ann"), ("ops", "bob"), ("eng", "cy"), ("eng", "di"), ("ops", "ed")]
by_dept = {k: [n for _, n in g] for k, g in groupby(sorted(records), key=lambda r: r[0])}
print(by_dept)
groups = groupby("aabbc")
k1, g1 = next(groups)
k2, g2 = next(groups)
print(k1, list(g1), k2, list(g2))
print([(k, list(g)) for k, g in groupby([])], [(k, list(g)) for k, g in groupby([None, None, 0, 0.0, False])])
def rle(s):
    return "".join(f"{len(list(g))}{k}" for k, g in groupby(s))
print(rle("WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW"))
nums = [1, 2, 3, 5, 6, 8, 9, 10, 11, 15]
runs = []
for _, g in groupby(enumerate(nums), key=lambda p: p[1] - p[0]):
    run = [v for _, v in g]
    runs.append(f"{run[0]}-{run[-1]}" if len(run) > 1 else str(run[0]))
print(",".join(runs))
saved = [(k, g) for k, g in groupby("xxyy")]
print([(k, list(g)) for k, g in saved])
print([(k, sum(1 for _ in g)) for k, g in groupby([1, 1, 2, 1, 1, 1])])
try:
    list(groupby(5))
except TypeError as e:
    print(type(e).__name__, e)
log_lines = ["2024-01-01 a", "2024-01-01 b", "2024-01-02 c", "2024-01-03 d", "2024-01-03 e"]
for day, entries in groupby(log_lines, key=lambda l: l.split()[0]):
    print(day, [e.split()[1] for e in entries])
