# bit manipulation idioms on Python ints
def bits(n, width=8):
    return format(n & ((1 << width) - 1), f"0{width}b")
for n in [0, 1, 6, 12, 255, -1, -8]:
    print(n, bits(n), bits(n & (n - 1)), bits(n & -n), bits(n | (n + 1)), bits(~n))
def is_pow2(n):
    return n > 0 and n & (n - 1) == 0
print([n for n in range(70) if is_pow2(n)], is_pow2(2 ** 200), is_pow2(2 ** 200 + 1))
def next_pow2(n):
    return 1 if n <= 1 else 1 << (n - 1).bit_length()
print([next_pow2(n) for n in [0, 1, 2, 3, 5, 17, 1000, 2 ** 40 + 1]])
def reverse_bits(n, width):
    r = 0
    for _ in range(width):
        r = (r << 1) | (n & 1)
        n >>= 1
    return r
print(reverse_bits(0b0001, 4), reverse_bits(0b1011, 4), reverse_bits(1, 32), hex(reverse_bits(0x12345678, 32)))
def gray(n):
    return n ^ (n >> 1)
print([bits(gray(i), 4) for i in range(8)])
def subsets(items):
    return [[items[i] for i in range(len(items)) if mask >> i & 1] for mask in range(1 << len(items))]
print(subsets(["a", "b", "c"]))
x, y = 12, 34
x ^= y
y ^= x
x ^= y
print(x, y)
flags = 0
READ, WRITE, EXEC = 1, 2, 4
flags |= READ | EXEC
print(flags, bool(flags & WRITE), bool(flags & EXEC))
flags &= ~EXEC
print(flags, bin(flags))
flags ^= WRITE
print(flags, bin(flags))
def rotl32(v, r):
    return ((v << r) | (v >> (32 - r))) & 0xFFFFFFFF
print([hex(rotl32(0x80000001, r)) for r in (1, 4, 31)])
def xorshift32(state):
    state ^= (state << 13) & 0xFFFFFFFF
    state ^= state >> 17
    state ^= (state << 5) & 0xFFFFFFFF
    return state
s = 2463534242
out = []
for _ in range(6):
    s = xorshift32(s)
    out.append(s)
print(out)
print((-5) >> 1, (-5) // 2, -5 & 0xFF, (1 << 100) >> 98, (2 ** 100 - 1).bit_count())
