# str.strip/lstrip/rstrip with and without a character set: ASCII and
# non-ASCII sets, empty results, repeated characters and errors.
samples = ["  hello  ", ",,a,b,,", "...", "", "xyxhixyx", "éaé", "ééé", "ab€cd€", "\u3000 mid \u3000", "a\u2003"]
sets = [None, ",", ".,", "xy", "é", "€d", "", "abc€", " \u3000"]
for s in samples:
    row = []
    for chars in sets:
        if chars is None:
            row.append((s.strip(), s.lstrip(), s.rstrip()))
        else:
            row.append((s.strip(chars), s.lstrip(chars), s.rstrip(chars)))
    print(repr(s), row)

words = ["Hello,", "world!", "...ok...", "?!", "fine;", "Ünïcode."]
print([w.strip(",.;!?").lower() for w in words])
print(["x".strip(c) for c in ("x", "xx", "y", "")])


class S(str):
    pass


print(repr(S("  sub  ").strip()), type(S(" a ").strip("a ")).__name__)
for bad in (1, b"a", ["a"]):
    try:
        "abc".strip(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    "abc".strip("a", "b")
except TypeError as e:
    print("TypeError:", e)
try:
    str.strip(5)
except TypeError as e:
    print("TypeError:", e)
t = "--==text==--"
print(t.strip("-"), t.strip("=-"), t.lstrip("-="), t.rstrip("-"), t.strip("-=t"))
print("aaa".strip("a") == "", "abba".strip("ab"), "baab".rstrip("b"), "baab".lstrip("b"))
