# math.gcd and math.isqrt on ints that fit 64 bits (computed without math/big)
# and past them, with signs, zeros, bools and the edges of the word.
import math
vals = [0, 1, -1, 2, 12, -18, 360, 2**62, -(2**62), 2**63 - 1, -(2**63), 2**63, 2**64 + 6, 7**22, 0]
t = 0
out = []
for a in vals:
    for b in vals:
        out.append(math.gcd(a, b))
        for c in (0, 6, -(2**63)):
            out.append(math.gcd(a, b, c))
    out.append(math.gcd(a))
    if a >= 0:
        out.append(math.isqrt(a))
out.append(math.gcd())
for x in range(0, 200000, 7):
    out.append(math.isqrt(x))
for x in (2**62 - 1, 2**62, 2**63 - 1, 2**63 - 2, (2**31 - 1) ** 2, (2**31) ** 2 - 1, (2**32 - 1) ** 2, (2**32 - 1) ** 2 - 1):
    out.append(math.isqrt(x))
print(sum(out) % 1000000007, len(out), out[:40])
print(math.gcd(True, 4), math.isqrt(True))


def errors():
    for f, args in ((math.gcd, (1.5, 2)), (math.isqrt, (-1,)), (math.isqrt, (2.0,)), (math.gcd, ("3",))):
        try:
            f(*args)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)


errors()
