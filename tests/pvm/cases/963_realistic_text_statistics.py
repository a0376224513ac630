# Realistic program: a text-statistics report: Counter, defaultdict, namedtuple, str methods, %-formatting, str.format and f-strings with alignment, width, precision and grouping.
from collections import Counter, defaultdict, OrderedDict, namedtuple, deque

TEXT = """The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox runs away!  Numbers: 1,234 and 56.78 appear, plus e-mail like a.b@c.org.
    Indented line with	tab and trailing spaces   
"Quoted" words, don't split contractions... or do they? Über café naïve résumé.
"""

Stat = namedtuple("Stat", "word count ratio")

def words(text):
    out = []
    for raw in text.split():
        w = raw.strip(".,;:!?\"'()").lower()
        if w:
            out.append(w)
    return out

ws = words(TEXT)
counts = Counter(ws)
print(len(ws), len(counts))
print(counts.most_common(5))
print(counts["the"], counts["missing"])
lengths = defaultdict(list)
for w in ws:
    lengths[len(w)].append(w)
for n in sorted(lengths):
    print(f"{n:>2} | {len(lengths[n]):<3}| {', '.join(sorted(dict.fromkeys(lengths[n])))[:50]}")

total = sum(counts.values())
stats = [Stat(w, c, c / total) for w, c in counts.most_common(6)]
for s in stats:
    print("%-8s %3d %6.2f%% %s" % (s.word, s.count, s.ratio * 100, "#" * s.count))
print(stats[0], stats[0]._asdict(), stats[0]._replace(count=99))
print("{0:^20}|{1:*>10}|{2:<+8.3f}|".format("centered", "right", 3.14159))
print("{:08.3f} {:x} {:#o} {:#b} {:,} {:_} {:e} {:.3g} {:%}".format(-3.5, 255, 8, 5, 12345678, 1000000, 12345.678, 0.000123456, 0.256))
print(f"{'left':<10}|{'mid':^9}|{'right':>10}|")
print(f"{1234567.891:,.2f} {-0.0:.1f} {1e20:.2e} {123:+d} {7:03d} {0.5:.0f} {1.5:.0f} {2.5:.0f}")
print(f"{'abc'!r:>8} {3.0!s} {10**20:,}")
width, prec = 12, 3
print(f"[{3.14159265:{width}.{prec}f}] [{'x':{'^'}{width}}]")
print("%s %r %d %i %5.1f %-5d| %x %X %o %e %g %c %%" % ("s", "r", 42, -7, 2.345, 3, 255, 255, 8, 1234.5, 0.00001234, 65))
print("%(name)s is %(age)d years" % {"name": "Ann", "age": 30})
print("%*d|%-*s|" % (5, 42, 4, "ab"))

s = "  Hello, World! Hello?  "
print(repr(s.strip()), s.lstrip().rstrip("? "), s.count("Hello"), s.find("World"), s.rfind("Hello"), s.index("o"))
print(s.split(","), s.rsplit(None, 1), s.partition("!"), s.rpartition("Hello"))
print("a,b,,c".split(","), "a,b,,c".split(",", 1), "  a  b ".split(), "line1\nline2\r\nline3".splitlines(), "x\ny\n".splitlines(True))
print("hello world".title(), "Hello".swapcase(), "hello".capitalize(), "ß".upper(), "ǅ".lower(), "ĲSSEL".casefold())
print("abc".center(9, "*"), "abc".ljust(6, "-"), "abc".rjust(6), "42".zfill(5), "-42".zfill(6), "+7".zfill(4))
print("tab\tsep".expandtabs(4), "a1b2".isalnum(), "١٢".isdigit(), "½".isnumeric(), "abc".isidentifier(), "   ".isspace())
print("-".join(["a", "b"]), "".join(reversed("stressed")), "abc"[::-1], "hello"[1:-1:2])
print("banana".replace("a", "o", 2), "banana".startswith(("x", "ba")), "banana".endswith("na", 0, 4))
print("hello".translate(str.maketrans("el", "ip", "o")), str.maketrans({"a": "1"}))
print("Über café".encode("utf-8"), "naïve".encode("latin-1"), b"caf\xc3\xa9".decode())
print(sorted(["banana", "Apple", "cherry", "apple"], key=str.lower), sorted("hello"), max("hello"))
print("%.3s|%5.2s|" % ("abcdef", "xyz"))
dq = deque(ws[:5], maxlen=3)
dq.append("END")
dq.appendleft("START")
print(dq, list(dq), dq.maxlen)
dq.rotate(1)
print(dq)
od = OrderedDict.fromkeys("abcde", 0)
od.move_to_end("b")
od.move_to_end("e", last=False)
print(od, list(od.keys()), od.popitem(), od.popitem(last=False))
c2 = Counter("mississippi")
print(c2, c2 + Counter("sip"), c2 - Counter("ss"), c2 & Counter("ssp"), c2 | Counter("zz"))
print(sorted(c2.elements()), c2.total(), list(c2.items())[:2])
c2.update(["m", "m"])
c2.subtract({"i": 4})
print(c2.most_common(), +c2, -Counter(a=-1))
dd = defaultdict(int)
for ch in "abracadabra":
    dd[ch] += 1
print(dd, dict(dd), dd.default_factory)
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 1
print({k: dict(v) for k, v in nested.items()})
print(ascii("Über ☃"), repr("tab\t\x00\u200b\U0001F600"), "\N{BULLET}" if False else "")
