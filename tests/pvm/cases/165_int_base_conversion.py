# converting big integers between bases by hand and with builtins
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
def to_base(n, b):
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, b)
        out.append(DIGITS[r])
    return sign + "".join(reversed(out))
def from_base(s, b):
    sign = -1 if s.startswith("-") else 1
    n = 0
    for ch in s.lstrip("-"):
        n = n * b + DIGITS.index(ch)
    return sign * n
nums = [0, 1, -1, 255, 10 ** 20, -(2 ** 100), 3 ** 150, 2 ** 500 - 1]
for n in nums:
    reps = [to_base(n, b) for b in (2, 3, 7, 16, 36)]
    ok = all(from_base(r, b) == n == int(r, b) for r, b in zip(reps, (2, 3, 7, 16, 36)))
    print(n if abs(n) < 10 ** 30 else f"<{len(str(abs(n)))} digits>", reps[3] if len(reps[3]) < 40 else reps[3][:40] + "...", len(reps[0]), ok)
print(to_base(2 ** 64, 2) == bin(2 ** 64)[2:], to_base(-255, 16) == hex(-255).replace("0x", ""), to_base(8 ** 20, 8) == oct(8 ** 20)[2:])
fact = 1
for k in range(1, 61):
    fact *= k
s = str(fact)
print(s, len(s), s.count("0"), len(s) - len(s.rstrip("0")))
print(int(s[::-1]) % 1000003, sum(int(d) for d in s), to_base(fact, 36))
mersenne = [p for p in (2, 3, 5, 7, 13, 17, 19, 31, 61, 89, 107, 127)]
print([len(str(2 ** p - 1)) for p in mersenne], str(2 ** 127 - 1))
big = int("7" * 300)
print(big % 97, big // 10 ** 290, len(hex(big)), hex(big)[:20], big.bit_length(), (big * big).bit_length())
print(int("1" * 64, 2) == 2 ** 64 - 1, int("z" * 20, 36) == 36 ** 20 - 1, int("-" + "f" * 30, 16))
print(format(10 ** 50, ","), format(-(10 ** 30), "_"), format(2 ** 90, "#x"), format(3 ** 60, "e"))
