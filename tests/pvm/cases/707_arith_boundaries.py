# Arithmetic at the edges of the interpreter's inline int and float paths:
# results that leave 64 bits, operands around 31 bits for *, NaN and
# infinities, signed zeros, division by zero, and the in-place forms.
big = 2**63
edges = [0, 1, -1, 2**31 - 1, 2**31, -2**31, -2**31 - 1, 2**32, 2**62, big - 1, -big, 3037000499, -3037000500]
for x in edges:
    for y in edges:
        s, d, p = x + y, x - y, x * y
        t = x
        t += y
        u = x
        u -= y
        v = x
        v *= y
        assert (t, u, v) == (s, d, p)
        print(x, y, s, d, p)
for x in [0, 7, -7, 2**53, 2**53 + 1, -(2**53) - 1]:
    for y in [1, -3, 2**53, 2**60]:
        print(x, y, x / y, repr(float(x) / y), x * 1.5, x + 0.25, x - 0.5)

nan, inf = float("nan"), float("inf")
vals = [0.0, -0.0, 1.5, -2.25, inf, -inf, nan, 1e308, -1e308, 5e-324]
for a in vals:
    for b in vals:
        row = [a + b, a - b, a * b]
        try:
            row.append(a / b)
        except ZeroDivisionError as e:
            row.append(str(e))
        print(a, b, row)
for a, b in [(1, 0), (0, 0), (1.0, 0.0), (1.0, -0.0), (0, 0.0), (True, 2), (2, False)]:
    try:
        print(a, b, a / b)
    except ZeroDivisionError as e:
        print(a, b, type(e).__name__, e)
print(True + True, True - 2, False * 3.5, 1.5 * True)
x = 1.0
for _ in range(60):
    x *= 3.0
    x -= 1.0
print(x, x == x, -0.0 + 0.0, -0.0 - 0.0, -0.0 * 1.0)
for x in [0, 5, -5, 2**62, -(2**63), 2**63 - 1, 2**64, -(2**70)]:
    for y in [0, 3, -3, 2**63 - 1, 2**65]:
        t = x
        t &= y
        print(x & y, x | y, x ^ y, t, (x | y) >> 3, (x ^ y) & 0xFF)
print(True & True, True | False, True ^ True, True & 3, 6 | False)
