# sort: sorting and list manipulation: sorted() with key functions and
# reverse, multi-key tuple sorts, stability checks, list.sort on records,
# operator.itemgetter/attrgetter, functools.cmp_to_key, bisect insertion,
# heapq merging and nsmallest, plus a hand-written merge sort and quicksort
# for comparison with the built-in.
# Stresses: comparisons, key-function calls, list slicing/append/insert/pop.

import bisect
import functools
import heapq
import operator

N = 20000  # list length per round
ROUNDS = 5  # scale: rounds, each on fresh data


class LCG:
    def __init__(self, seed):
        self.x = seed

    def next(self, n):
        # 64-bit LCG (Knuth's MMIX constants); the high bits are the good ones
        self.x = (self.x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        return (self.x >> 33) % n


class Rec:
    def __init__(self, name, dept, salary, age):
        self.name = name
        self.dept = dept
        self.salary = salary
        self.age = age


def merge_sort(xs):
    if len(xs) <= 1:
        return xs
    mid = len(xs) // 2
    a = merge_sort(xs[:mid])
    b = merge_sort(xs[mid:])
    out = []
    i = j = 0
    while i < len(a) and j < len(b):
        if b[j] < a[i]:
            out.append(b[j])
            j += 1
        else:
            out.append(a[i])
            i += 1
    out.extend(a[i:])
    out.extend(b[j:])
    return out


def quick_sort(xs):
    if len(xs) <= 16:
        # insertion sort for small slices
        xs = xs[:]
        for i in range(1, len(xs)):
            v = xs[i]
            j = i - 1
            while j >= 0 and xs[j] > v:
                xs[j + 1] = xs[j]
                j -= 1
            xs[j + 1] = v
        return xs
    pivot = sorted((xs[0], xs[len(xs) // 2], xs[-1]))[1]
    less = [x for x in xs if x < pivot]
    equal = [x for x in xs if x == pivot]
    more = [x for x in xs if x > pivot]
    return quick_sort(less) + equal + quick_sort(more)


def compare_names(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return -1 if a < b else (1 if a > b else 0)


def checksum(xs):
    h = 0
    for x in xs:
        h = (h * 31 + x) % 1000000007
    return h


def one_round(rng):
    nums = [rng.next(1000000) for _ in range(N)]
    ref = sorted(nums)
    ms = merge_sort(nums)
    qs = quick_sort(nums)
    print("ints", ref == ms, ref == qs, checksum(ref), ref[0], ref[-1])
    print("desc", checksum(sorted(nums, reverse=True)), checksum(sorted(nums, key=lambda v: (v % 1000, -v))))

    depts = ["eng", "ops", "sales", "legal", "hr"]
    recs = []
    for i in range(N // 2):
        name = "".join(chr(97 + rng.next(26)) for _ in range(3 + rng.next(5)))
        recs.append(Rec(name, depts[rng.next(5)], 1000 * rng.next(200), 20 + rng.next(45)))
    by_salary = sorted(recs, key=operator.attrgetter("salary"))
    stable = sorted(by_salary, key=operator.attrgetter("dept"))
    ok = all(
        a.dept < b.dept or (a.dept == b.dept and a.salary <= b.salary) for a, b in zip(stable, stable[1:])
    )
    multi = sorted(recs, key=lambda r: (r.dept, -r.salary, r.age, r.name))
    names = sorted((r.name for r in recs), key=functools.cmp_to_key(compare_names))
    print("records", ok, multi[0].name, multi[-1].name, names[:3], names[-1])

    rows = [(r.dept, r.age, r.salary) for r in recs]
    rows.sort(key=operator.itemgetter(1, 2))
    rows.reverse()
    print("rows", rows[:2], rows[-1])

    ordered = []
    for x in nums[: N // 3]:
        bisect.insort(ordered, x)
    pos = [bisect.bisect_left(ordered, q) for q in range(0, 1000000, 50000)]
    print("bisect", ordered == sorted(nums[: N // 3]), pos[:6])

    chunks = [sorted(nums[i : i + 1000]) for i in range(0, N, 1000)]
    merged = list(heapq.merge(*chunks))
    print("heapq", merged == ref, heapq.nsmallest(3, nums), heapq.nlargest(2, nums))

    work = nums[:2000]
    while len(work) > 1:
        a = work.pop()
        b = work.pop(0)
        work.insert(len(work) // 2, (a + b) % 1000003)
    print("listops", work, min(nums), max(nums), nums.index(ref[0]), nums.count(ref[5]))


def main():
    rng = LCG(777)
    for r in range(ROUNDS):
        print("round %d" % r)
        one_round(rng)


main()
