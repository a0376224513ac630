# str.title, str.capitalize and str.swapcase on ASCII text (a fast path)
# and on text with non-ASCII letters, titlecase digraphs and ß.
words = [
    "",
    "a",
    "A",
    "hello world",
    "HELLO wORLD",
    "they're bill's friends",
    "  x1y2 z3 ",
    "ab_cd-ef",
    "123abc",
    "mIxEd CaSe 42!",
    "o'neil",
    "a\tb\nc",
    "__init__",
    "x" * 40 + "Y",
]
for w in words:
    print(repr(w.title()), repr(w.capitalize()), repr(w.swapcase()))
print("ǅungla ß straße".title(), "ßa".capitalize(), "ǈ".swapcase())
print("élan vital".title(), "ÉLAN".capitalize(), "Ünïcödé ascii".swapcase())
print([w.title() == w.title().title() for w in words[:5]])
