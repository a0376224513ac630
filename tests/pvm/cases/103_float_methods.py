# float methods: is_integer, as_integer_ratio, hex, fromhex, real/imag, conjugate
vals = [0.0, -0.0, 1.0, 0.5, -2.25, 0.1, 1e300, 5e-324, 3.141592653589793, 1e16, 123.0]
for v in vals:
    print(repr(v), v.is_integer(), v.as_integer_ratio(), v.hex(), v.real, v.imag, v.conjugate())
for s in ["0x1p0", "0x1.8p1", "-0x1.fffffffffffffp+1023", "0x0.0000000000001p-1022", "0x1.999999999999ap-4",
          "  0X1.ABCP+10 ", "inf", "-infinity", "nan", "0x1p-1074", "0x1p-1075", "1", "0x.8", "0x10"]:
    print(repr(s), repr(float.fromhex(s)))
for bad in ["", "0x", "1p", "0xg", "0x1p", "0x1.2.3", "0x1p99999"]:
    try:
        print(float.fromhex(bad))
    except (ValueError, OverflowError) as e:
        print(repr(bad), type(e).__name__, e)
for v in vals[:6]:
    assert float.fromhex(v.hex()) == v
print((1.5).__round__(), (2.5).__round__(), (2.675).__round__(2), (-0.5).__round__())
print((7.9).__trunc__(), (-7.9).__trunc__(), (7.5).__floor__(), (-7.5).__ceil__())
print((2.0).__pow__(0.5), (1.0).__truediv__(3), (10.0).__mod__(3), (10.0).__divmod__(3))
print(float.__name__, (1.0).__class__.__name__, float(), float(7), float(-0), float(True))
print(float(10 ** 20), float(2 ** 53 + 1), float(2 ** 1023) * 1.5, float(-(2 ** 60)))
print((0.1).as_integer_ratio(), (1 / 3).as_integer_ratio(), (1e-300).as_integer_ratio()[1].bit_length())
print((2.5).__int__(), (2.5).__bool__(), (0.0).__bool__(), (2.5).__neg__(), (2.5).__abs__())
print((1.5).__eq__(1.5), (1.5).__lt__(2), (1.5).__eq__("x"), (1.5).__add__(1), (1.5).__radd__(1))
print(float.__add__(0.1, 0.2), float.__mul__(3.0, 0.1), float.__sub__(1.0, 0.9))
print((1e300 * 1e10).is_integer(), float("nan").is_integer(), (2 ** 52 + 0.5).is_integer())
