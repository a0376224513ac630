# int / int, int ** int and str == str through the interpreter's short
# paths: the results CPython gives, exactly.
big = 1 << 53
for a, b in ((7, 2), (-7, 2), (0, -3), (1, 3), (big, 3), (big + 1, 3), (-(big + 1), 7),
             (10 ** 20, 3), (3, 10 ** 20), (2 ** 63 - 1, 2 ** 63 - 1), (-(2 ** 63), 1)):
    print(a, b, a / b, repr(a / b))
x = 9
x /= 4
print(x)
print(True / 2, 5 / True, (3 * 5 + 1) / (2 ** 3))
t = (1 << 70) * 3 + 5
print(t / 7, (t * t) / (t + 1), (2 * 3) / (t - t + 4))
for bad in ((1, 0), (0, 0), (big * 4, 0)):
    try:
        bad[0] / bad[1]
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)

for a, b in ((2, 10), (-3, 3), (7, 0), (0, 0), (2, 62), (2, 63), (-2, 63), (3, 40), (10, -2), (-2, -3)):
    print(a, b, a ** b)
y = 3
y **= 4
print(y, (1 << 30) ** 3, 2 ** (3 ** 2))
try:
    0 ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)

class S(str):
    def __eq__(self, other):
        return "custom"
    __hash__ = str.__hash__

s = "he" + "llo"
print(s == "hello", s != "hello", s == "hellO", s != "", "" == "")
print(S("a") == "a", "a" == S("a"), S("a") != "a")
print("é" == "\u00e9", "e\u0301" == "\u00e9", "a" < "b", "b" >= "b", "a" == 1, 1 != "1")
words = ["x", "y", "x"]
print([w == "x" for w in words], sum(1 for w in words if w != "x"))
