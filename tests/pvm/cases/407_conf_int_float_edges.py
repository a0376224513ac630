print(round(2.5), round(3.5), round(-0.5), round(0.125, 2), round(2.675, 2), round(1234, -2), round(1250, -2))
print(round(1.5), type(round(1.5)), round(1.5, 0), type(round(1.5, 0)))
print(0.1 + 0.2, 1e16, 1e-7, 1.0, 100.0, 1e22, 123456789012345678.0, 2.5e-5, float("inf"), -float("inf"))
print(repr(0.1), str(1/3), 1/7, 2**0.5, 10/3, -0.0, 5e-324, 1.7976931348623157e308)
print((255).to_bytes(2, "big"), (255).to_bytes(2, "little"), int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\xff", "big", signed=True))
print((-1).to_bytes(2, "big", signed=True), (1024).bit_length(), (255).bit_count(), (-7).bit_count())
try:
    (256).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError:", e)
print(divmod(7, 3), divmod(-7, 3), divmod(7, -3), divmod(-7, -3), divmod(7.5, 2), divmod(-7.5, 2))
print(-7 // 2, -7 % 2, 7 % -2, -7.0 // 2, 5.5 % -2)
print(pow(3, 4, 5), pow(2, -1, 7), pow(2, 100), pow(2.0, 3), pow(-8, 1/3) if False else 0, 2 ** -2)
print((0.5).hex(), (1.0).hex(), float.fromhex("0x1.8p1"), (3.0).is_integer(), (3.5).is_integer())
print((0.75).as_integer_ratio(), (10).as_integer_ratio(), (-2.5).as_integer_ratio())
print(int("ff", 16), int("0b101", 0), int("  12  "), int("1_000"), int(3.99), int(-3.99), int("-0o17", 0))
try:
    int("12.5")
except ValueError as e:
    print("ValueError:", e)
try:
    int("abc", 10)
except ValueError as e:
    print("ValueError:", e)
print(float("1e3"), float("  -2.5 "), float("nan"), float("-inf"), float("1_0.5"))
try:
    float("x1")
except ValueError as e:
    print("ValueError:", e)
print(hex(-255), oct(8), bin(-5), hex(0), format(255, "x"), format(-255, "#x"))
print(abs(-3), abs(-3.5), abs(True), 7 / 2, 8 / 2, 3 * 1.0, True + True, 10 ** 20, 10.0 ** 20)
print(1e300 * 1e10, -1e300 * 1e10)
try:
    1 / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    1 % 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    1.0 / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    2.0 ** 10000
except OverflowError as e:
    print("OverflowError:", e)
print(int.__name__, (5).real, (5).imag, (5).numerator, (5).denominator, (2.5).real)
print(max(1, 2.5), min([3, 1.0, 1]), sum([0.1] * 10), sum([1, 2], 10))
print(hash(1) == hash(1.0), hash(-1), hash(2**61 - 1), hash(0.5), hash(-2))
print(1 < 2.5 < 3, 2 == 2.0, 0.1 * 3 == 0.3, float(2**53 + 1), 2**53 + 1 == float(2**53 + 1))
print(format(1e100, ".3e"), format(123.456, ".0f"), format(0.5, ".0f"), format(1.5, ".0f"), format(1e-10, "f"))
print(str(1e15), str(1e16), str(123456789.123456789), repr(1.23e-5), 3.0 * 1e-5)
print(7 .__truediv__(2), (7).__floordiv__(2), int.__add__(1, 2), (3).__rsub__(10))
print(complex_free := 1, 0o777, 0xFF, 0b1010, 1_000_000)
print(isinstance(True, int), bool(0.0), bool(-0.0), bool(float("nan")))
