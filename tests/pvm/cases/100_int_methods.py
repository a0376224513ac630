# int methods and attributes
for n in [0, 1, -1, 5, 255, 256, -256, 2 ** 64, -(2 ** 64) + 1, 10 ** 30]:
    print(n, n.bit_length(), n.bit_count(), n.as_integer_ratio(), n.real, n.imag, n.numerator, n.denominator)
print((7).conjugate(), (True).bit_length(), (-1).bit_count(), int.bit_length(1023))
print((10).__index__(), hasattr(5, "is_integer"))
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\x01\x00", "little"))
print(int.from_bytes(b"\xff\xff", "big", signed=True), int.from_bytes(b"\xff\xff", "big"))
print(int.from_bytes(b"", "big"), int.from_bytes([1, 2, 3], "big"), int.from_bytes(bytearray(b"\x80"), "little", signed=True))
print((1024).to_bytes(2, "big"), (1024).to_bytes(4, "little"), (-1).to_bytes(2, "big", signed=True))
print((0).to_bytes(0, "big"), (255).to_bytes(1, "big"), (-128).to_bytes(1, "big", signed=True))
print((2 ** 64 - 1).to_bytes(8, "big").hex(), (12345678901234567890).to_bytes(9, "little"))
print((1).to_bytes(), (65).to_bytes(length=1, byteorder="little"))
for args in [(256, 1, "big", False), (-1, 1, "big", False), (128, 1, "big", True), (-129, 1, "little", True), (1, 1, "middle", False)]:
    n, length, order, signed = args
    try:
        print(n.to_bytes(length, order, signed=signed))
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
try:
    (5).to_bytes(-1, "big")
except ValueError as e:
    print(type(e).__name__, e)
try:
    int.from_bytes(b"\x00", "sideways")
except ValueError as e:
    print(type(e).__name__, e)
for v in [0, 1, -1, 2 ** 100, -(2 ** 100), 12345]:
    nbytes = (v.bit_length() + 8) // 8
    b = v.to_bytes(nbytes, "big", signed=True)
    print(v == int.from_bytes(b, "big", signed=True), b.hex())
print(int.__name__, (3).__class__.__name__, int(3.9), int(-3.9), int("  -12  "))
print((6).__truediv__(4), (6).__floordiv__(4), (6).__mod__(4), (6).__pow__(2), (6).__neg__())
print((5).__lt__(6), (5).__eq__(5.0), (5).__hash__() == hash(5), (5).__bool__(), (0).__bool__())
print((-7).__abs__(), (7).__invert__(), (7).__and__(3), (7).__rshift__(1), (7).__rsub__(10))
print(int.__add__(2, 3), int.__mul__(4, 5), sum(map(int.bit_count, range(16))))
