# split, rsplit, splitlines, partition, rpartition
s = "  a  b   c d  "
print(s.split(), s.split(" "), s.split(None, 1), s.rsplit(None, 1), s.split(maxsplit=2), s.rsplit(maxsplit=2))
print("a,b,,c,".split(","), "a,b,,c,".rsplit(",", 2), "a,b,,c,".split(",", 0), "a,b".split(",", -1))
print("".split(), "".split(","), "   ".split(), "   ".split(" "), "abc".split("abc"), "x".split("x"))
print("a--b--c".split("--"), "a--b--c".rsplit("--", 1), "aaa".split("a"), "abcabc".split("bc"))
print("one\ttwo\nthree\x0bfour\x0cfive\rsix\x1cseven\u2003eight\u00a0nine".split())
try:
    "abc".split("")
except ValueError as e:
    print(type(e).__name__, e)
try:
    "abc".split(1)
except TypeError as e:
    print(type(e).__name__, e)
text = "line1\nline2\r\nline3\rline4\n\nline6\x0bline7\x0cline8\x1cx\u2028y\u2029z\x85w"
print(text.splitlines())
print(text.splitlines(True))
print("".splitlines(), "\n".splitlines(), "a\n".splitlines(), "a\n\n".splitlines(), "\na".splitlines(keepends=True))
print("no newline".splitlines(), "trailing\r\n".splitlines(True))
for sep in ["=", "==", "x", ""]:
    try:
        print(repr(sep), "k=v=w".partition(sep), "k=v=w".rpartition(sep))
    except ValueError as e:
        print(type(e).__name__, e)
print("==".partition("="), "abc".partition("abc"), "".partition("a"), "".rpartition("a"))
print("a b c".split(" ", 1), "a b c".rsplit(" ", 1), "path/to/file.txt".rpartition("/")[2].partition(".")[0])
csv = "name,age\nann,30\nbob,25\n"
rows = [line.split(",") for line in csv.splitlines()]
print(rows, {r[0]: int(r[1]) for r in rows[1:]})
print("k1=v1;k2=v2;;k3".split(";"), dict(p.split("=") for p in "k1=v1;k2=v2".split(";")))
print("a b\tc\nd".split(None), "a b\tc\nd".split(" "), "日本 語".split())
