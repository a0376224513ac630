for s in ['3.14', '-0', '+1E5', '1e-310', '1e400', '-1e400', 'nan', '-NaN', 'inf', 'INFINITY', '  .25\n', '1_0.0_1', '0x10' if False else '16', '1.', '00012.5000', '1e+0', '9' * 20]:
    v = float(s)
    print(repr(s), repr(v), v == v, str(v))
for s in ['', ' ', '1,5', '1e', 'e1', '1..2', '+-1', 'nan1', '1_', '_1.0', '1__2', '0x10', 'infinit']:
    try:
        float(s)
    except ValueError as e:
        print('ValueError', e)
for v in [0.5, 1.5, 2.5, -0.5, -1.5, 0.49999999999999994, 4.5, 1e16 + 1, 2 ** 52 + 0.5]:
    print(repr(v), round(v), type(round(v)).__name__, round(v, 0), round(v, 1))
for v, n in [(1.005, 2), (2.675, 2), (0.125, 2), (0.375, 2), (1234.5678, -1), (1234.5678, -3), (1234.5678, -5), (5e-324, 400), (1e300, -299), (-0.0, 2), (float('inf'), 2), (float('nan'), 1)]:
    print(repr(v), n, repr(round(v, n)))
for v, n in [(12345, -2), (12355, -1), (-12345, -1), (15, -1), (25, -1), (-25, -1), (5, -1), (10 ** 20 + 5, -1), (7, 0), (7, 5)]:
    print(v, n, round(v, n), type(round(v, n)).__name__)
for v in [float('inf'), float('nan')]:
    try:
        round(v)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
print(round(2.5, None), round(True), round(False, 2), type(round(True)).__name__)
import math
print(math.floor(-0.0), math.ceil(-0.0), repr(math.trunc(-0.9)), repr(math.fabs(-0.0)), repr(abs(-0.0)), repr(-0.0 + 0.0), repr(0.0 * -1), repr(-0.0 - 0.0))
print(repr(float.fromhex('0x1.fffffffffffffp+1023')), repr(float.fromhex('0x0.0000000000001p-1022')), (0.1).hex(), (-0.0).hex(), float('inf').hex() if False else '', (1e-320).hex())
print(7.0 // 0.1, 7.0 % 0.1, divmod(7.0, 0.1), 1e308 + 1e308, -(1e308 + 1e308), (1e308 * 10) - (1e308 * 10), 0.1 * 3 == 0.3, abs(0.1 * 3 - 0.3) < 1e-15)
print(3 / 2, 4 / 2, -3 / 2, 1 / 3 * 3, 2 ** 0.5 * 2 ** 0.5, 10 ** 15 / 3, 10 ** 16 / 3, 123456789 * 1.0, 1e15 + 0.3, 1e16 + 1.0)
print(float(10 ** 308), float(-10 ** 308), int(float(2 ** 63)), int(-2.0 ** 63), 2 ** 63 == 2.0 ** 63, 2 ** 63 - 1 < 2.0 ** 63, 2 ** 53 + 1 == float(2 ** 53 + 1), (2 ** 53 + 1) < 9007199254740994.0)
