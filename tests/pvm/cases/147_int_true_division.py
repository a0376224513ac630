# int / int true division is correctly rounded, even for huge operands
pairs = [(1, 3), (2, 3), (10 ** 30, 7), (7, 10 ** 30), (2 ** 53 + 1, 1), (2 ** 54 + 3, 2), (-(10 ** 25), 3),
         (10 ** 300, 10 ** 299), (3 ** 200, 2 ** 300), (1, 2 ** 1074), (1, 2 ** 1075), (3, 2 ** 1076),
         (12345678901234567890123, 1000), (2 ** 1023, 1), (10 ** 400, 10 ** 100), (1, 10 ** 320)]
for a, b in pairs:
    try:
        print(repr(a / b))
    except (OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
for a, b in [(10 ** 400, 1), (2 ** 1024, 1), (2 ** 1024, 2), (1, 0)]:
    try:
        print(repr(a / b))
    except (OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
print(repr(9007199254740993 / 1), repr(9007199254740995 / 1), repr(18014398509481985 / 2))
print(repr(float(9007199254740993)), repr(float(9007199254740995)), repr(float(2 ** 64 - 1)))
print(repr((2 ** 80 + 2 ** 27) / 1), repr((2 ** 80 + 2 ** 27 + 1) / 1), repr(float(2 ** 80 + 2 ** 28)))
for k in range(1, 12):
    print(k, repr(1 / k), repr(10 ** 20 / k), repr(k / 7))
print(repr(sum(1 / k for k in range(1, 50))), repr(sum(k / 3 for k in range(10))))
print(repr((10 ** 17 + 1) / 10), repr(123456789123456789 / 1000000007))
