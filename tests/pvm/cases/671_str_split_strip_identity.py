# split and strip return the str itself when it is all of the result, and
# their parts of ASCII or non-ASCII text behave as ordinary strs.

s = "".join(["word", "s"])
print(s.strip() is s, s.strip("xyz") is s, s.lstrip() is s, s.rstrip(",") is s)
print(s.split()[0] is s, s.split(",")[0] is s, s.rsplit(";")[0] is s, s.splitlines()[0] is s)
print(s.strip("ws") is s, s.strip("ws"), s.lower() is s)


class S(str):
    pass


t = S("abc")
print(type(t.strip()).__name__, type(t.split()[0]).__name__, t.strip() == t)

for text in ["  Alpha beta,  gamma. ", "naïve café, déjà vu ", "a\u2003b\u3000c d\n"]:
    parts = text.split()
    print(parts, [len(p) for p in parts], [p.strip(",.").upper() for p in parts])
    print(text.strip(), len(text.strip()), text.split(","), text.rsplit(None, 1), text.strip()[1:4])
    counts = {}
    for p in parts + text.split(" "):
        w = p.strip(",.")
        counts[w] = counts.get(w, 0) + 1
    print(sorted(counts.items()), {p: hash(p) == hash(p.strip()) for p in parts})
lines = "one two\nthree\n\nfour five six\n".splitlines()
print(lines, [ln.split() for ln in lines], "x".split("x"), "".split(), " ".split(" "))
for s in ["  ,,hello,.;!", "ééaéé", "aé€😀b😀€", "\u2003a\u2003", ""]:
    print([(s.strip(c), s.lstrip(c), s.rstrip(c)) for c in [",.;!", "é", "", "😀€b", " \u2003", "a"]])
