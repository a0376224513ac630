# integer arithmetic basics
a, b = 17, 5
print(a + b, a - b, a * b, a / b, a // b, a % b, a ** b)
print(-a + b, -a - b, -a * b, -a / b, -a // b, -a % b, (-a) ** b)
print(a // -b, a % -b, -a // -b, -a % -b)
print(0 // 5, 0 % 5, 5 // 1, 5 % 1)
print(2 ** 0, 0 ** 0, 2 ** -1, 2 ** -2, (-2) ** -3, 10 ** -3)
print(7 / 7, type(7 / 7).__name__, type(7 // 7).__name__, type(2 ** -1).__name__)
print(+5, -(-5), --5, -+-5, ~5, ~-5, ~0)
print(1 + 2 * 3 - 4 // 2 % 3, (1 + 2) * 3, 2 ** 3 ** 2, -2 ** 2, (-2) ** 2)
print(abs(-42), abs(42), abs(0))
for x, y in [(7, 3), (-7, 3), (7, -3), (-7, -3), (1, 7), (-1, 7), (0, -7)]:
    print(x, y, "->", x // y, x % y, divmod(x, y), x // y * y + x % y == x)
def safe(fn):
    try:
        return repr(fn())
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
print(safe(lambda: 1 / 0))
print(safe(lambda: 1 // 0))
print(safe(lambda: 1 % 0))
print(safe(lambda: divmod(1, 0)))
print(safe(lambda: 0 ** -1))
print(safe(lambda: 1 + "a"))
print(safe(lambda: "a" - 1))
print(safe(lambda: 3 * None))
print(safe(lambda: [1] * 2.0))
print(safe(lambda: -"x"))
print(safe(lambda: ~1.5))
print(100 * 100 * 100 * 100 * 100, 12345 * 6789, 999999999 * 999999999)
print(int(True) + True, True * 10, False - 1)
