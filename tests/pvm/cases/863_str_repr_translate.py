# repr() of str copies runs of plain ASCII and escapes the rest as CPython
# does; str.translate caches each code point's mapping (ASCII ones in an
# array) and must call the table exactly as often as CPython's cache does.

samples = ["plain text", "", "it's", 'say "hi"', "both ' and \"", "back\\slash",
           "tab\there\nnew\rret", "\x00\x1f\x7f\x80\xff", "caf\u00e9 \u20ac \u200b",
           "\U0001f600 \U000e0001", "\ud7ff\ue000", "a" * 70 + "'" + "b" * 3]
for s in samples:
    r = repr(s)
    print(r, len(r), ascii(s), f"{s!r:>12}", "%r" % s)
print(repr(["x'y", 'q"w', "\\"]), str({"k'": "v\n"}))

table = str.maketrans("abc", "xyz", "d")
print("abcdabcd".translate(table), "\u20acabc\u00e9".translate(table))
table2 = {ord("a"): "AA", ord("b"): None, ord("\u00e9"): "e", 0x20ac: 0x24, ord("c"): 67}
for s in ("abc", "cab\u00e9\u20ac", "", "zzz", "\u00e9" * 5 + "a" * 5):
    print(repr(s.translate(table2)))


class Table:
    def __init__(self):
        self.calls = []

    def __getitem__(self, k):
        self.calls.append(k)
        if k == ord("x"):
            raise LookupError("no")
        if k == ord("y"):
            raise IndexError("no")
        return chr(k).upper()


t = Table()
print("xyzxyz\u00e9\u00e9a".translate(t), t.calls)


class Bad:
    def __getitem__(self, k):
        raise ValueError("bad key %d" % k)


for table3 in (Bad(), {ord("a"): 1.5}, {ord("a"): -1}, {ord("a"): 0x110000}):
    try:
        "ba".translate(table3)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

print("hello".translate({104: "J", 111: "0"}), "hello".translate([None] * 104 + ["H"]))
long = "abc" * 2000
out = long.translate({ord("a"): "xyz"})
print(len(out), out[:12], out[-6:])


class Log:
    def __init__(self, m):
        self.m, self.calls = m, []

    def __getitem__(self, k):
        self.calls.append(chr(k))
        if chr(k) in self.m:
            return self.m[chr(k)]
        raise LookupError


for m in ({"b": "BB"}, {"b": None}, {"b": 200}, {"b": "\u00e9"}, {"b": "B"}, {"a": 66}, {"c": ""}):
    for text in ("abcabca", "ab\u00e9ab", "\u00e9bbcbb", "bb\u00e9bab", "abbbc"):
        t = Log(m)
        print(repr(text.translate(t)), "".join(t.calls))
