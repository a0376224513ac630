# printf-style % formatting
print("%s %s" % ("a", "b"), "%s" % "single", "%s" % (("tuple",),), "%s" % [1, 2], "%%", "100%%" % ())
print("%d|%5d|%-5d|%05d|%+d|% d|%+05d|%x|%X|%#x|%#X|%o|%#o" % (42, 42, 42, 42, 42, 42, -42, 255, 255, 255, 255, 8, 8))
print("%f|%.2f|%8.3f|%-8.1f|%+.1f|%e|%.2E|%g|%.3g|%G" % (3.14159, 3.14159, 3.14159, 3.14159, 3.14159, 12345.678, 12345.678, 0.0001234, 1234567.0, 1e-10))
print("%c%c%c" % (72, "i", 0x263A), "%r %a %s" % ("é", "é", "é"))
print("%(name)s is %(age)d years, %(name)r" % {"name": "Ann", "age": 30})
print("%(x)s %(x)s %%" % {"x": 1}, "%(a)05.1f" % {"a": 2.25})
print("%*d|%-*d|%.*f|%*.*f" % (5, 1, 5, 2, 2, 3.14159, 8, 3, 2.71828))
print("%s" % None, "%s" % True, "%d" % True, "%s %s" % (1.5, 10 ** 20), "%i" % 3.9, "%d" % -0.5)
print("%5s|%-5s|%.2s|%5.1s|" % ("abc", "abc", "abc", "abc"))
print("%x %o" % (-255, -8), "%#x" % 0, "%e" % 0, "%g" % 100000, "%g" % 1000000, "%.0f" % 0.5, "%.0f" % 1.5)
print("%s and %s" % (b"bytes", bytearray(b"ba")), "%r" % b"x")
errors = [("%d", "x"), ("%s %s", ("a",)), ("%s", ("a", "b")), ("%(k)s", {}), ("%z", 1), ("%", ()),
          ("%(k)s %s", {"k": 1}), ("%c", "ab"), ("%c", -1), ("%d", None), ("%x", 2.5), ("%.2f", "s"),
          ("%(a)s", ("tuple",)), ("%*d", ("x", 1))]
for fmt, args in errors:
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        print(repr(fmt), type(e).__name__, e)
print("%s" % {"k": "v"}, "%(k)s" % {"k": "v"}, "no format" % ())
try:
    "%s" % ()
except TypeError as e:
    print(type(e).__name__, e)
print("%-10s|%10.4f|%+08.2f|" % ("left", 3.14159265, -2.5))
print("%.3s" % "truncate", "%.0s|" % "gone", "%3c|" % "x", "%-3c|" % 65)
print("%08.3e|%-12.2e|%+g|% g" % (12345.6789, 0.000123, 1.5, 2.5))
print("%d%%" % 50, "%s%%%s" % ("a", "b"), "%5.1f%%" % 99.55)
