# str.replace of one character by one (short and long strings, counts,
# non-ASCII text) and str methods called without any argument.
words = ["banana", "", "a", "aaaa", "Ärger an", "x" * 70 + "a" * 5, "naïve café à la carte"]
for w in words:
    print(repr(w.replace("a", "4")), repr(w.replace("a", "4", 2)), repr(w.replace("a", "4", 0)),
          repr(w.replace("a", "4", -1)), repr(w.replace("n", "N", 1)), repr(w.replace("q", "z")))
    print(repr(w.replace("a", "")), repr(w.replace("a", "ab")), repr(w.replace("an", "4")), repr(w.replace("é", "e")))
long = "abcde" * 30
print(long.replace("e", "E").count("E"), long.replace("e", "E", 7)[:40], len(long.replace("a", "")))
s = "  Hello World \t\n"
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()), s.split(), s.rsplit(), s.splitlines())
print(repr(s.strip(None)), s.split(None), s.split(None, 1), s.rsplit(None, 1), s.splitlines(True))
print("Größe".encode(), "".encode(), "x".encode("utf-8"), "abc".encode(encoding="ascii"), "é".encode("latin-1"))
print("a,b".split(","), "a b".split(maxsplit=0), "a\u2003b".split(), "\u3000".strip() == "")
print("abc".find("c"), "abc".count("b"), "ab".expandtabs(), "a\tb".expandtabs(), "TITLE case".swapcase())
for meth in (str.strip, str.split, str.encode, str.splitlines, str.lower):
    print(meth.__name__, meth("  Ab Cd  "))
for bad in (lambda: "abc".strip(1), lambda: "abc".encode(5), lambda: "abc".split(sep=1)):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)


class S(str):
    def strip(self, chars=None):
        return "overridden"


t = S("  x  ")
print(t.strip(), t.split(), str.strip(t), t.encode(), t.replace("x", "y"))
