a = 2 ** 200 + 12345
b = 3 ** 100 - 1
print(a, b)
print(a + b, a - b, b - a, a * b % 10 ** 20, a // b, a % b, divmod(a, b))
print(-a // b, -a % b, a // -b, divmod(-a, -b), (-a) ** 3 % 1000, pow(a, b, 10 ** 9 + 7), pow(a, -1, 10 ** 9 + 7))
print(a.bit_length(), b.bit_length(), a.bit_count(), (-a).bit_length(), a >> 190, a << 3 >> 3 == a, a & 0xFFFF, a | 1, a ^ a, ~a + a)
print(hex(a), oct(b)[:20], bin(a)[:12], f'{a:,}'[:30], f'{b:_x}'[:30], f'{a:e}', f'{b:.3g}', str(a)[::-1][:10])
print(int(str(a)) == a, int(hex(a), 16) == a, float(a), a / b, b / a, a == float(a), int(float(b)) == b)
fact = 1
for i in range(1, 60):
    fact *= i
print(fact, len(str(fact)), fact % 1000003, str(fact).count('0'), sum(int(d) for d in str(fact)))
fib = [0, 1]
while len(fib) < 300:
    fib.append(fib[-1] + fib[-2])
print(fib[-1], fib[-1] % 997, len(str(fib[-1])), fib[150] * fib[151] - fib[150] ** 2 > 0)
import math
print(math.isqrt(a), math.isqrt(a) ** 2 <= a < (math.isqrt(a) + 1) ** 2, math.gcd(a, b), math.gcd(fact, 2 ** 300), math.comb(200, 100) % 10 ** 12, math.log2(a), math.log10(fact))
print(hash(a) == hash(a), hash(2 ** 61 - 1), hash(2 ** 61), hash(-(2 ** 61)), hash(10 ** 30) % 1000)
print(sorted([a, b, -a, 0, 10 ** 50]), max(a, 1e100), min(-a, -1e100), a > 1e60, -a < -1e60, a == a + 0.0)
print((10 ** 30).to_bytes(13, 'big').hex(), int.from_bytes(b'\xff' * 20, 'big'), int.from_bytes(b'\xff' * 20, 'big', signed=True), (-(2 ** 100)).to_bytes(13, 'big', signed=True).hex())
print(round(a, -50) % 10 ** 50, round(123456789 ** 5, -20), 7 ** 77 % 10 ** 10, (-7) ** 77 % 10 ** 10, abs(-(10 ** 40)), int('-' + '9' * 60) + 1)
