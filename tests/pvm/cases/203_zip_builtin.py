# zip(): shortest, strict, unzip, many iterables
print(list(zip([1, 2, 3], "abc")), list(zip([1, 2, 3], "ab")), list(zip()), list(zip([1])), list(zip([], [1])))
print(list(zip(range(3), range(10, 13), range(20, 23))), list(zip("ab", "cd", "ef", "gh")))
pairs = [(1, "a"), (2, "b"), (3, "c")]
nums, letters = zip(*pairs)
print(nums, letters)
print(dict(zip("abc", range(3))), list(zip(*[[1, 2], [3, 4], [5, 6]])))
print(list(zip([1, 2], [3, 4], strict=True)))
for a, b in [([1, 2, 3], [1]), ([1], [1, 2, 3]), ([], [1])]:
    try:
        print(list(zip(a, b, strict=True)))
    except ValueError as e:
        print(type(e).__name__, e)
try:
    list(zip([1, 2], [1, 2], [1], strict=True))
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(zip([1], [1, 2], [1, 2], strict=True))
except ValueError as e:
    print(type(e).__name__, e)
try:
    zip([1], 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    zip(None)
except TypeError as e:
    print(type(e).__name__, e)
log = []
def gen(name, n):
    for i in range(n):
        log.append(f"{name}{i}")
        yield i
print(list(zip(gen("a", 3), gen("b", 2))), log)
z = zip("ab", "cd")
print(type(z).__name__, next(z), list(z), list(z))
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(col) for col in zip(*matrix)], [sum(col) for col in zip(*matrix)])
seq = [1, 2, 3, 4, 5]
print(list(zip(seq, seq[1:])), [b - a for a, b in zip(seq, seq[1:])])
it = iter(range(7))
print(list(zip(it, it, it)), list(it))
keys = ["name", "age"]
rows = [("ann", 30), ("bob", 25)]
print([dict(zip(keys, r)) for r in rows])
print(list(zip({"x": 1, "y": 2}, {"p": 3, "q": 4}.values())))
try:
    zip([1], strict=1, extra=2)
except TypeError as e:
    print(type(e).__name__, e)
