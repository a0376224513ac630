from itertools import combinations, product, permutations

def bits(n, width=8):
    return format(n & (2 ** width - 1), f"0{width}b")

def popcount(n):
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c

def gray(n):
    return n ^ (n >> 1)

def subsets(items):
    for mask in range(1 << len(items)):
        yield [x for i, x in enumerate(items) if mask >> i & 1]

print([bits(x) for x in [0, 5, 255, -1, -128]], [popcount(x) for x in [0, 7, 255, 2**40 - 1]], [(7).bit_count(), (-7).bit_count()])
print([bits(gray(i), 3) for i in range(8)], all(popcount(gray(i) ^ gray(i + 1)) == 1 for i in range(100)))
print(list(subsets("abc")), sum(1 for _ in subsets(range(10))))
flags = {"read": 1 << 0, "write": 1 << 1, "exec": 1 << 2, "admin": 1 << 7}
perm = flags["read"] | flags["exec"]
print(perm, [k for k, v in flags.items() if perm & v], bits(perm | flags["admin"]), bits(perm & ~flags["read"]), perm ^ 0b111)
print(1 << 100, (1 << 100) >> 98, -1 >> 5, -16 >> 2, ~0, ~255, -(-5 >> 1), 5 & -5, 0x0F0F | 0xF0F0, 12 ^ 10)
print(int("1011", 2), int("ff", 16), int("777", 8), bin(-10), oct(64), hex(-4096), f"{1234:#x} {1234:o} {5:08b}")
print((2**64 - 1).bit_length(), (2**64).to_bytes(9, "big").hex(), int.from_bytes(b"\x80", "big", signed=True))
def knapsack(items, cap):
    best = (0, ())
    for r in range(len(items) + 1):
        for combo in combinations(items, r):
            w = sum(i[1] for i in combo)
            v = sum(i[2] for i in combo)
            if w <= cap and v > best[0]:
                best = (v, tuple(i[0] for i in combo))
    return best
print(knapsack([("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160), ("glucose", 15, 60), ("tin", 68, 45)], 200))
print(["".join(p) for p in product("01", repeat=3)], len(list(permutations(range(5)))), list(combinations("abcd", 2))[-2:])
def n_queens(n):
    sols = []
    def place(row, cols, d1, d2, acc):
        if row == n:
            sols.append(acc)
            return
        for c in range(n):
            if not (cols >> c & 1 or d1 >> (row + c) & 1 or d2 >> (row - c + n) & 1):
                place(row + 1, cols | 1 << c, d1 | 1 << (row + c), d2 | 1 << (row - c + n), acc + [c])
    place(0, 0, 0, 0, [])
    return sols
s6 = n_queens(6)
print(len(s6), s6[0], [len(n_queens(k)) for k in range(1, 8)])
for row in s6[0]:
    print("".join("Q" if c == row else "." for c in range(6)))
