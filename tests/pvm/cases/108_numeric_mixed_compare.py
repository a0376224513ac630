# exact comparisons between ints and floats, including huge values
pairs = [(1, 1.0), (2 ** 53, 2.0 ** 53), (2 ** 53 + 1, 2.0 ** 53), (2 ** 63, 9.223372036854776e18),
         (10 ** 16, 1e16), (10 ** 23, 1e23), (-(2 ** 53) - 1, -(2.0 ** 53)), (0, -0.0),
         (10 ** 400, float("inf")), (-(10 ** 400), float("-inf")), (3, 3.0000000000000004), (1, float("nan"))]
for i, f in pairs:
    print(i, repr(f), i == f, i < f, i > f, i <= f, i >= f, i != f)
print(1 == 1.0 == True, 0 == 0.0 == False == -0.0, 2 > 1.9999999999999998, 2 == 1.9999999999999999)
print(sorted([3, 2.5, True, 0.0, -1, 2 ** 70, 1e20, -0.5]))
print(max(1, 1.0), max(1.0, 1), min(0, -0.0), min(-0.0, 0), max(2 ** 53 + 1, 2.0 ** 53))
print(type(1 + 1.0).__name__, type(True + 1).__name__, type(True + 1.5).__name__, type(True + True).__name__)
print(1 + True, 1.5 * False, True / True, 10 // True, 3 ** False)
print([1, 2.0] == [1.0, 2], (1, 2) == (1.0, 2.0), {1: "a"} == {1.0: "a"}, [0] == [-0.0])
print(1.0 in [1], 1 in [1.0], True in [1], 0 in [False], 2 in (2.0,))
print([1, 1.0, True].count(1), [1.0, 2].index(2.0), (0, 0.0, False).count(False))
d = {}
d[2] = "int"
d[2.0] = "float overwrites value"
print(d, len(d), list(d)[0], type(list(d)[0]).__name__)
print(hash(2) == hash(2.0), hash(2 ** 80) == hash(float(2 ** 80)), hash(0.5) == hash(1 / 2))
print(int(2.0 ** 80) == 2 ** 80, float(2 ** 80) == 2 ** 80, 2 ** 80 + 1 == float(2 ** 80))
print(abs(-0.0) == 0, -0.0 < 0, round(2.5) == 2, round(3.5) == 4)
print(divmod(7, 2.0), divmod(-7.0, 2), 7 % 2.5, -7 // 2.5)
print(9007199254740993 == 9007199254740992.0, 9007199254740993 > 9007199254740992.0)
print(10 ** 308 * 10 > 1.7976931348623157e308, 2 ** 1024 - 1 > 1.7976931348623157e308)
