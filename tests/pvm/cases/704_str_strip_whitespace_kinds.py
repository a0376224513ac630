# str.strip/lstrip/rstrip without arguments: ASCII whitespace (including
# \x1c-\x1f, which bytes.strip keeps), Unicode spaces at either end or
# behind ASCII ones, non-spaces such as U+200B, and results that are the
# whole string, empty, or one character.
cases = [
    "", " ", "  a  ", "\t\n\x0b\x0c\r x \x1c\x1d\x1e\x1f", "\u3000\u00a0 mid \u2003",
    " \u00a0", "\u00a0 ", "é ", " é", "\x85x\x85", "a\u2028", " \u200b ", "abc",
    "\x00 a \x00", " \u2029\t", "\t\u1680x\u180e ", "  ß  ", "\u205f\u202f",
]
for c in cases:
    print(repr(c.strip()), repr(c.lstrip()), repr(c.rstrip()), c.isspace())
    print(" ", repr(c.split()), repr(c.strip(" ")), len(c.strip()))
b = "\x1c a \x1f".encode()
print(b.strip(), "\x1c a \x1f".strip())
s = "same"
print(s.strip() is s, s.lstrip() is s, s.rstrip() is s)
words = "  the  quick\u00a0brown\tfox  ".strip().split()
print(words, [w.strip("tq") for w in words])
print([x.strip() for x in ("  x", "y  ", " z ")], "".join(w.lstrip("b") for w in words))
for text in ("\n".join(["  line %d  " % i for i in range(4)]), "\u3000\u3000"):
    print([ln.strip() for ln in text.splitlines()], text.strip()[:12])
