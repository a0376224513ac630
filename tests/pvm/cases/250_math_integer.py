# math integer functions
import math
print(math.floor(2.7), math.floor(-2.7), math.ceil(2.1), math.ceil(-2.1), math.trunc(2.9), math.trunc(-2.9))
print(math.floor(5), math.ceil(-5), math.floor(10 ** 30), type(math.floor(2.5)).__name__, math.floor(-0.0), math.ceil(-0.5))
print(math.floor(1e300) == int(1e300), math.ceil(2.0000000000000004), math.floor(True))
print(math.isqrt(0), math.isqrt(1), math.isqrt(15), math.isqrt(16), math.isqrt(10 ** 40), math.isqrt(2 ** 201))
print(math.gcd(12, 18), math.gcd(-12, 18), math.gcd(0, 0), math.gcd(0, 7), math.gcd(), math.gcd(24, 36, 60), math.gcd(2 ** 100, 6 ** 40))
print(math.lcm(4, 6), math.lcm(0, 5), math.lcm(), math.lcm(2, 3, 4, 5), math.lcm(-4, 6))
print(math.factorial(0), math.factorial(1), math.factorial(20), math.factorial(52))
print(math.comb(5, 2), math.comb(52, 5), math.comb(10, 0), math.comb(10, 11), math.comb(100, 50))
print(math.perm(5, 2), math.perm(5), math.perm(10, 0), math.perm(3, 5), math.perm(20, 10))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod(range(1, 21)) == math.factorial(20), math.prod([2, 0.5]), math.prod([3], start=2))
for call in [lambda: math.isqrt(-1), lambda: math.factorial(-1), lambda: math.factorial(2.5), lambda: math.comb(-1, 2),
             lambda: math.perm(5, -1), lambda: math.gcd(1.5, 2), lambda: math.isqrt(2.0), lambda: math.comb(5.0, 2),
             lambda: math.floor("1"), lambda: math.floor(float("inf")), lambda: math.ceil(float("nan")), lambda: math.trunc(None)]:
    try:
        print(call())
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
print(sum(math.comb(10, k) for k in range(11)) == 2 ** 10, [math.comb(6, k) for k in range(7)])
def is_square(n):
    r = math.isqrt(n)
    return r * r == n
print([n for n in range(100) if is_square(n)], is_square(10 ** 50), is_square(10 ** 50 + 1))
print(math.factorial(30) // math.factorial(28), math.gcd(math.factorial(10), 2 ** 20))
