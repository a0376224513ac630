# tuples: construction, methods, immutability, hashing, comparisons
t = (1, 2, 3, 2)
print(t, t[0], t[-1], t[1:3], t[::-1], len(t), t.count(2), t.index(3), t.index(2, 2))
print((), (1,), tuple(), tuple("abc"), tuple([1, 2]), tuple(range(3)), tuple({"a": 1}), tuple(x for x in "xy"))
print((1, 2) + (3,), (0,) * 3, 2 * ("a",), (1, 2) == (1, 2), (1, 2) < (1, 3), (1,) < (1, 0), () < (0,))
print(type(()).__name__, type((1)).__name__, type((1,)).__name__, 1 in t, 5 not in t)
for call in [lambda: t.index(9), lambda: t.__setitem__(0, 5), lambda: t[10], lambda: t + [1], lambda: t.append(1)]:
    try:
        call()
    except (ValueError, TypeError, IndexError, AttributeError) as e:
        print(type(e).__name__, e)
try:
    t[0] = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    del t[0]
except TypeError as e:
    print(type(e).__name__, e)
m = ([1], [2])
m[0].append(10)
print(m)
print(hash((1, 2)) == hash((1, 2)), {(1, 2): "pair"}[(1, 2)], hash((1, (2, 3))) == hash((1, (2, 3))))
try:
    hash((1, [2]))
except TypeError as e:
    print(type(e).__name__, e)
a, (b, c) = 1, (2, 3)
print(a, b, c)
x = 1, 2
y = x
x += (3,)
print(x, y)
print(max((1, 5), (2, 0)), min([(3, "c"), (1, "z"), (1, "a")]), sorted([(2, "b"), (1, "a"), (2, "a")]))
print(repr((1,)), repr(()), str((1, "a")), repr(((),)), repr(("a", ("b", ("c",)))))
print(tuple(t) is t, t[:] is t, t.__len__(), t.__contains__(3), t.__add__((9,)))
print((1, 2, 3)[True], (1, 2)[-2], tuple(reversed((1, 2, 3))))
coords = [(1, 2), (3, 4), (5, 6)]
print([x for x, _ in coords], sum(y for _, y in coords), dict(coords), list(zip(*coords)))
print(tuple([1, [2, 3]]), tuple("") == (), (1, 2, 3) == tuple([1, 2, 3]))
print((0.0, -0.0) == (-0.0, 0.0), (float("nan"),) == (float("nan"),))
nan = float("nan")
print((nan,) == (nan,), [nan] == [nan], nan in (nan,))
