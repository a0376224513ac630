# printf-style formatting: flags, width, precision, '*', mappings, bytes,
# non-ASCII text and CPython's error messages.

vals = [0, 7, -7, 255, -255, 10**20, -(10**20), True]
for spec in ["%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%+05d", "%.3d", "%8.3d", "%-8.3d|",
             "%x", "%X", "%o", "%#x", "%#X", "%#o", "%#08x", "%-#8o|", "%i", "%u", "% 6i"]:
    print(spec, [spec % v for v in vals])
for spec in ["%f", "%.2f", "%10.2f", "%-10.2f|", "%+.1e", "%010.3f", "%#.0f", "%g", "%G", "% .3g", "%E", "%.0e"]:
    print(spec, [spec % v for v in [0.0, -0.0, 1.5, -2.25, 1e100, 123456.789, 3]])
for spec in ["%s", "%5s", "%-5s|", "%.2s", "%6.3s", "%r", "%8r", "%a", "%.3a", "%c", "%3c", "%-3c|"]:
    args = ["é", "ab", "日本語テキスト", "x\ny"] if spec.rstrip("|")[-1] != "c" else ["é", "z", 65, 0x65e5]
    print(spec, [spec % (v,) for v in args])
print("%*d|%-*d|%.*f|%*.*s|" % (6, 42, 6, 42, 2, 3.14159, 7, 2, "hello"))
print("%*d|" % (-6, 42), "%.*d|" % (-3, 5))
print("%(name)s is %(age)03d %(name)r %%" % {"name": "Zoë", "age": 7})
print("%(a)s %(a)s" % {"a": [1, 2]}, "%s" % [1, "x"], "%s %s" % ((1, 2), "t"), "%s" % ((1, 2),))
print("%%d %s%%" % 5, "no directives" % (), "%s" % "solo", "%d%%" % 50)
print(b"%d %5s %-4b| %x %c %c %r %a %.1s" % (5, b"ab", b"c", 255, 65, b"z", b"q", "\xe9", b"xyz"))
print(bytearray(b"%05.1f|%+d") % (2.25, 3))
print("%s|%s" % (1.0, 1e16), "%d" % 3.99, "%i" % -2.5, "%x" % 255, "%o" % -8)
errors = [
    ("%d", "x"), ("%x", 1.5), ("%c", "ab"), ("%c", -1), ("%c", 0x110000), ("%d %d", (1,)),
    ("%d", (1, 2)), ("%", 1), ("%(", {}), ("%(a)", {"a": 1}), ("%(a)-", {"a": 1}), ("%(a)5.2", {"a": 1}), ("%(a)s", 1), ("%y", 1), ("%.*f", ("a", 1.0)),
    ("%*d", (1.5, 2)), ("%5", 1), ("%s %(a)s", {"a": 1}), ("%f", "s"), ("%s" * 3, (1, 2)),
    ("%ld", 5), ("%hd|%Lf", (5, 1.5)), ("%lld", 5), ("%hLf", 1.0),
]
for fmt, args in errors:
    try:
        print(repr(fmt), "->", repr(fmt % args))
    except Exception as e:
        print(repr(fmt), type(e).__name__, e)
for fmt, args in [(b"%s", "str"), (b"%c", 256), (b"%c", b"ab"), (b"%d", b"x"), (b"%f", "x"), (b"%b", 1)]:
    try:
        print(fmt % args)
    except Exception as e:
        print(fmt, type(e).__name__, e)
