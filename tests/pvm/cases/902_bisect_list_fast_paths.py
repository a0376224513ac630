# bisect/insort on lists (read and inserted into directly), list
# subclasses (their insert is called), other sequences, lo/hi and key.
import bisect


class Logged(list):
    def insert(self, i, x):
        print("insert", i, x)
        super().insert(i, x)


xs = [1, 3, 3, 5, 8]
for v in (0, 3, 4, 9, 3.5, True):
    print(v, bisect.bisect_left(xs, v), bisect.bisect_right(xs, v), bisect.bisect(xs, v, 1, 3))
bisect.insort(xs, 4)
bisect.insort_left(xs, 3)
bisect.insort_right(xs, 3, lo=10)
bisect.insort(xs, -1, hi=0)
print(xs)
lg = Logged([10, 20, 30])
bisect.insort(lg, 25)
bisect.insort_left(lg, 5, key=None)
print(lg, type(lg).__name__)
print(bisect.bisect_left((1, 2, 4, 8), 5), bisect.bisect_right(range(0, 100, 5), 42))
recs = [("a", 1), ("b", 4), ("c", 9)]
bisect.insort(recs, ("d", 5), key=lambda r: r[1])
print(recs, bisect.bisect_left(recs, 4, key=lambda r: r[1]))
words = ["ant", "bee", "cat"]
for w in ("ape", "zebra", "a", "bee"):
    bisect.insort(words, w)
print(words)
try:
    bisect.bisect_left(xs, 2, 0, 50)
except IndexError as e:
    print("IndexError", e)
try:
    bisect.insort(xs, "x")
except TypeError as e:
    print("TypeError", e)
try:
    bisect.insort(xs, 1, lo=-1)
except ValueError as e:
    print("ValueError", e)
big = []
for i in range(40):
    bisect.insort(big, (i * 37) % 41)
print(big == sorted(big), big[:5], len(big))
