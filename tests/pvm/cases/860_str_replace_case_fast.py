# str.replace counting its matches once, and the ASCII case mappings of str
# and bytes: results must match CPython's for ASCII and non-ASCII text,
# empty patterns, counts, and str subclasses as arguments.


class S(str):
    pass


words = ["hello world", "", "aaaa", "héllo wörld", "ab" * 40, "x", "a\u20acb\u20ac"]
for w in words:
    print(repr(w.replace("o", "0")), repr(w.replace("l", "LL", 2)), repr(w.replace("", "-")))
    print(repr(w.replace("", "-", 3)), repr(w.replace("aa", "")), repr(w.replace("zz", "y")))
    print(repr(w.replace("\u20ac", "E")), repr(w.replace("b", "\u20ac\u20ac", -1)), repr(w.replace("o", "0", 0)))
    print(repr(w.replace(S("l"), S("L"))), len(w.replace("a", "bcd")))

samples = ["hello World 12 foo", "", "a", "ABC def-GHI jkl_mno", "they're bill's friends",
           "x" * 50 + "Y" * 50, "\tmixed\nCASE 9z", "ÉCOLE été", "ǅungla ǆ"]
for s in samples:
    print(repr(s.title()), repr(s.capitalize()), repr(s.swapcase()))
    print(repr(s.lower()), repr(s.upper()), repr(s.casefold()))
    print(s.title() == s.title(), s.istitle(), s.title().istitle(), s.lower().islower())

for b in [b"hello World 12 foo", b"", b"a", b"ABC def-GHI \xff\xe9 jkl", b"z" * 70]:
    for t in (bytes, bytearray):
        x = t(b)
        print(x.title(), x.capitalize(), x.swapcase(), x.lower(), x.upper())
    print(type(bytearray(b).upper()).__name__, bytearray(b).lower() == b.lower())

ba = bytearray(b"Hello")
up = ba.upper()
ba[0] = ord("J")
print(ba, up, up is ba)

text = "The Quick brown fox. " * 3
print(text.replace(" ", "_").upper().title().swapcase())
print("-".join(w.capitalize() for w in text.split()))
r = "abcabcabc"
print(r.replace("abc", "X", 2), r.replace("bc", "", 1), r.replace("c", "c"))
try:
    r.replace("a", 1)
except TypeError as e:
    print("TypeError", e)
try:
    r.replace("a", "b", "c")
except TypeError as e:
    print("TypeError", e)
