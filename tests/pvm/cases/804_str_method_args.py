# str methods called with every parameter given by position, with some
# left out, by keyword, on str subclasses and through the unbound method,
# and CPython's TypeErrors for too many, too few or misnamed arguments.


class Tag(str):
    def strip(self, chars=None):
        return "tag:" + str.strip(self, chars)


s = "  Hello, World!  "
print(repr(s.strip()), repr(s.strip(" !")), repr(s.lstrip(" H")), repr(s.rstrip(None)))
print(s.split(), s.split(","), s.split(",", 1), s.split(sep=","), s.split(maxsplit=1))
print(s.replace("l", "L"), s.replace("l", "L", 2), s.replace("l", "L", -1), s.count("l"), s.count("l", 5, 12))
print(s.find("o"), s.find("o", 7), s.find("o", 7, 9), s.index("W", 0, 20), s.rfind("l"))
print(s.center(21, "*"), s.ljust(19, "."), s.rjust(19), "42".zfill(5), "a\tb".expandtabs(4))
print("-".join(["a", "b"]), "x".join(("1", "2", "3")), s.partition(","), s.rpartition("o"))
print(s.startswith("  H"), s.endswith(("!", "!  ")), s.startswith("H", 2), s.encode("ascii", "strict"))
print(s.lower(), s.upper(), s.title(), s.swapcase(), s.casefold(), s.isspace(), "abc".isalpha())
t = Tag("  xy  ")
print(t.strip(), t.strip(" x"), t.upper(), t.split(), str.strip(t), type(t.lower()).__name__)
print(str.replace("aaa", "a", "b", 2), str.join(",", "abc"), str.center("ab", 6, "-"))
bad = [
    lambda: "a".lower(1),
    lambda: "a".strip(" ", "x"),
    lambda: "a".replace("a"),
    lambda: "a".replace("a", "b", 1, 2),
    lambda: "a".join(),
    lambda: "a".join(["a"], ["b"]),
    lambda: "a".split(" ", 1, 2),
    lambda: "a".split(sop=" "),
    lambda: "a".center(),
    lambda: "a".find(),
    lambda: "a".strip(5),
    lambda: "a".join([1]),
    lambda: "a".zfill("3"),
    lambda: str.lower(5),
    lambda: str.strip(),
    lambda: "a".encode("utf-8", "strict", "x"),
    lambda: "a".replace(1, "b"),
    lambda: "a".startswith(),
]
for f in bad:
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
