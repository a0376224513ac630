# ** on floats and small ints: squares, square roots, reciprocals and the
# edges around them (signed zeros, infinities, overflow to big ints).
import math

floats = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.1, -0.1, 1e-200, 1e200, 1e-310,
          1.7976931348623157e308, 5e-324, 3.0, 1.4142135623730951, 123456.789,
          float("inf"), float("-inf"), float("nan")]
for x in floats:
    out = []
    for y in (2, 2.0, 0.5, -1, -1.0, 1, 3, -2, 1.5):
        if x < 0 and y != int(y):
            continue  # a complex result in CPython
        try:
            r = x ** y
            out.append(repr(r) + (" neg0" if r == 0 and math.copysign(1, r) < 0 else ""))
        except ZeroDivisionError as e:
            out.append("ZeroDivisionError")
        except OverflowError as e:
            out.append("OverflowError")
        except ValueError as e:
            out.append("ValueError")
    print(repr(x), out)

# squares agree with x * x, roots with math.sqrt, reciprocals with 1 / x
xs = [i * 0.37 + 1e-3 for i in range(1, 300)]
print(all(x ** 2 == x * x for x in xs), all(x ** 0.5 == math.sqrt(x) for x in xs),
      all(x ** -1 == 1 / x for x in xs))
print(sum(x ** 2 for x in xs), sum(x ** 0.5 for x in xs), sum(x ** 1.5 for x in xs))
print(pow(2.5, 2), pow(6.25, 0.5), pow(4.0, -1))

ints = [0, 1, -1, 2, -2, 3, -3, 7, 10, -10, 255, 3037000499, 3037000500,
        -3037000500, 2 ** 31, 2 ** 32, -(2 ** 32), 9223372036854775807]
for x in ints:
    row = []
    for y in (0, 1, 2, 3, 5, 10, 31, 32, 62, 63, 64, 65):
        try:
            r = x ** y
            row.append(r if abs(r) < 10 ** 30 else "big%d" % r.bit_length())
        except OverflowError:
            row.append("OverflowError")
    print(x, row)
print(2 ** 62, 2 ** 63, -2 ** 63, (-2) ** 63, (-2) ** 64, 3 ** 39, 3 ** 40, (-3) ** 39, (-3) ** 40)
print(10 ** 18, 10 ** 19, (-10) ** 18, (-10) ** 19, 1 ** 10 ** 18, (-1) ** (10 ** 18 + 1), 0 ** 0)
print(2 ** -1, 2 ** -2, (-2) ** -3, pow(3, 4), pow(3, 4, 5), pow(-3, 3, 7), pow(2, -1, 7))
for x, y in ((0, -1), (0.0, -1), (0.0, -1.0), (10.0, 400), (10, 400.0)):
    try:
        print(x ** y)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    except OverflowError as e:
        print("OverflowError")
print(True ** 2, False ** 0, 2 ** True, 2.0 ** True, (-8) ** 2, (-8.0) ** 2)
