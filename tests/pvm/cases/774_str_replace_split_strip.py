# replace, split, strip and join over ASCII and non-ASCII text: lengths
# of the results (code points), empty separators and patterns, counts,
# and argument errors.

texts = ["", "a", "banana", "aaaa", "é", "café au lait", "日本語の日本", "a\u0301e\u0301", "  x  ", "ñ-ñ-ñ"]
pairs = [("a", "4"), ("e", "3"), ("", "-"), ("an", ""), ("é", "e"), ("日本", "にほん"), ("ñ", "nn"), ("aa", "b"), ("x", "ξ")]
for t in texts:
    row = []
    for old, new in pairs:
        r = t.replace(old, new)
        row.append((r, len(r)))
    print(repr(t), row)
    print("   ", [t.replace(o, n, c) for o, n in pairs[:3] for c in (0, 1, 2, -1)])
line = "  ada|Grace  | alan |édsger|  日本 | "
words = line.split("|")
print(words, [w.strip() for w in words], [len(w.strip()) for w in words])
print("/".join(w.strip().replace("a", "4").replace("e", "3") for w in reversed(words)))
print([w.strip(" a") for w in words], [w.lstrip(" a日") for w in words], [w.rstrip(" |本") for w in words])
print("x".join(["", ""]), "é".join(["a", "b", "c"]), len("é".join(["a", "b", "c"])), "".join(["日", "本"]))
print("a,b,,c,".split(","), "a,b,,c,".split(",", 2), "a,b,,c,".rsplit(",", 2), "".split(","), "".split())
print(" a  b\tc\n".split(), " a  b\tc\n".split(None, 1), " a  b\tc\n".rsplit(None, 1), "\u3000x\u2003y ".split())
ws = " \x1cé\u2003 日本\t\x85x \u3000"
print([ws.split(None, k) for k in (-1, 0, 1, 2)], [ws.rsplit(None, k) for k in (-1, 0, 1, 2)])
print(b" a\x1cb \xc2\xa0c\x0b".split(), b" a b  c ".rsplit(None, 1), b"\xe9 \xff".split(), b"x\x1c y".split(None, 0))
print("日本|語|".split("|"), "日本語".split("本"), "ééé".split("é"), "ééé".split("é", 1), "aXbXc".split("X", 0))
print("a\nb\r\nc\rd\x0be\x1cf\u2028g".splitlines(), "x\n\ny\n".splitlines(True), "".splitlines())
print("one two  three".partition(" "), "é=ü=ö".rpartition("="), "abc".partition("z"))
print("\t x \n".strip(), "xxhixx".strip("x"), "\u2003mid\u3000".strip(), "abc".strip(""), "".strip())
big = "ab|" * 1000
print(len(big.split("|")), len(big.replace("|", "")), big.replace("b|a", "ξ")[:12], big.count("|"), len(big.replace("", "")))
for bad in [lambda: "a".replace(1, "b"), lambda: "a".replace("a"), lambda: "a".split(""), lambda: "a".strip(1),
            lambda: "a".split(1), lambda: ",".join([1]), lambda: "a".replace("a", "b", "c"), lambda: "a".split(",", "x")]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
