# round(x, n) on floats: halfway cases of the binary value, signs, zeros,
# digit counts at and past the fast path's limits, money-like sums.
vals = [0.5, 1.5, 2.5, -0.5, -2.5, 0.125, 0.375, 2.675, 1.005, 0.045, 1.0000000000000002,
        123.456, -123.456, 0.1 + 0.2, 1e-5, 1e-15, 123456789.987654321, 4503599627370495.5,
        9007199254740993.0, 1e16, 1e22, 1e300, 5e-324, 2.2250738585072014e-308,
        -0.001, -0.0, 0.0, 3.14159265358979, 0.9999999999999999, 99.995, 1.45, 2.345]
for x in vals:
    row = [round(x, n) for n in (0, 1, 2, 3, 5, 10, 15, 17, 19, 20, 22, 30, 320, 400)]
    neg = [round(x, n) for n in (-1, -2, -5, -22, -308, -400)]
    print(repr(x), row, neg, round(x) if x == x and abs(x) < 1e300 else "")

total = 0.0
for cents in range(1, 2000, 7):
    price = cents / 100
    total += round(price * 1.0825, 2)
    total = round(total, 2)
print(total)
print([round(i / 8, 2) for i in range(-20, 21)])
print([round(i * 0.001, 2) for i in range(0, 40)])
print([round(i / 3, 4) for i in range(-10, 10)])
print(round(-0.004, 2), round(0.004, 2), round(-0.0, 3), round(-1e-300, 5))
print(round(2.5), round(3.5), round(-2.5), round(1e15 + 0.5), type(round(2.5)), type(round(2.5, 0)))
print(round(1.23456, True), round(1.23456, None))
try:
    round(1.7976931348623157e308, -308)
except OverflowError as e:
    print("OverflowError", e)
for bad in ("inf", "nan"):
    x = float(bad)
    print(round(x, 2))
    try:
        round(x)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
class R:
    def __round__(self, n=None):
        return ("R.round", n)
print(round(R()), round(R(), 3))
print(round(12345, -2), round(12355, -1), round(-15, -1), round(7, 2))
