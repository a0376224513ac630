# sum(): start values, floats, sequences, errors
print(sum([]), sum([1, 2, 3]), sum(range(101)), sum([1, 2], 10), sum((0.1,) * 10), sum([True, True, False]))
print(sum([0.1, 0.2, 0.3]), sum([1e100, 1.0, -1e100]), sum([1.5, 2]), sum([1, 2.5, 3]), sum([], 0.0), sum([-0.0]))
print(sum([[1], [2, 3]], []), sum([(1,), (2,)], ()), sum([[1]], start=[0]))
print(sum(x * x for x in range(10)), sum(map(int, "12345")), sum({1: "a", 2: "b"}), sum({}.values()))
print(sum([10 ** 20, 10 ** 20]), sum([2 ** 64] * 4), sum(range(10 ** 4)) == 10 ** 4 * (10 ** 4 - 1) // 2)
print(repr(sum([0.1] * 100)), repr(sum([1 / 3] * 3)), repr(sum([1e16, 1.0, 1.0])), repr(sum([1.0, 1e16, -1e16])))
for call in [lambda: sum(["a", "b"]), lambda: sum(["a"], ""), lambda: sum([b"a"], b""), lambda: sum([bytearray(b"a")], bytearray()),
             lambda: sum([1, "a"]), lambda: sum(5), lambda: sum([[1]]), lambda: sum([None]), lambda: sum()]:
    try:
        print(repr(call()))
    except TypeError as e:
        print(type(e).__name__, e)
class Money:
    def __init__(self, c):
        self.c = c
    def __add__(self, other):
        return Money(self.c + (other.c if isinstance(other, Money) else other))
    def __radd__(self, other):
        return self.__add__(other)
    def __repr__(self):
        return f"Money({self.c})"
print(sum([Money(1), Money(2), Money(3)]), sum([Money(5)], Money(10)))
print(sum([1, 2, 3], start=100), sum(iterable := [4, 5]))
print(sum(v for v in [True, 2, 3.5]), type(sum([1, 2])).__name__, type(sum([1, 2.0])).__name__)
matrix = [[1, 2], [3, 4], [5, 6]]
print(sum(sum(r) for r in matrix), sum(matrix, []), [sum(c) for c in zip(*matrix)])
print(repr(sum([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0])), repr(sum(i / 10 for i in range(1, 11))))
