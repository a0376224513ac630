# divmod, // and % on ints of every sign and size agree with each other:
# small, 64-bit edges, big operands and bools.
vals = [0, 1, -1, 2, -3, 7, -7, 10, 255, -256, 2 ** 31, 2 ** 62, 2 ** 63 - 1, -(2 ** 63),
        2 ** 63, 2 ** 64 + 1, -(2 ** 64) - 5, 3 ** 80, -(3 ** 80), 10 ** 40 + 7, -(10 ** 40) + 3,
        True, False]
bad = 0
shown = []
for a in vals:
    for b in vals:
        try:
            q, r = divmod(a, b)
        except ZeroDivisionError as e:
            if b != 0:
                bad += 1
            msg = str(e)
            continue
        if (q, r) != (a // b, a % b) or q * b + r != a or (r != 0 and (r < 0) != (b < 0)):
            bad += 1
        if abs(a) > 2 ** 62 or abs(b) > 2 ** 62:
            shown.append((q, r))
print(bad, msg, len(shown))
for p in shown[::7]:
    print(p)
print(divmod(-(2 ** 63), -1), divmod(2 ** 63, -1), divmod(-(2 ** 63), 1))
print(divmod(10 ** 50, 10 ** 25), divmod(-(10 ** 50), 10 ** 25 + 1), divmod(10 ** 50, -(10 ** 24) - 3))
print(divmod(7, 2 ** 80), divmod(-7, 2 ** 80), divmod(7, -(2 ** 80)), divmod(2 ** 80, 2 ** 80))
print(divmod(True, 2), divmod(5, True), type(divmod(True, True)[0]))
n, digits = 2 ** 300 + 12345, []
while n:
    n, d = divmod(n, 1000)
    digits.append(d)
print(digits[:5], len(digits))
print(divmod(7.5, 2), divmod(-7.5, 2), divmod(7, -2.5), divmod(2 ** 70, 3.0))
for a, b in ((1, 0), (2 ** 70, 0), (1.0, 0), (2 ** 70, False)):
    try:
        divmod(a, b)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
