# center/ljust/rjust/zfill build their result in one pass: widths around
# the string's length, multi-byte fill characters and text, signs, and the
# argument errors of CPython.


class W:
    def __index__(self):
        return 9


class S(str):
    pass


texts = ["", "a", "ab", "-12", "+5", "h\u00e9llo", "\u20ac\u20ac", "x" * 10, "-", "+-3"]
for s in texts:
    for w in (0, 1, 3, 4, 7, 8, 33):
        print(repr(s.zfill(w)), repr(s.center(w)), repr(s.center(w, "\u00e9")), repr(s.ljust(w, "*")),
              repr(s.rjust(w, "\u20ac")), len(s.center(w, "-")))

print(repr("ab".center(W())), repr("ab".zfill(W())), repr(S("q").rjust(4, S("#"))), type(S("q").zfill(1)).__name__)
print(repr("abc".center(6)), repr("abc".center(7)), repr("ab".center(5)), repr("ab".center(6)), repr("a".center(4, "\U0001f600")))
long = "mid".center(1000, "=")
print(len(long), long[:5], long[497:503], long.count("="))
print(repr("7".zfill(-5)), repr("-".zfill(3)), repr("-0".zfill(4)), repr("\u00e9".zfill(3)))

for bad in (lambda: "a".center(3, "ab"), lambda: "a".center(3, ""), lambda: "a".ljust(3, 1),
            lambda: "a".rjust("3"), lambda: "a".zfill(1.5), lambda: "a".center(), lambda: "a".zfill(),
            lambda: "a".ljust(2, "x", "y"), lambda: "a".center(2 ** 70)):
    try:
        bad()
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)

rows = [("id", "name", "balance"), (1, "ada", 12.5), (22, "grace", -3.25), (333, "\u00e9mile", 1000.0)]
for r in rows:
    print("|".join([str(r[0]).rjust(5), str(r[1]).ljust(8, "."), str(r[2]).center(10, "~")]))
for n in (0, 7, -7, 123456, -123456):
    print(str(n).zfill(8), str(n).rjust(8, "0"), ("%+d" % n).zfill(6))
