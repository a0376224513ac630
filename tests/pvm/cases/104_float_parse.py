# float() parsing from strings and other types
good = ["0", "1", "-1", "+1.5", "  2.5  ", "1e5", "1E-5", "1.", ".5", "-.5", "1_000.5", "1e1_0",
        "inf", "-inf", "+inf", "INF", "Infinity", "-iNfInItY", "nan", "-nan", "NaN", "+nan",
        "0.1", "0.30000000000000004", "1.7976931348623157e308", "1.8e308", "-1.8e308", "4.9e-324",
        "2e-324", "3e-324", "1e-400", "123456789012345678901234567890", "0.000000000000000000001",
        "\t\n3.25\r\n", "١٢٣.٥", "００１.５", "9007199254740993", "2.2250738585072011e-308",
        "0.1000000000000000055511151231257827", "0.1000000000000000055511151231257828"]
for s in good:
    print(repr(s), repr(float(s)))
bad = ["", " ", "abc", "1.2.3", "1e", "e5", "--1", "1_", "_1", "1__0", "0x10", "infinit", "nan1",
       "1,5", "1 5", "in f", ".", "+", "1e+", "inf inf"]
for s in bad:
    try:
        print(float(s))
    except ValueError as e:
        print(type(e).__name__, e)
for v in [None, [1.0], (1,), {}]:
    try:
        float(v)
    except TypeError as e:
        print(type(e).__name__, e)
print(float(b"1.5"), float(bytearray(b" -2e3 ")), float(True), float(10 ** 308))
try:
    float(10 ** 309)
except OverflowError as e:
    print(type(e).__name__, e)
class F:
    def __float__(self):
        return 2.5
class I:
    def __index__(self):
        return 3
print(float(F()), float(I()))
class BadF:
    def __float__(self):
        return "x"
try:
    float(BadF())
except TypeError as e:
    print(type(e).__name__, e)
for s in ["0.1", "1e23", "8.41e21", "5e-324", "1.5e300"]:
    f = float(s)
    print(s, repr(f), str(f), float(repr(f)) == f)
