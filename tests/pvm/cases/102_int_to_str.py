# converting ints to text: str, repr, hex, oct, bin, format, %
vals = [0, 1, -1, 7, 255, -255, 4096, 2 ** 63 - 1, -(2 ** 63), 2 ** 100, 123456789]
for v in vals:
    print(str(v), repr(v), hex(v), oct(v), bin(v))
for v in [0, 42, -42, 65535, 10 ** 12]:
    print(format(v, "x"), format(v, "X"), format(v, "#x"), format(v, "o"), format(v, "#o"), format(v, "b"), format(v, "#b"))
    print(format(v, ","), format(v, "_"), format(v, "_x"), format(v, "_b"), format(v, "+"), format(v, " "), format(v, "=+12,"))
    print("%d %i %5d %-5d| %05d %+d %x %X %#x %o %#o" % (v, v, v, v, v, v, v, v, v, v, v))
print(format(97, "c"), format(0x1F600, "c"), "%c%c" % (72, "i"))
print(format(1234, "e"), format(1234, ".2f"), format(1234, "%"), format(1234, "g"), format(-5, "08.2f"))
print(format(255, "010b"), format(255, "^12x"), format(255, "*>#10x"), format(-255, "#010x"))
print(f"{2 ** 70:,}", f"{-2 ** 70:_}", f"{2 ** 70:x}", f"{2 ** 70:e}")
print(str(10 ** 100))
print(len(str(2 ** 4000)), str(2 ** 4000)[:20], str(2 ** 4000)[-20:])
for spec in ["s", ".2", "z", "#c", "=", ",c", "-c"]:
    try:
        print(spec, repr(format(42, spec)))
    except ValueError as e:
        print(spec, type(e).__name__, e)
try:
    format(-1, "c")
except (ValueError, OverflowError) as e:
    print(type(e).__name__, e)
try:
    "%d" % "x"
except TypeError as e:
    print(type(e).__name__, e)
try:
    "%x" % 1.5
except TypeError as e:
    print(type(e).__name__, e)
print("%d" % 3.99, "%i" % True, "%s" % 10 ** 20, "%r" % -0)
print(hex(True), bin(False), oct(-0))
for bad in [1.5, "1", None]:
    try:
        hex(bad)
    except TypeError as e:
        print(type(e).__name__, e)
