# mini-program: toy RSA with big integers (deterministic primes via Miller-Rabin)
def is_probable_prime(n):
    if n < 2:
        return False
    small = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
    for p in small:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in small:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True
def next_prime(n):
    n += 1 + (n % 2 == 0) if n % 2 == 0 else 2
    while not is_probable_prime(n):
        n += 2
    return n
def egcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = egcd(b, a % b)
    return g, y, x - (a // b) * y
p = next_prime(2 ** 256 + 12345)
q = next_prime(3 ** 160)
n = p * q
phi = (p - 1) * (q - 1)
e = 65537
g, x, _ = egcd(e, phi)
d = x % phi
print("p bits", p.bit_length(), "q bits", q.bit_length(), "n bits", n.bit_length(), "gcd", g)
print("d == pow(e, -1, phi):", d == pow(e, -1, phi), (d * e) % phi)
def encrypt(m):
    return pow(m, e, n)
def decrypt(c):
    return pow(c, d, n)
msg = int.from_bytes("hello, cowboy".encode(), "big")
c = encrypt(msg)
print(hex(c)[:40], decrypt(c) == msg, decrypt(c).to_bytes((msg.bit_length() + 7) // 8, "big").decode())
sig = pow(msg, d, n)
print("signature verifies:", pow(sig, e, n) == msg, "tampered:", pow(sig + 1, e, n) == msg)
dp, dq = d % (p - 1), d % (q - 1)
qinv = pow(q, -1, p)
m1, m2 = pow(c, dp, p), pow(c, dq, q)
h = (qinv * (m1 - m2)) % p
print("CRT decrypt ok:", m2 + h * q == msg)
print([is_probable_prime(x) for x in [1, 2, 3, 4, 97, 561, 7919, 2 ** 61 - 1, 2 ** 89 - 1, 2 ** 91 - 1]])
print(p % 1000, q % 1000, len(str(n)))
