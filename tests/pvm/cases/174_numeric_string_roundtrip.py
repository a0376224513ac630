# int <-> str and float <-> str round trips at scale
import math
n = 1
for i in range(1, 401):
    n *= i
s = str(n)
print(len(s), s[:30], s[-30:].rstrip("0") or "0", int(s) == n, n.bit_length())
print(len(str(2 ** 4000)), str(2 ** 4000)[:25], int(str(2 ** 4000)) == 2 ** 4000)
neg = -(3 ** 2000)
print(str(neg)[:20], len(str(neg)), int(str(neg)) == neg, repr(neg)[-10:])
floats = [math.pi * 10 ** e for e in range(-20, 21, 4)] + [1 / 3, 2 / 7, 1e-310, 1.7e308, 0.1 + 0.2]
for f in floats:
    r = repr(f)
    print(r, float(r) == f, str(f) == r, float(f"{f:.17g}") == f, len(r))
for text in ["0.1", "123.456", "1e-5", "1.0000000000000002", "0.30000000000000004", "1e22", "9007199254740993"]:
    f = float(text)
    print(text, repr(f), str(f), f == float(repr(f)))
print(int("9" * 1000) + 1 == 10 ** 1000, str(10 ** 1000).count("0"), len(str(7 ** 1000)))
vals = [10 ** k - 1 for k in (1, 5, 10, 50, 100)]
print([len(str(v)) for v in vals], [str(v).count("9") for v in vals])
print(int(" \t+000123_456 \n"), int("-0"), float(" -0 "), repr(float("-0")), float("1_2.3_4e1_0"))
print(str(12345678901234567890.0), str(1.2345678901234567e19), str(float(2 ** 70)), float(str(2 ** 70)) == 2 ** 70)
