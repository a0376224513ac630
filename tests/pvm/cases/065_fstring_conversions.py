# !r, !s and !a conversions, and the same through format() and str.format
values = ["plain", "quo'te", 'dq"', "tab\t", "é", "日本", "emoji 😀", "\x00\x1f\x7f", 1.5, None, [1, "a"], b"by"]
for v in values:
    print(f"{v!s} | {v!r} | {v!a}")
print("{!s} {!r} {!a}".format("é", "é", "é"))
print("{0!r:>12}|{0!s:<8}|".format("x"))
print(f"{'é'!a:>10}|{'x'!r:^7}|")
print(ascii("naïve café"), ascii(["ü", ("ß",)]), ascii("\u2028\U0001f600"))
print(repr("\u2028"), repr("\x85"), repr("\xa0"), repr("\u00ad"), repr("\U0001f600"))
class Obj:
    def __repr__(self):
        return "Obj<é>"
    def __str__(self):
        return "obj-str"
o = Obj()
print(f"{o} {o!s} {o!r} {o!a}")
print("%s %r %a" % (o, o, o))
print(repr(b"\x80\x00abc"), ascii(b"\x80"), str(b"x"))
print(repr("back\\slash"), repr("a\rb"), repr("\a\b\f\v"))
print(repr("'"), repr('"'), repr("'\""), repr("\\'"))
width = 12
for v in ["é", "x'y", 3.5]:
    print(f"[{v!r:>{width}}] [{v!s:<{width}}] [{v!a:^{width}}]")
