# comparison operators and chained comparisons
print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 > 1, 1 == 1.0 == True, 1 != 2 != 1)
print(1 < 2 > 0, 1 <= 1 >= 1, 0 < 0.5 < 1 < 1.5)
log = []
def v(x):
    log.append(x)
    return x
print(v(1) < v(2) < v(3), log)
log.clear()
print(v(3) < v(2) < v(1), log)
log.clear()
print(v(1) < v(5) > v(2) == v(2), log)
print("abc" < "abd", "abc" < "ab", "" < "a", "Z" < "a", "é" > "z")
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], (1, "a") < (1, "b"), () < (0,))
print([1, [2, 3]] == [1, [2, 3]], (1, 2) == [1, 2], {"a": 1} == {"a": 1.0})
print(b"abc" < b"abd", b"a" == bytearray(b"a"), b"a" < bytearray(b"b"))
print(1 == "1", None == 0, None == None, [] == (), 2 ** 60 == 2.0 ** 60)
print(2 ** 53 + 1 == float(2 ** 53 + 1), 2 ** 53 + 1 > float(2 ** 53), 10 ** 400 > 1e308)
print(0.1 + 0.2 > 0.3, -0.0 == 0.0, 1 < True + 1, False < 0.5)
cases = [(1, "a"), ("a", 1), ([1], (1,)), (None, 1), ({}, {}), (1.5, "x"), ([1], 1)]
for a, b in cases:
    try:
        print(repr(a), "<", repr(b), a < b)
    except TypeError as e:
        print(type(e).__name__, e)
for a, b in [(1, None), ("a", b"a"), ((1,), [1])]:
    try:
        print(a >= b)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    print([1, "a"] < [1, 2])
except TypeError as e:
    print(type(e).__name__, e)
print([1, "a"] < [2, 1], [1, "a"] == [1, 2])
print(sorted([3, 1.5, True, 0, -2]), sorted(["b", "A", "a", "B", "_"]))
print(max("apple", "banana", "cherry"), min([3, 1], [2, 9], [3, 0]))
a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c, None is None, not (a is c))
x = 5
print(0 < x <= 5 < 10 != 11, 0 < x < 5)
print(1 in [1, 2] in [[1, 2]], "a" in "abc" in ["abc"])
