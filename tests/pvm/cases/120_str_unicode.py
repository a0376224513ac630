# unicode strings: code points, ord/chr, lengths, comparisons
s = "aé中😀"
print(len(s), [ord(c) for c in s], [hex(ord(c)) for c in s], "".join(chr(ord(c)) for c in s) == s)
print(s[3], s[-1] == "😀", s[::-1], len(s.encode()), len(s.encode("utf-16-le")))
print(chr(0), repr(chr(0)), repr(chr(127)), repr(chr(128)), repr(chr(0xA0)), chr(0x10FFFF) == "\U0010ffff")
print(ord("\n"), ord("A"), ord("€"), ord("\U0001F600"), ord(b"A"), ord(bytearray(b"z")))
for bad in [-1, 0x110000, 2 ** 40]:
    try:
        chr(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
for bad in ["", "ab", b"ab", 5]:
    try:
        ord(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    chr("a")
except TypeError as e:
    print(type(e).__name__, e)
print("é" == "e\u0301", len("e\u0301"), "e\u0301"[0], repr("e\u0301"[1]))
print(sorted(["b", "a", "B", "é", "z", "É", "1", "_", "😀", "中"]))
print("a" < "é" < "中" < "😀", max("hello"), min("hello"), max("日本語"))
print("😀" * 3, len("😀" * 3), "😀" in "a😀b", "a😀b".index("b"), "a😀b".split("😀"))
print([c for c in "naïve"], list(reversed("naïve")), "naïve".upper(), "NAÏVE".lower())
print(ascii("中文"), repr("中文"), str("中文"), "中文".encode("utf-8"))
print("\N{LATIN SMALL LETTER E WITH ACUTE}" == "é", "\u00e9" == "\xe9")
code_points = [72, 233, 8364, 128512]
print("".join(map(chr, code_points)), [chr(c).isalpha() for c in code_points])
print(repr("\x1b[0m"), repr("\u200b"), repr("\ufeff"), repr("\U000e0001"), repr("\u0378"))
print(repr("\ud7ff"), repr("\ue000"), repr("\uffff"), repr("\U00010000"))
print("ǅ".isupper(), "ǅ".islower(), "ǅ".istitle(), "Ⅻ".isnumeric(), "Ⅻ".isdigit(), "Ⅻ".lower())
