# type promotion between bool, int and float; int()/float() conversions table
vals = [True, 3, -2, 2.5, -0.5, 10 ** 20]
for a in vals:
    row = []
    for b in vals:
        r = a + b
        row.append(type(r).__name__[0])
    print(repr(a).ljust(22), "".join(row))
print(type(3 / 1).__name__, type(3 // 1).__name__, type(3.0 // 1).__name__, type(2 ** 2).__name__, type(2 ** -2).__name__)
print(type(True + False).__name__, type(True / True).__name__, type(-True).__name__, type(abs(True)).__name__)
print(int(2.9), int(-2.9), int(True), int("10"), float(3), float("3"), str(3.0), str(-0.0), bool(0.0))
print(3 == 3.0, hash(3) == hash(3.0), 0.1 * 3 == 0.3, abs(0.1 * 3 - 0.3) < 1e-15)
print(divmod(7, 2), divmod(7.0, 2), divmod(-7, 2.0), divmod(True, 2))
print(pow(2, 3), pow(2.0, 3), pow(2, 3.0), pow(True, 5))
print(sum([1, 2.5, True]), sum([True, True]), type(sum([1, 2])).__name__, type(sum([1, 2.0])).__name__, sum([], 0.0))
print(max(1, 2.0, True), min(2, 1.0, 1), max(1.0, 1), max(1, 1.0))
print(round(2.5), round(3.5), round(-2.5), round(2.55, 1), type(round(2.5)).__name__, type(round(2.5, 1)).__name__)
print(abs(-3), abs(-3.0), abs(True), abs(-0.0), abs(-(10 ** 30)))
print(isinstance(True, (int, float)), isinstance(1.0, int), isinstance(1, float))
print(1 / 3 * 3 == 1, 2 / 3 * 3, 10 / 3, 10 // 3, -10 // 3, 10 % -3, 10.0 % -3)
n = 12345678901234567890
print(n / 10, n // 10, float(n), int(float(n)), int(float(n)) == n)
print(7 .__truediv__(2), (7).__floordiv__(2.0), (2).__rpow__(3), (1.5).__rtruediv__(3))
print(0.1 + 0.2 - 0.3, 1e16 + 1 - 1e16, (1e16 + 1) - 1e16 == 0)
