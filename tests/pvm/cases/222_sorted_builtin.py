# sorted(): every iterable kind, key functions, reverse, stability, errors
print(sorted([3, 1, 2]), sorted((3, 1, 2)), sorted("cab"), sorted(b"cab"), sorted({"b": 1, "a": 2}), sorted({"b": 1, "a": 2}.values()))
print(sorted(range(5, 0, -1)), sorted(x % 4 for x in range(10)), sorted(map(str, [10, 9, 100])), sorted([]))
print(sorted([3, 1, 2], reverse=True), sorted("hello", reverse=True), sorted([1], reverse=False), sorted([2, 1], reverse=0))
print(sorted(["Banana", "apple", "Cherry"]), sorted(["Banana", "apple", "Cherry"], key=str.lower))
print(sorted([(1, "b"), (1, "a"), (0, "z")]), sorted([(1, "b"), (1, "a"), (0, "z")], key=lambda t: t[0]))
print(sorted([1.5, -2, True, 0, 3 ** 40, -0.5]), sorted([[2], [1, 5], [1], []]))
print(sorted(["a10", "a2", "a1"], key=lambda s: int(s[1:])), sorted(["x", "yy", "zzz", "w"], key=len, reverse=True))
stab = [("a", 2), ("b", 1), ("c", 2), ("d", 1), ("e", 2)]
print(sorted(stab, key=lambda t: t[1]), sorted(stab, key=lambda t: t[1], reverse=True))
print(sorted(sorted(stab, key=lambda t: t[0], reverse=True), key=lambda t: t[1]))
for call in [lambda: sorted(5), lambda: sorted([1, "a"]), lambda: sorted([1, 2], key=5), lambda: sorted([1], 1),
             lambda: sorted(), lambda: sorted([{}, {}]), lambda: sorted([None, None])]:
    try:
        print(call())
    except TypeError as e:
        print(type(e).__name__, e)
original = [3, 1, 2]
result = sorted(original)
print(original, result, result is not original)
calls = []
def key(x):
    calls.append(x)
    return -x
print(sorted([1, 2, 3], key=key), calls)
print(sorted("The quick brown fox".split(), key=lambda w: (w.lower(), w)))
print(sorted([float("inf"), 1.0, float("-inf"), 0.0]), sorted([-0.0, 0.0]), sorted([0.0, -0.0]))
print(sorted([True, False, 1, 0]), sorted([0, False, 0.0]))
data = {"x": 3, "y": 1, "z": 2}
print(sorted(data, key=data.get), sorted(data.items(), key=lambda kv: kv[1], reverse=True)[0])
