# float arithmetic; reprs must be bit-exact
xs = [0.1, 0.2, 0.3, 1.5, -2.25, 1e-10, 3.141592653589793, 2.718281828459045, 1e16, 123.456]
for a in xs[:5]:
    for b in xs[5:]:
        print(repr(a + b), repr(a - b), repr(a * b), repr(a / b))
print(repr(0.1 + 0.2), repr(0.1 * 3), repr(1 - 0.9), repr(0.1 + 0.7))
print(repr(1 / 3), repr(2 / 3), repr(1 / 7), repr(22 / 7), repr(355 / 113))
print(repr(1e16 + 1), repr(1e16 + 2), repr(2 ** 53 + 1.0), repr(float(2 ** 53 + 1)))
print(repr(9007199254740993 / 1), repr(10 ** 17 / 3), repr(-10 ** 17 / 3))
print(repr(1e308 * 10), repr(-1e308 * 10), repr(5e-324 / 2), repr(5e-324), repr(2.2250738585072014e-308 / 3))
print(repr(0.5 ** 1074), repr(2.0 ** -1075), repr(1.7976931348623157e308))
print(repr(3 * 1.1), repr(1.1 * 1.1), repr(100 * 1.1), repr(0.57 * 100))
print(repr(-0.0), repr(0.0 * -1), repr(-0.0 + 0.0), repr(-0.0 - 0.0), repr(0.0 - 0.0))
s = 0.0
for i in range(10):
    s += 0.1
print(repr(s), s == 1.0)
t = 0.0
for i in range(1, 101):
    t += 1 / i
print(repr(t))
print(repr(sum([0.1] * 10)), repr(sum([1e100, 1.0, -1e100])))
print(repr(7.0 // 2), repr(-7.0 // 2), repr(7.5 % 2), repr(-7.5 % 2), repr(1e10 % 3.3))
print(repr(2.5 ** 3), repr(2 ** 0.5), repr(10 ** 0.5), repr(0.5 ** 0.5), repr((-2.0) ** 3))
print(repr(1.0 / 49 * 49), repr(1e-7 * 1e7), repr(123456789.0 * 1e-9))
print(1.0 == 1, 0.1 + 0.2 == 0.3, 1.1 + 2.2 > 3.3, 2.0 ** 0.5 * 2.0 ** 0.5)
print(repr(4.35 * 100), repr(round(4.35 * 100)), repr(1.15 * 100))
print(repr(float(10 ** 22)), repr(float(10 ** 23)), repr(1e23), repr(8.41e21))
print(repr(1/3 + 1/3 + 1/3), repr(0.1 * 0.1), repr(3.0 * 0.1 - 0.3))
