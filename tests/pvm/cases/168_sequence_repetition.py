# sequence repetition: zero/negative counts, nested aliasing, errors, large counts
print("ab" * 3, "ab" * 0, "ab" * -2, [1, 2] * 2, [1] * 0, (1,) * 3, () * 5, b"x" * 4, bytearray(b"y") * 2)
print(3 * "x", 0 * [1], -1 * (1,), True * "t", False * [1], "a" * True)
grid = [["."] * 3] * 2
grid[0][0] = "#"
print(grid)
grid2 = [["."] * 3 for _ in range(2)]
grid2[0][0] = "#"
print(grid2)
objs = [{}] * 3
objs[0]["k"] = 1
print(objs)
for bad in [lambda: "a" * 1.0, lambda: [1] * "2", lambda: (1,) * None, lambda: "a" * [2], lambda: b"a" * 2.5]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
class Idx:
    def __index__(self):
        return 2
print("ab" * Idx(), [0] * Idx(), Idx().__index__() * "z")
big = "x" * 100000
print(len(big), big[:3], big.count("x"))
for bad in [lambda: "a" * (2 ** 63), lambda: [1] * (2 ** 64), lambda: b"x" * -(2 ** 70)]:
    try:
        print(repr(bad()))
    except OverflowError as e:
        print(type(e).__name__, e)
s = "ab"
s *= 2
l = [1]
alias = l
l *= 3
print(s, l, alias is l)
t = (1, 2)
tal = t
t *= 2
print(t, tal)
print(["-"] * 5 == list("-----"), "=" * 10, "".join(["ab"] * 3))
print([i for i in range(3)] * 2, list(range(2)) * 0)
