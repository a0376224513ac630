# round() on floats and ints: banker's rounding, ndigits, representation effects
for v in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, 0.49999999999999994, 2.675, 1.005, 0.125, 0.375, 1e16 + 1]:
    print(repr(v), round(v), repr(round(v, 0)), repr(round(v, 1)), repr(round(v, 2)))
for v in [123456.789, -123456.789, 0.000123456, 1e300, 5e-324]:
    print(repr(v), [repr(round(v, n)) for n in (-3, -1, 0, 1, 3, 8, 20)])
for v in [1234, -1234, 1250, 1350, -1250, 15, 25, 10 ** 20 + 5 * 10 ** 18]:
    print(v, round(v), round(v, -1), round(v, -2), round(v, 2), round(v, -19), type(round(v, -1)).__name__)
print(repr(round(2.5)), type(round(2.5)).__name__, type(round(2.5, 0)).__name__, type(round(7)).__name__)
print(repr(round(-0.4)), repr(round(-0.0, 1)), repr(round(0.05, 1)), repr(round(0.15, 1)), repr(round(0.25, 1)))
print(repr(round(1.23456789e-5, 7)), repr(round(9.995, 2)), repr(round(99.5)), repr(round(100.5)))
try:
    print(repr(round(1.7976931348623157e308, -308)))
except OverflowError as e:
    print(type(e).__name__, e)
print(repr(round(1.5e308, -307)), repr(round(123.456, -2)), repr(round(-123.456, -3)))
for bad in [float("inf"), float("nan")]:
    try:
        round(bad)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
    print(repr(round(bad, 2)))
try:
    round("1.5")
except TypeError as e:
    print(type(e).__name__, e)
try:
    round(1.5, 1.0)
except TypeError as e:
    print(type(e).__name__, e)
class R:
    def __round__(self, n=None):
        return f"custom round {n}"
print(round(R()), round(R(), 3))
print(round(True), round(False, 2), round(5, None))
print([round(x / 10) for x in range(-15, 16, 5)])
print([round(x * 0.1, 1) for x in range(10)])
print(repr(round(0.1 + 0.2, 15)), repr(round(0.1 + 0.2, 16)), repr(round(0.1 + 0.2, 17)))
