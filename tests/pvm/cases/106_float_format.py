# float to text: str, repr, format(), %, and str.format agree with CPython
vals = [0.0, -0.0, 1.0, 0.1, 1 / 3, 2 / 3, 100.0, 1e15, 1e16, 1.5e16, 1e-4, 1e-5, 123456789.123,
        3.141592653589793, 2.5, -1234.5678, 1e100, 5e-324, 1.7976931348623157e308, 0.1 + 0.2]
for v in vals:
    print(str(v), repr(v), format(v), format(v, "g"), format(v, ".3g"), format(v, "e"), format(v, ".2f"))
for v in [0.5, 1.25, 123.456, -0.001234, 9.999, 99999.5, 0.00001]:
    print("%f|%.2f|%10.3f|%-10.1f|%+.0f|%e|%.3E|%g|%G|%.2g|%#g|%08.2f" % ((v,) * 12))
for v in [1e-7, 1e-6, 1e-5, 0.0001, 1e5, 1e6, 1e16, 1e17, 123456789.0]:
    print(repr(v), "%s" % v, "%r" % v, "{}".format(v), "{:g}".format(v), "{:.12g}".format(v), "{:n}".format(v))
for v in [1.0, 10.0, 0.5, 1e22, 1e-10]:
    print("{0:} {0:.0} {0:.1} {0:.0e} {0:#.0f} {0:.0%}".format(v))
print("{:,.3f} {:_.1f} {:>+12,.2f} {:<12e}| {:^14.4g}|".format(1234567.891, 9876543.21, -1234.5, 0.000123, 12345.6789))
print(format(0.1, ".55f"))
print(format(1e22, "f"), format(1.5e-10, "f"), format(2 ** 0.5, ".30f"))
print(format(12.5, ".0f"), format(13.5, ".0f"), format(0.125, ".2f"), format(0.135, ".2f"), format(2.5, ".0e"))
print(format(float("1e-310"), "e"), format(float("2.5e-320"), ".3g"), repr(float("2.5e-320")))
print("%.3s|%5.1s|" % (3.14159, 2.5), "%(a).2f %(b)e" % {"a": 1.005, "b": 1.005})
for bad in ["d", "x", "c", "b"]:
    try:
        format(1.5, bad)
    except ValueError as e:
        print(type(e).__name__, e)
