# format() builtin with every type and spec mini-language field
print(format(42), format(42, ""), format("s"), format(1.5), format(None), format([1, 2]), format(True), format(b"x"))
for spec in ["", "<8", ">8", "^8", "*^9", "+", "-", " ", "08", "#x", "#o", "#b", "x", "X", "o", "b", "c", "d", "n", ",", "_", "e", ".2f", "%", "g"]:
    print(repr(spec), repr(format(77, spec)))
for spec in ["", "f", ".0f", ".3f", "e", ".3e", "E", "g", ".3g", "G", "%", ".1%", "+.2f", " .1f", "010.2f", "<10.1f", "^12.3e", ",.2f", "_.4f", "#.0f", "#g", "n", ".0e"]:
    print(repr(spec), repr(format(12345.6789, spec)), repr(format(-0.000123, spec)))
for spec in ["", "s", "10", "<10", ">10", "^10", "-^10", ".3", "10.3", "x>5"]:
    print(repr(spec), repr(format("format", spec)))
print(repr(format(True, "d")), repr(format(True, ">6")), repr(format(False, "05")), repr(format(True, "")))
class Temp:
    def __init__(self, c):
        self.c = c
    def __format__(self, spec):
        if spec.endswith("F"):
            return format(self.c * 9 / 5 + 32, spec[:-1] + "f") + "°F"
        return format(self.c, spec + "f" if spec else "") + "°C"
t = Temp(21.5)
print(format(t), format(t, ".1"), format(t, ".2F"), f"{t:.0F}", "{:>8.1}".format(t))
errors = [(1, "s"), ("s", "d"), (1.5, "d"), ([], "10"), (1, ".2d"), (1, "=s"), ("s", "="), (1, "+c"), (2 ** 40, "c"), (1.5, "c"), (1, "zz")]
for v, spec in errors:
    try:
        print(repr(format(v, spec)))
    except (ValueError, TypeError, OverflowError) as e:
        print(repr(v), repr(spec), type(e).__name__, e)
try:
    format(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
class BadFormat:
    def __format__(self, spec):
        return 5
try:
    format(BadFormat())
except TypeError as e:
    print(type(e).__name__, e)
print(format(10 ** 30, ","), format(-(10 ** 30), "_x"), format(2 ** 100, "e"), format(10 ** 25, ".3g"))
print(format(1e-5, ""), format(1e16, ""), format(123456789.0, ""))
print(format(float("inf"), "+"), format(float("-inf"), "010"), format(float("nan"), "^7"), format(-0.0, "+.1f"))
print(format(0, "#b"), format(-1, "#b"), format(0, "#o"), format(-0x80, "#X"), format(255, "#_b"))
