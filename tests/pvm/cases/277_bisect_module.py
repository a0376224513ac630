# bisect: bisect_left/right, insort, key=, lo/hi, grading tables
import bisect
a = [1, 2, 4, 4, 4, 7, 9]
for x in [0, 1, 4, 5, 9, 10]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left(a, 4, 3), bisect.bisect_left(a, 4, 0, 2), bisect.bisect_right(a, 4, lo=0, hi=4), bisect.bisect_left([], 5))
b = []
for v in [5, 1, 4, 1, 3]:
    bisect.insort(b, v)
print(b)
bisect.insort_left(b, 4)
bisect.insort_right(b, 4)
print(b)
def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60, 59]])
records = [("ann", 25), ("bob", 31), ("cy", 40), ("di", 52)]
print(bisect.bisect_left(records, 31, key=lambda r: r[1]), bisect.bisect_right(records, 31, key=lambda r: r[1]))
bisect.insort(records, ("ed", 35), key=lambda r: r[1])
print(records)
words = ["apple", "banana", "cherry", "date"]
print(bisect.bisect_left(words, "blueberry"), bisect.bisect(words, "cherry"), bisect.bisect_left(words, "a"))
for call in [lambda: bisect.bisect_left(a, 1, -1), lambda: bisect.bisect([1, "a"], 2), lambda: bisect.insort(5, 1)]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
def index_of(sorted_list, x):
    i = bisect.bisect_left(sorted_list, x)
    if i != len(sorted_list) and sorted_list[i] == x:
        return i
    raise ValueError(f"{x} not found")
print(index_of(a, 7))
try:
    index_of(a, 3)
except ValueError as e:
    print(type(e).__name__, e)
floats = [0.1, 0.5, 1.5, 2.25]
print(bisect.bisect(floats, 0.5), bisect.bisect_left(floats, 1.0), bisect.bisect(floats, float("inf")))
times = [0, 60, 3600, 86400]
labels = ["seconds", "minutes", "hours", "days"]
print([labels[bisect.bisect(times, t) - 1] for t in [5, 61, 7200, 100000]])
