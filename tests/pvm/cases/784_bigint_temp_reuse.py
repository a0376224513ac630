# Big-int expressions whose intermediate results are temporaries the VM
# may compute in place or recycle: signs with //, %, divmod and shifts,
# results kept in variables, lists and closures while others are reused.
a = 3 ** 200
b = -(7 ** 150)
c = 2 ** 300 + 12345
d = -(5 ** 100) - 1
keep = []
for x, y in ((a, b), (b, a), (c, d), (d, c), (a, 7), (b, -7), (-a, 10 ** 30), (c, -(10 ** 25))):
    s = (x * y + x - y) // (y * y + 1) + (x - y) % (y * 3 + 1)
    t = (x + y) * (x - y) - x * x + y * y
    u = ((x << 5) + (y >> 3)) // (abs(y) + 1) - (x >> 7) * (y << 2)
    q, r = divmod(x * 3 - y, y * 2 + 1)
    keep.append(x * 2)
    keep.append((x + 1) * (y - 1))
    print(s, t, u, q, r, q * (y * 2 + 1) + r == x * 3 - y)
print(sum(keep), len(keep), keep[0] == a * 2, keep[1] == (a + 1) * (b - 1))

def digits_of_pi():
    # Gibbons' spigot: each step's temporaries die inside one expression.
    q, r, t, j = 1, 180, 60, 2
    while True:
        u = 3 * (3 * j + 1) * (3 * j + 2)
        y = (q * (27 * j - 12) + 5 * r) // (5 * t)
        yield y, (q * 3 + r).bit_length()
        q, r, t, j = 10 * q * j * (2 * j - 1), 10 * u * (q * (5 * j - 2) + r - y * t), t * u, j + 1
gen = digits_of_pi()
print([next(gen) for _ in range(40)])

x = 10 ** 40
vals = [x * x - x, (x * 3 + 1) // 7, -(x * x) // 7, -(x * x) % 7, (x * x) % -7, (-x * x) >> 100,
        (x * x) >> 1000, (-(x * x)) >> 1000, (x * 5) << 64, (x * x) & (x * 3 - 1), (x * x) | (x - 1),
        (x * x) ^ (x * 7), -((x * x) // (x + 1)), (x * x + 1) // -(x * 2)]
for v in vals:
    print(v)
acc = 0
for i in range(50):
    acc = acc * 3 + (x * i - acc) // (i + 1) - (acc * acc) % (x + i)
print(acc)
fs = [lambda n=n: n * (x + 1) for n in range(3)]
y = x * x + x
z = (x * x + x) - y
print([f() for f in fs], y, z, (x * 2) * (x * 3) // (x * 6))
try:
    print((x * x) // (x - x))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    print((x * x) % (x * 0))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(x * x, x * 2, (x + 1) * (x - 1))
