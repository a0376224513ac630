# for-loops unpacking zip/enumerate items straight from the iterator
def gen(n):
    for i in range(n):
        yield i * i

total = 0
for a, b in zip(range(5), gen(10)):
    total += a * b
print("zip", total)
for i, (a, b) in enumerate(zip("abc", [1, 2, 3]), 10):
    print(i, a, b)
for a, b, c in zip([1, 2], [3, 4], [5, 6, 7]):
    print(a, b, c)
for i, x in enumerate(gen(4), start=2**63 - 2):
    print(i, x)
try:
    for a, b in zip([1, 2, 3], [4, 5], strict=True):
        print(a, b)
except ValueError as e:
    print("ValueError:", e)
try:
    for a, b, c in zip([1], [2]):
        pass
except ValueError as e:
    print("ValueError:", e)
try:
    for a, b in enumerate([1, 2]):
        if a:
            raise KeyError(b)
except KeyError as e:
    print("KeyError", e)
def bad(n):
    yield from range(n)
    raise RuntimeError("inner %d" % n)
try:
    for a, b in zip(bad(2), bad(3)):
        print("got", a, b)
except RuntimeError as e:
    print("RuntimeError", e)
z = zip([1, 2, 3], "xyz")
for a, b in z:
    if a == 2:
        break
print(list(z))
e = enumerate("hello")
for i, ch in e:
    if i == 1:
        break
print(next(e), list(e))
pairs = [(i, c) for i, c in enumerate("ab")]
print(pairs, {k: v for k, v in zip("ab", "cd")})
for () in zip():
    print("never")
for t in zip([1], [2]):
    print(t)
for (a, b) in zip([1], [2]):
    print(a + b)
def last(it):
    for i, x in enumerate(it):
        pass
    return i, x
print(last("xyz"))
print(sum(a * b for a, b in zip(range(100), range(100, 200))))
