# Method calls on numbers through one call site seen with ints, bools, big
# ints, floats and subclasses in turn: each must find its own type's method.
class MyInt(int):
    def bit_length(self):
        return "MyInt.bit_length"

class MyFloat(float):
    def hex(self):
        return "MyFloat.hex"

vals = [5, True, False, 2 ** 100, -(2 ** 70), 0, MyInt(9), 3, 1.5, -0.0, MyFloat(2.5), 1e300, 7]
for v in vals:
    try:
        print(type(v).__name__, v.bit_length())
    except AttributeError as e:
        print("AttributeError", e)
for v in vals:
    try:
        print(type(v).__name__, v.hex())
    except AttributeError as e:
        print("AttributeError", e)
for v in vals:
    print(type(v).__name__, v.conjugate(), v.real, v.imag, v.__abs__())
for v in vals:
    try:
        print(v.is_integer())
    except AttributeError as e:
        print("AttributeError", e)
for v in (10, 2 ** 65, True, 255):
    print(v.to_bytes(16, "big"), v.to_bytes(16, "little", signed=False)[:3], (-v).to_bytes(17, "big", signed=True)[-3:])
for v in (1.25, 0.1, -3.0, 2 ** 0.5):
    print(v.as_integer_ratio(), v.hex(), float.fromhex(v.hex()) == v)
total = 0
for i in range(300):
    n = 3 ** i
    total += n.bit_length() + (n - 1).bit_count() + (i * 1.5).is_integer()
print(total)
bound = (2 ** 80).bit_length
print(bound(), (7).__add__(3), (7.5).__sub__(2), True.__and__(False), (2 ** 70).__mod__(1000))
