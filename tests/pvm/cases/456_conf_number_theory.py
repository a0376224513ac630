import math

def primes_upto(n):
    sieve = [True] * (n + 1)
    sieve[0:2] = [False, False]
    for i in range(2, math.isqrt(n) + 1):
        if sieve[i]:
            sieve[i * i::i] = [False] * len(range(i * i, n + 1, i))
    return [i for i, p in enumerate(sieve) if p]

def factorize(n):
    out, d = [], 2
    while d * d <= n:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1
    if n > 1:
        out.append(n)
    return out

def is_perfect(n):
    return n > 1 and sum(d for d in range(1, n // 2 + 1) if n % d == 0) == n

def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps

def to_base(n, b):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    sign, n = ("-", -n) if n < 0 else ("", n)
    out = []
    while n:
        n, r = divmod(n, b)
        out.append(digits[r])
    return sign + "".join(reversed(out))

def roman(n):
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for v, s in table:
        q, n = divmod(n, v)
        out += s * q
    return out

ps = primes_upto(100)
print(len(ps), ps[-5:], sum(ps))
print({n: factorize(n) for n in [1, 2, 12, 97, 360, 1001, 2**10 * 3**5, 600851475143]})
print([n for n in range(1, 10000) if is_perfect(n)] if False else [n for n in range(1, 500) if is_perfect(n)])
print(max(range(1, 1000), key=collatz), collatz(27))
print([to_base(n, b) for n, b in [(255, 16), (255, 2), (-42, 7), (0, 3), (10**20, 36)]], int(to_base(12345, 36), 36))
print([roman(n) for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]])
print(math.gcd(*[12, 18, 24]), math.lcm(*range(1, 11)), math.comb(20, 10), math.perm(6, 3), math.factorial(12))
fib = [0, 1]
while len(fib) < 90:
    fib.append(fib[-1] + fib[-2])
print(fib[-1], fib[-1] / fib[-2], (1 + 5 ** 0.5) / 2, math.isclose(fib[-1] / fib[-2], (1 + 5 ** 0.5) / 2))
print(pow(3, 10**6, 10**9 + 7), pow(2, -1, 97), 2 ** 200 % 1000007, (2 ** 521 - 1) % 1000)
print(sum(int(d) for d in str(2 ** 1000)), len(str(math.factorial(200))), str(math.factorial(30))[:10])
print(f"{math.pi:.15f}", f"{math.e:.3e}", round(math.sqrt(2), 12), math.hypot(*range(1, 6)), math.fsum(1 / n ** 2 for n in range(1, 1000)))
