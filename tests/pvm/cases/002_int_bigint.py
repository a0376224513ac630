# arbitrary precision integers (kept well below 4096 bits)
def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r
f100 = fact(100)
print(f100)
print(len(str(f100)), f100.bit_length())
print(fact(50) // fact(48), fact(30) % 1000000007)
a = 2 ** 1000
print(a)
print(a - 1, (a - 1).bit_length())
print(-a // 3, -a % 3, a // -7, a % -7)
print(divmod(a, 10 ** 100))
b = 3 ** 400
print(b * b // a)
print((a + b) * (a - b) == a * a - b * b)
x = 12345678901234567890123456789
y = 98765432109876543210
print(x * y, x // y, x % y, x + y, x - y, y - x)
print(x ** 5)
print(-x ** 3)
print(pow(x, 3, 10 ** 20), pow(x, 65537, 2 ** 127 - 1))
print(x & y, x | y, x ^ y, ~x, x >> 40, y << 100)
print(-x >> 3, -x & 0xFFFF, -x | 1, -x ^ y)
fib = [0, 1]
while len(fib) < 300:
    fib.append(fib[-1] + fib[-2])
print(fib[299])
print(fib[299] % 1000000007, fib[299].bit_length())
print(hex(fib[200]), oct(fib[150]), bin(fib[100]))
print(int(str(f100)) == f100, int("9" * 200) + 1 == 10 ** 200)
print(10 ** 300 // 7 ** 100)
print(f100 / fact(98), fact(60) / fact(59))
print(float(2 ** 1000), float(-3 ** 300))
print(2 ** 1000 > 1e300, 2 ** 1023 < 1e308, 10 ** 400 > 1e308)
try:
    float(2 ** 1024)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    print(2 ** 1100 / 3)
except OverflowError as e:
    print(type(e).__name__, e)
print(2 ** 1100 // 3 ** 600, (2 ** 1100) % 12345)
