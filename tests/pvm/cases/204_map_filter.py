# map() and filter()
print(list(map(abs, [-1, 2, -3])), list(map(str.upper, "abc")), list(map(len, ["a", "bb", ""])))
print(list(map(pow, [2, 3, 4], [5, 2, 1])), list(map(lambda a, b, c: a + b + c, "ab", "cd", "efg")))
print(list(map(int, "1 2 3".split())), list(map(float, ["1.5", "2e3"])), list(map(bool, [0, "", [], 1])))
print(list(map(lambda x: x, [])), list(map(divmod, [7, 8], [2, 3])), list(map(max, [1, 5], [4, 2])))
print(list(filter(None, [0, 1, "", "a", None, [], [0], False, 0.0, 2])))
print(list(filter(lambda x: x % 2, range(10))), list(filter(str.isdigit, "a1b2c3")), list(filter(str.isalpha, ["ab", "1", "c2"])))
print(list(filter(lambda kv: kv[1] > 1, {"a": 1, "b": 2, "c": 3}.items())))
m = map(lambda x: x * 10, [1, 2])
f = filter(bool, [0, 1])
print(type(m).__name__, type(f).__name__, next(m), list(m), list(f))
for call in [lambda: map(abs), lambda: map(), lambda: filter(None), lambda: map(abs, 5), lambda: filter(None, 5),
             lambda: list(map(abs, ["x"])), lambda: list(map(5, [1])), lambda: list(filter(5, [1]))]:
    try:
        print(call())
    except TypeError as e:
        print(type(e).__name__, e)
def noisy(x):
    print("  mapping", x)
    return x * 2
lazy = map(noisy, [1, 2, 3])
print("map created lazily")
print(next(lazy))
print(list(lazy))
def is_prime(n):
    return n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1))
print(list(filter(is_prime, range(50))))
print(sum(map(int, str(2 ** 100))), "".join(map(chr, range(97, 103))))
print(list(map(lambda p: p[0] * p[1], zip([1, 2, 3], [4, 5, 6]))))
print(list(map(str.strip, [" a ", "b ", " c"])), list(map(" ".join, [["a", "b"], ["c"]])))
print(sorted(filter(lambda w: len(w) > 2, map(str.lower, "The Quick BROWN fox IS".split()))))
class Double:
    def __call__(self, x):
        return x * 2
print(list(map(Double(), range(3))), list(filter(Double(), [0, 1])))
