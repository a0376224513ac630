# bitwise operators and shifts, including negative numbers
vals = [0, 1, 5, 255, -1, -6, 2 ** 70 + 3, -(2 ** 65)]
for a in vals:
    print(a, ~a, a << 3, a >> 2, a & 0xF0, a | 0x0F, a ^ 0xAA)
print(6 & 3, 6 | 3, 6 ^ 3, ~6)
print(-8 >> 1, -1 >> 100, 1 << 100, -1 << 64, 0 >> 5, 0 << 5)
print(2 ** 100 >> 99, (2 ** 100 - 1) >> 98, 12345 >> 64)
print(0b1010 & 0b0110, bin(0b1010 | 0b0110), bin(0b1010 ^ 0b0110))
print(bin(-5 & 0xFF), bin(-5 | 0), hex(-256 ^ 0xFF))
print(True & False, True | False, True ^ True, repr(True & 1), repr(~True))
for bad in [lambda: 1 << -1, lambda: 1 >> -2, lambda: 1.0 & 1, lambda: 1 << 2.0,
            lambda: "a" | 1, lambda: [] ^ 1]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
x = 0b1100
x &= 0b1010
print(x)
x |= 0b0001
print(x)
x ^= 0b1111
print(x)
x <<= 4
print(x)
x >>= 2
print(x)
def popcount(n):
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c
print([popcount(i) for i in range(17)], popcount(2 ** 200 - 1))
print([(i, i & -i) for i in range(1, 13)])
mask = (1 << 64) - 1
h = 14695981039346656037
for ch in b"determinism":
    h = ((h ^ ch) * 1099511628211) & mask
print("fnv1a", h, hex(h))
