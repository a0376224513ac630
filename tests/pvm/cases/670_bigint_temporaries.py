# Chained big-int arithmetic may compute into an intermediate result that
# only the stack holds; ints that are shared must never change.

BIG = 3 ** 200


class Keeper:
    def __init__(self, v):
        self.v = v
        self.kept = []

    def __add__(self, other):
        r = self.v * 7  # a fresh big int, also kept
        self.kept.append(r)
        return r

    def __radd__(self, other):
        self.kept.append(other)  # keeps the left operand
        return other


k = Keeper(BIG)
x = (k + 1) + 5 - 3
print(x - k.kept[0], k.kept[0] == BIG * 7)

t = BIG * 11
y = (BIG * 3 + k) + 1 - 2
print(y - k.kept[1], k.kept[1] == BIG * 3)


def pick(c):
    p = BIG * 5
    return (p if c else BIG * 2) + BIG, p == BIG * 5


print(pick(True)[1], pick(True)[0] == BIG * 6, pick(False)[0] == BIG * 3)


def gen():
    got = (BIG * 2) + (yield)
    yield got


g = gen()
next(g)
print(g.send(BIG) == BIG * 3)

q, r = BIG, -BIG
vals = [4 * q + r - BIG, 10 * (r - 3 * q), (10 * (3 * q + r)) // q - 10 * 3, (2 * q + r) * 5, -q * 3 + q * 3,
        (q << 70) + (q >> 3) - (q * q) // q, q * q * q // (q * q), (q - 1) * (q + 1) - q * q, -(q + 1) * 2 ** 64]
for v in vals:
    print(v % 1000003, v.bit_length(), v < 0)
print(q == BIG, r == -BIG, t == BIG * 11)
