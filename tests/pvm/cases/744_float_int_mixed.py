# Arithmetic mixing floats with ints: exact and inexact conversions, signed
# zeros, division by int zero, big ints, bools and in-place forms.
vals_i = [0, 1, -1, 7, 2 ** 53, 2 ** 53 + 1, -(2 ** 53) - 1, 2 ** 62, -(2 ** 63), 2 ** 70]
vals_f = [0.0, -0.0, 0.5, -2.5, 1e300, float("inf"), 3.0]


def show(x):
    return repr(x) if x == x else "nan"


for i in vals_i:
    row = []
    for f in vals_f:
        for op in ("+", "-", "*", "/"):
            for a, b in ((f, i), (i, f)):
                try:
                    if op == "+":
                        r = a + b
                    elif op == "-":
                        r = a - b
                    elif op == "*":
                        r = a * b
                    else:
                        r = a / b
                    row.append(show(r))
                except ZeroDivisionError as e:
                    row.append("ZDE:" + str(e))
                except OverflowError as e:
                    row.append("OVF:" + str(e))
    print(i, " ".join(row))

print(True + 0.5, 1.5 * False, 3 / 2, -7 / 2, 1 / 3, 2 ** 60 / 3, (2 ** 53 + 1) / 1)
x = 1
x += 0.25
y = 0.5
y *= 4
z = 10
z /= 4
w = 3.0
w -= 1
print(x, y, z, w, type(x).__name__, type(y).__name__, type(z).__name__)
for a, b in ((1, 0), (1.0, 0), (1, 0.0), (0, -0.0), (-0.0, 0)):
    try:
        print(a / b)
    except ZeroDivisionError as e:
        print(type(a).__name__, type(b).__name__, "ZeroDivisionError:", e)
print(0 * -1.0, -0.0 + 0, 0 - 0.0, -0.0 - 0, 0.0 * -3)
print(1.0 // 3, 7 % 2.5, 2 ** 0.5, 4 ** -1, 9 ** 0.5)
s = 0.0
for j in range(10):
    s += 1 / (j + 1)
print(s, sum(1.0 / k for k in range(1, 50)))
