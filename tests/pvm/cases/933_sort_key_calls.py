# Keyed sorts: each key called once, in order; a key that raises leaves the
# list as it was; keys that sort themselves; short and long lists.
from operator import itemgetter

seen = []


def key(v):
    seen.append(v)
    if v == "boom":
        raise ValueError("bad key " + v)
    return len(v), v


words = ["pear", "fig", "apple", "kiwi", "boom", "date"]
try:
    words.sort(key=key)
except ValueError as e:
    print("ValueError", e)
print(words, seen)
seen.clear()
words.remove("boom")
print(sorted(words, key=key), seen)
print(sorted(words, key=key, reverse=True))


def inner(v):
    return sorted(v, key=lambda c: -ord(c))


print(sorted(["bca", "acb", "cab"], key=inner))
rows = [(i % 7, -i, str(i)) for i in range(70)]
by = sorted(rows, key=itemgetter(0, 1))
print(by[:5], by[-3:])
rows.sort(key=itemgetter(2), reverse=True)
print([r[2] for r in rows[:8]])
print(sorted([3, 1, 2], key=None), sorted([], key=len), sorted(["x"], key=len))
try:
    sorted([1, "a", 2], key=lambda v: v)
except TypeError as e:
    print("TypeError", e)
try:
    sorted([1, 2], key=lambda: 0)
except TypeError as e:
    print("TypeError", e)
big = sorted(range(100), key=lambda v: (v % 10, -v))
print(big[:12], big[-3:])
print(sorted([2.5, 1, 1.5, True], key=lambda v: -v))
