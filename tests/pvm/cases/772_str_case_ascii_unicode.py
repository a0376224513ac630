# Case mapping on ASCII and non-ASCII text, results' lengths and identity
# of unchanged results, and the other transforming methods on both kinds.

texts = ["", "a", "Z", "ada", "GRACE", "hello World", "they're bill's friends", "x1y2_z3 q",
         "ǆemal ǅ", "straße", "ﬁsh ΣΑΣ σς", "İstanbul", "ÀÉÎ õü", "日本語 text", "a\u0301b", "\x00a\x7fB"]
for t in texts:
    res = [t.upper(), t.lower(), t.title(), t.capitalize(), t.swapcase(), t.casefold()]
    print(repr(t), res, [len(r) for r in res])
    print("  ", [r == t for r in res], t.upper().lower() == t.lower(), (t + "é").upper()[:-1] == t.upper())
s = "abc"
low = s.lower()
print(low == s, len(low), low + "!", {low: 1}.get("abc"), hash(low) == hash("abc"))
print("MiXeD".lower() is "MiXeD".lower(), "x".upper(), "é".upper(), "ß".upper(), len("ß".upper()))
words = "The Quick brown FOX — jumps över the lazy dog".split()
print(words, [w.title() for w in words])
print("/".join(w.lower() for w in words), "".join(reversed(words)))
print(" | ".join(w.center(7, "·") for w in words[:4]))
print([w.strip("Tg").replace("o", "0") for w in words])
print("-".join([]), "-".join(["solo"]), "-".join(("a", "é", "")), "é".join("abc"))
print("ÀB".join(["x", "y"]).lower(), len("ÀB".join(["x", "y"]).lower()))
line = "  Üben  macht\tden\nMeister  "
print(line.split(), line.split(" "), line.lower().split("m"), line.rsplit(None, 1))
print(line.upper().find("MACHT"), line.title().index("Macht"), line.swapcase().count("e"))
big = ("ab" * 50 + "É") * 3
print(len(big.lower()), big.lower()[-3:], big.upper()[100:103], big.title()[:6], len(big.swapcase()))
try:
    "-".join(["a", 1])
except TypeError as e:
    print(e)
try:
    "x".upper(1)
except TypeError as e:
    print(e)
try:
    str.lower(5)
except TypeError as e:
    print(e)


class S(str):
    pass


print(S("AbC").lower(), type(S("AbC").lower()).__name__, S("é").upper())
print(str.upper("abc"), "-".join(S(x) for x in "xy"), "ǅ".lower(), "ǅ".upper(), "ǅ".title())
