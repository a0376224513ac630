# pow() with two and three arguments across types
print(pow(2, 10), pow(2, -2), pow(2.0, 3), pow(2, 0.5), pow(-2, 2), pow(-2, 3), pow(0, 0), pow(0.0, 0), pow(-0.0, 3))
print(pow(10, 20), pow(10, -20), pow(7, 77), pow(3, 100, 7), pow(2, 10 ** 6, 10 ** 9 + 7), pow(12345, 6789, 2 ** 61 - 1))
print(pow(5, -1, 7), pow(2, -1, 9), pow(10, -3, 17), pow(-1, -1, 5), (5 * pow(5, -1, 7)) % 7)
print(pow(-7, 2, 5), pow(7, 2, -5), pow(-7, 3, -5), pow(0, 0, 3), pow(1, 100, 1))
print(pow(base=2, exp=8), pow(base=3, exp=3, mod=5), pow(True, 3), pow(2, True), pow(2, False))
print(repr(pow(1.5, 2.5)), repr(pow(2.0, -1074)), repr(pow(2.0, -1075)), repr(pow(10.0, -5)), repr(pow(1.0000001, 1e7)))
print(repr(pow(-8.0, 3)), repr(pow(-2.0, -3)), repr(pow(0.5, 1023)), repr(pow(float("inf"), 0)), repr(pow(float("nan"), 0)), repr(pow(1, float("nan"))))
print(repr(pow(float("inf"), -1)), repr(pow(-float("inf"), 3)), repr(pow(0.0, float("inf"))), repr(pow(2.0, float("-inf"))))
errors = [(2, -1, 4), (3, 2, 0), (2.0, 2, 3), (2, 2.0, 3), (2, 2, 3.0), (0, -1), (0.0, -1.0), (8.0, 1 / 3), (10.0, 1000), ("2", 2), (2, "2"), (2, 2, "3"), (2, -1, 1)]
for args in errors:
    try:
        print(args, repr(pow(*args)))
    except (ValueError, TypeError, ZeroDivisionError, OverflowError) as e:
        print(args, type(e).__name__, e)
class P:
    def __pow__(self, other, mod=None):
        return ("pow", other, mod)
    def __rpow__(self, other):
        return ("rpow", other)
print(pow(P(), 2), pow(P(), 2, 5), pow(2, P()), P() ** 3, 3 ** P())
def modexp(b, e, m):
    result = 1
    b %= m
    while e:
        if e & 1:
            result = result * b % m
        b = b * b % m
        e >>= 1
    return result
print(all(modexp(b, e, m) == pow(b, e, m) for b in range(2, 9) for e in range(0, 40, 7) for m in range(2, 50, 11)))
