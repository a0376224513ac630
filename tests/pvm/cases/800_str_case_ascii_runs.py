# str.lower/upper/casefold/swapcase over ASCII (changed runs, unchanged
# runs, every letter), non-ASCII text, str subclasses, and len() of results
# built by formatting and joining (code points, not bytes).


class Shout(str):
    def lower(self):
        return "custom " + str.lower(self)


samples = [
    "", "a", "Z", "abc", "ABC", "Hello, World!", "@[`{", "mixedCASE123xyz",
    "long lowercase text with one Capital in the middle of it",
    "ÄÖÜ straße", "İstanbul", "ǅemal", "ΣΑΣ", "naïve Café", "日本語 Text",
]
for s in samples:
    lo, up = s.lower(), s.upper()
    print(repr(lo), repr(up), repr(s.casefold()), repr(s.swapcase()))
    print(len(s), len(lo), len(up), lo == s, up == s, lo.upper() == up.upper())

sh = Shout("MiXeD")
print(sh.lower(), sh.upper(), type(sh.upper()).__name__, str.lower(sh))
print(str.upper("abc"), list(map(str.lower, ["A", "bC", "Éé"])))

# results whose length depends on counting code points correctly
parts = ["ab", "Ünï", "", "cödé" * 3, "x" * 17, "€" * 9, "plain ascii words here"]
for sep in ["", " ", "—", ", "]:
    j = sep.join(parts)
    print(len(j), j[:12], j[-7:])
for fmt in ["%s|%-12s|%5s", "%r %s %s"]:
    t = fmt % ("é", "naïve", "x" * 9)
    print(len(t), t)
long = "abcdefgh" * 5 + "é" + "ijklmnop" * 3
print(len(long), long.index("é"), long[40], long[-1], len(long.upper()), long.upper()[38:43])
print(len(f"{'ü' * 9:>12}|{'abc':^9}"), f"{'ü' * 9:>12}|{'abc':^9}")
try:
    "abc".lower(1)
except TypeError as e:
    print("TypeError:", e)
try:
    str.upper(5)
except TypeError as e:
    print("TypeError:", e)
