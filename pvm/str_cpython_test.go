package pvm_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os/exec"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/pvm"
)

// Differential tests of str and bytes: each program prints thousands of
// results (methods over edge-case inputs, format specs, %-formatting,
// codecs and error handlers, subclasses and dunders). The expected output is
// CPython 3.11's, pinned by its SHA-256 and line count; when they differ and
// python3.11 is installed, the test runs it to show the first differing line.

type strDiffCase struct {
	name, src, sha256 string
	lines             int
}

func TestStrBytesAgainstCPython(t *testing.T) {
	for _, c := range strDiffCases {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			_, err := pvm.RunSource(c.name+".py", []byte(c.src), pvm.Options{CyclesLimit: 2_000_000_000, MemoryLimit: 1 << 30, Stdout: &out})
			if err != nil {
				t.Fatalf("run: %v", err)
			}
			sum := sha256.Sum256(out.Bytes())
			got := hex.EncodeToString(sum[:])
			if got == c.sha256 {
				return
			}
			t.Errorf("output differs from CPython 3.11 (%d lines, sha256 %s; want %d lines, %s)", strings.Count(out.String(), "\n"), got, c.lines, c.sha256)
			want, err := exec.Command("python3.11", "-c", c.src).Output()
			if err != nil {
				return
			}
			w, g := strings.Split(string(want), "\n"), strings.Split(out.String(), "\n")
			for i := 0; i < len(w) && i < len(g); i++ {
				if w[i] != g[i] {
					t.Errorf("line %d:\n  want %s\n  got  %s", i+1, w[i], g[i])
					return
				}
			}
		})
	}
}

var strDiffCases = []strDiffCase{
	{"str_methods", `# differential: str methods with edge inputs
S = ["", "a", "abc", "  a b  ", "a,b,,c,", "Hello World", "héllo wörld", "ΣΑΣ ΑΣ", "ǅǆǄ", "ß", "İi", "ﬁﬂ", "a\tb\nc\r\nd", "\u2028x\x85y", "日本語", "😀a😀", "x" * 5, "aAaA", "123", "-12", "+0", "١٢٣", "Ⅻ½²", "_id1", "1st", "a.b.c", "tItLe CaSe", "o'neil", "\x00\x1f\x7f", " \t\n\x0b\x0c\r\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u200b\u3000"]
def show(label, f):
    try:
        r = f()
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print(label, repr(r))
for s in S:
    for m in ["upper", "lower", "casefold", "capitalize", "title", "swapcase", "isalpha", "isdigit", "isdecimal", "isnumeric", "isalnum", "isspace",
              "isprintable", "islower", "isupper", "istitle", "isidentifier", "isascii", "split", "rsplit", "splitlines", "strip", "lstrip", "rstrip"]:
        show(repr(s) + "." + m, lambda: getattr(s, m)())
    show(repr(s) + ".split(' ')", lambda: s.split(" "))
    show(repr(s) + ".split(None, 1)", lambda: s.split(None, 1))
    show(repr(s) + ".rsplit(None, 1)", lambda: s.rsplit(None, 1))
    show(repr(s) + ".split('a', 1)", lambda: s.split("a", 1))
    show(repr(s) + ".rsplit('a', 1)", lambda: s.rsplit("a", 1))
    show(repr(s) + ".splitlines(True)", lambda: s.splitlines(True))
    show(repr(s) + ".partition('a')", lambda: s.partition("a"))
    show(repr(s) + ".rpartition('a')", lambda: s.rpartition("a"))
    for w in [0, 5, 12]:
        show(repr(s) + ".center(%d,'*')" % w, lambda: s.center(w, "*"))
        show(repr(s) + ".ljust(%d)" % w, lambda: s.ljust(w))
        show(repr(s) + ".rjust(%d)" % w, lambda: s.rjust(w))
        show(repr(s) + ".zfill(%d)" % w, lambda: s.zfill(w))
    for t in [0, 1, 3, 8]:
        show(repr(s) + ".expandtabs(%d)" % t, lambda: s.expandtabs(t))
    for sub in ["", "a", "b", "😀", "ab"]:
        for args in [(), (1,), (-2,), (1, -1), (None, 3), (10,), (-100, 100)]:
            show(repr(s) + ".find(%r,%r)" % (sub, args), lambda: s.find(sub, *args))
            show(repr(s) + ".rfind(%r,%r)" % (sub, args), lambda: s.rfind(sub, *args))
            show(repr(s) + ".count(%r,%r)" % (sub, args), lambda: s.count(sub, *args))
            show(repr(s) + ".startswith(%r,%r)" % (sub, args), lambda: s.startswith(sub, *args))
            show(repr(s) + ".endswith(%r,%r)" % (sub, args), lambda: s.endswith(sub, *args))
        show(repr(s) + ".replace(%r,'XY')" % sub, lambda: s.replace(sub, "XY"))
        show(repr(s) + ".replace(%r,'',2)" % sub, lambda: s.replace(sub, "", 2))
        show(repr(s) + ".strip(%r)" % sub, lambda: s.strip(sub))
        show(repr(s) + ".removeprefix(%r)" % sub, lambda: s.removeprefix(sub))
        show(repr(s) + ".removesuffix(%r)" % sub, lambda: s.removesuffix(sub))
    show(repr(s) + ".encode('ascii','replace')", lambda: s.encode("ascii", "replace"))
    show(repr(s) + ".encode('latin-1','backslashreplace')", lambda: s.encode("latin-1", "backslashreplace"))
    show(repr(s) + ".encode('utf-16')", lambda: s.encode("utf-16"))
    show(repr(s) + ".encode('cp1252','xmlcharrefreplace')", lambda: s.encode("cp1252", "xmlcharrefreplace"))
    show("%r" % s, lambda: "%r|%a|%s|%5.2s" % (s, s, s, s))
    show("fmt " + repr(s), lambda: "{0!r:>10}{0!a}{0:^9.3}".format(s))
    show("translate " + repr(s), lambda: s.translate({97: "AA", 98: None, 0x3a3: 0x3c3}))
    show("join " + repr(s), lambda: s.join(["x", "y", "z"]))
    show("mul " + repr(s), lambda: (s * 2, s * 0, s * -1))
    show("slice " + repr(s), lambda: (s[::-1], s[1:-1], s[::2], s[-3:]))
`, "8b487b2b95e5cbee11959f548a95b9f675120f1625e960b3fa5e5fbd4434bc46", 7740},
	{"bytes_methods", `B = [b"", b"a", b"abc", b"  a b  ", b"a,b,,c,", b"Hello World", b"h\xe9llo", b"a\tb\nc\r\nd\re", b"\x00\x1f\x7f\x80\xff", b"x" * 5, b"aAaA", b"123", b"-12", b"+0", b"tItLe CaSe", b"o'neil", b" \t\n\x0b\x0c\r\x1c"]
def show(label, f):
    try:
        r = f()
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print(label, repr(r))
for b0 in B:
  for b in [b0, bytearray(b0)]:
    for m in ["upper", "lower", "capitalize", "title", "swapcase", "isalpha", "isdigit", "isalnum", "isspace",
              "islower", "isupper", "istitle", "isascii", "split", "rsplit", "splitlines", "strip", "lstrip", "rstrip", "hex"]:
        show(repr(b) + "." + m, lambda: getattr(b, m)())
    show(repr(b) + ".split(b' ')", lambda: b.split(b" "))
    show(repr(b) + ".split(None, 1)", lambda: b.split(None, 1))
    show(repr(b) + ".rsplit(None, 1)", lambda: b.rsplit(None, 1))
    show(repr(b) + ".split(b'a', 1)", lambda: b.split(b"a", 1))
    show(repr(b) + ".rsplit(b'a', 1)", lambda: b.rsplit(b"a", 1))
    show(repr(b) + ".splitlines(True)", lambda: b.splitlines(True))
    show(repr(b) + ".partition(b'a')", lambda: b.partition(b"a"))
    show(repr(b) + ".rpartition(b'a')", lambda: b.rpartition(b"a"))
    show(repr(b) + ".hex(':', 2)", lambda: b.hex(":", 2))
    show(repr(b) + ".hex('-', -3)", lambda: b.hex("-", -3))
    for w in [0, 5, 12]:
        show(repr(b) + ".center(%d,b'*')" % w, lambda: b.center(w, b"*"))
        show(repr(b) + ".ljust(%d)" % w, lambda: b.ljust(w))
        show(repr(b) + ".rjust(%d)" % w, lambda: b.rjust(w))
        show(repr(b) + ".zfill(%d)" % w, lambda: b.zfill(w))
    for t in [0, 1, 3, 8]:
        show(repr(b) + ".expandtabs(%d)" % t, lambda: b.expandtabs(t))
    for sub in [b"", b"a", b"b", b"ab", 97, bytearray(b"a")]:
        for args in [(), (1,), (-2,), (1, -1), (None, 3), (10,), (-100, 100)]:
            show(repr(b) + ".find(%r,%r)" % (sub, args), lambda: b.find(sub, *args))
            show(repr(b) + ".rfind(%r,%r)" % (sub, args), lambda: b.rfind(sub, *args))
            show(repr(b) + ".count(%r,%r)" % (sub, args), lambda: b.count(sub, *args))
            show(repr(b) + ".startswith(%r,%r)" % (sub, args), lambda: b.startswith(sub, *args))
        show(repr(b) + ".replace(%r,b'XY')" % sub, lambda: b.replace(sub, b"XY"))
        show(repr(b) + ".strip(%r)" % sub, lambda: b.strip(sub))
        show(repr(b) + ".removeprefix(%r)" % sub, lambda: b.removeprefix(sub))
        show(repr(b) + ".removesuffix(%r)" % sub, lambda: b.removesuffix(sub))
        show(repr(b) + " in", lambda: sub in b)
    show(repr(b) + ".decode('latin-1')", lambda: b.decode("latin-1"))
    show(repr(b) + ".decode('utf-8','replace')", lambda: b.decode("utf-8", "replace"))
    show(repr(b) + ".decode('cp1252','backslashreplace')", lambda: b.decode("cp1252", "backslashreplace"))
    show(repr(b) + ".decode('utf-16-le','replace')", lambda: b.decode("utf-16-le", "replace"))
    show(repr(b) + ".decode('utf-32','ignore')", lambda: b.decode("utf-32", "ignore"))
    show("join " + repr(b), lambda: b.join([b"x", bytearray(b"y"), b"z"]))
    show("mul " + repr(b), lambda: (b * 2, b * 0, b * -1, 2 * b))
    show("slice " + repr(b), lambda: (b[::-1], b[1:-1], b[::2], b[-3:]))
    show("translate " + repr(b), lambda: b.translate(bytes.maketrans(b"ab", b"AB"), b" "))
    show("pct " + repr(b), lambda: b"%s|%r|%5s|%-5b|%x" % (b, b, b[:2], b[:2], len(b)))
    show("cmp " + repr(b), lambda: (b < b"b", b == bytearray(b), b >= b"a"))
    show("iter " + repr(b), lambda: list(b))
    show("bytes() " + repr(b), lambda: (bytes(b), bytearray(b), bytes(list(b)), bytearray(iter(b))))
    if isinstance(b, bytearray):
        c = bytearray(b)
        show("mut1 " + repr(b), lambda: (c.append(65), c.extend(b"xy"), c.insert(1, 66), c.insert(-1, 67), c.insert(100, 68), c)[-1])
        show("mut2 " + repr(b), lambda: (c.pop(), c.pop(0), c.remove(66), c.reverse(), c)[-1])
        d = bytearray(b)
        def sl():
            d[1:3] = b"QQQ"; d[::3] = bytes(len(d[::3])); del d[::2]; d[:0] = b"<"; d += b">"; d *= 2
            return d
        show("slice-assign " + repr(b), sl)
`, "43d95e11f966ec6def372aabbc4840a81d9a6524d732ff70a0b5a70febccd5a0", 8789},
	{"format_percent", `def show(label, f):
    try:
        r = f()
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print(label, repr(r))
class P:
    x = 1
    l = [10, 20]
    d = {"k": "v", "1": "s1", 1: "i1"}
    def __format__(self, spec): return "P[" + spec + "]"
    def __repr__(self): return "P()"
    def __str__(self): return "p-str"
vals = [0, -7, 3.5, -0.0, 1e100, float("nan"), True, None, "s", "é", b"b", [1, "a"], (1,), {"a": 1}, P(), 2**80, -2**80]
fmts = ["{}", "{!r}", "{!s}", "{!a}", "{:}", "{:10}", "{:<10}", "{:^10}", "{:>10}", "{:*^11}", "{:+}", "{: }", "{:,}", "{:_}", "{:x}", "{:#x}", "{:o}", "{:b}", "{:e}", "{:.2f}", "{:%}", "{:g}", "{:n}", "{:c}", "{:s}", "{:d}", "{:010}", "{:=10}", "{:.3}", "{!r:^12}", "{0.x}", "{0[0]}", "{0[k]}", "{0.l[1]}", "{0.d[1]}", "{0.d[k]}", "{:{}}", "{:z}", "{:#}", "{0}{0}", "{0!r}{0!s}"]
for v in vals:
    for f in fmts:
        show(f + " " + repr(v), lambda: f.format(v, 5))
pfmts = ["%s", "%r", "%a", "%d", "%i", "%u", "%x", "%X", "%#x", "%o", "%#o", "%e", "%E", "%f", "%F", "%g", "%G", "%c", "%5s", "%-5s|", "%.2s", "%05d", "%+d", "% d", "%-6d|", "%+.2e", "%#g", "%10.3f", "%-10.1e|", "%(x)s", "%%", "%.0f", "%#.0f", "%5%", "%.3d", "%*d", "%-*.*f"]
for v in vals:
    for f in pfmts:
        show(f + " % " + repr(v), lambda: f % v)
        show(f + " % (v,)" + repr(v), lambda: f % (v,))
        show(f + " % (3, v)" + repr(v), lambda: f % (3, v))
        show(f + " % (3, 2, v)" + repr(v), lambda: f % (3, 2, v))
        show("b" + f + " % " + repr(v), lambda: f.encode() % v)
        show("b" + f + " % (v,)" + repr(v), lambda: f.encode() % (v,))
`, "c54a4938863b1e95b8e0103e3a23db0bc07732d38abed56004dfeeab23a41ce8", 4471},
	{"codecs", `def show(label, f):
    try:
        r = f()
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
        if isinstance(e, UnicodeError):
            r += " %r" % ((e.encoding, e.object, e.start, e.end, e.reason),)
    print(label, repr(r))
strs = ["", "abc", "é", "aé€😀z", "\x80\xff", "€‚ƒ", "\u0100", "日本", "\ufeff", "a\u2028b"]
encs = ["utf-8", "utf8", "UTF-8", "utf_8", "ascii", "latin-1", "latin1", "iso-8859-1", "l1", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be", "cp1252", "windows-1252", "utf-8-sig", "U8", "us-ascii", "bogus", ""]
errs = ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "namereplace", "nope"]
for s in strs:
    for e in encs:
        for er in errs:
            show("enc %r %s %s" % (s, e, er), lambda: s.encode(e, er))
bs = [b"", b"abc", b"\xc3\xa9", b"\xff", b"\x80abc", b"a\xe2\x82", b"\xe2\x82\xac", b"\xf0\x9f\x98\x80", b"\xf0\x9f\x98", b"\xed\xa0\x80", b"\xc0\x80", b"\xef\xbb\xbfx", b"\xff\xfea\x00", b"\xfe\xff\x00a", b"a\x00b", b"\x00\xd8\x00\xdc", b"\x00\xdc", b"\x00\xd8a\x00", b"\x81\x8d\x9f", b"\xf4\x90\x80\x80", b"\xf8\x88\x80\x80\x80"]
for b in bs:
    for e in encs:
        for er in errs:
            show("dec %r %s %s" % (b, e, er), lambda: b.decode(e, er))
    show("str() %r" % b, lambda: (str(b, "latin-1"), str(b, errors="replace"), str(b, encoding="ascii", errors="ignore")))
    show("bytearray decode %r" % b, lambda: bytearray(b).decode("utf-8", "replace"))
show("kw", lambda: "é".encode(errors="replace", encoding="ascii"))
show("kw2", lambda: b"\xff".decode(errors="ignore"))
show("bytes(s, e)", lambda: (bytes("é", "utf-8"), bytes("é", encoding="latin-1"), bytearray("x", "utf-16")))
`, "01341fc85f5b9450d6a805da7bd8288a90501f3cc09ab94da836ff3e241b43eb", 4819},
	{"subclasses_dunders", `def show(label, f):
    try:
        r = f()
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print(label, repr(r))
class S(str):
    pass
class T(str):
    def __str__(self): return "T-str"
    def __repr__(self): return "T-repr"
class B(bytes): pass
class BA(bytearray): pass
s, t, b, ba = S("Hello World"), T("abc"), B(b"xyz"), BA(b"qrs")
obj = s
show('obj.upper()' + " " + type(obj).__name__, lambda: obj.upper())
obj = s
show('type(obj.upper()).__name__' + " " + type(obj).__name__, lambda: type(obj.upper()).__name__)
obj = s
show("obj + 'x'" + " " + type(obj).__name__, lambda: obj + 'x')
obj = s
show("'x' + obj" + " " + type(obj).__name__, lambda: 'x' + obj)
obj = s
show('obj * 2' + " " + type(obj).__name__, lambda: obj * 2)
obj = s
show('obj[1:3]' + " " + type(obj).__name__, lambda: obj[1:3])
obj = s
show('type(obj[1:3]).__name__' + " " + type(obj).__name__, lambda: type(obj[1:3]).__name__)
obj = s
show('obj.split()' + " " + type(obj).__name__, lambda: obj.split())
obj = s
show('len(obj)' + " " + type(obj).__name__, lambda: len(obj))
obj = s
show("obj == 'abc'" + " " + type(obj).__name__, lambda: obj == 'abc')
obj = s
show("obj < 'b'" + " " + type(obj).__name__, lambda: obj < 'b')
obj = s
show('hash(obj) == hash(str(obj))' + " " + type(obj).__name__, lambda: hash(obj) == hash(str(obj)))
obj = s
show('str(obj)' + " " + type(obj).__name__, lambda: str(obj))
obj = s
show('repr(obj)' + " " + type(obj).__name__, lambda: repr(obj))
obj = s
show("f'{obj}'" + " " + type(obj).__name__, lambda: f'{obj}')
obj = s
show("f'{obj!r}'" + " " + type(obj).__name__, lambda: f'{obj!r}')
obj = s
show("'%s' % obj" + " " + type(obj).__name__, lambda: '%s' % obj)
obj = s
show("'%r' % obj" + " " + type(obj).__name__, lambda: '%r' % obj)
obj = s
show("'{}'.format(obj)" + " " + type(obj).__name__, lambda: '{}'.format(obj))
obj = s
show("obj.join(['1','2'])" + " " + type(obj).__name__, lambda: obj.join(['1','2']))
obj = s
show("'-'.join([obj, obj])" + " " + type(obj).__name__, lambda: '-'.join([obj, obj]))
obj = s
show("obj in 'xabcx'" + " " + type(obj).__name__, lambda: obj in 'xabcx')
obj = s
show("'b' in obj" + " " + type(obj).__name__, lambda: 'b' in obj)
obj = s
show('sorted(obj)' + " " + type(obj).__name__, lambda: sorted(obj))
obj = s
show('list(iter(obj))' + " " + type(obj).__name__, lambda: list(iter(obj)))
obj = s
show('obj.__len__()' + " " + type(obj).__name__, lambda: obj.__len__())
obj = s
show('str.upper(obj)' + " " + type(obj).__name__, lambda: str.upper(obj))
obj = s
show('obj.encode()' + " " + type(obj).__name__, lambda: obj.encode())
obj = s
show('obj.format()' + " " + type(obj).__name__, lambda: obj.format())
obj = s
show("obj.strip('a')" + " " + type(obj).__name__, lambda: obj.strip('a'))
obj = s
show("obj.center(9, '*')" + " " + type(obj).__name__, lambda: obj.center(9, '*'))
obj = s
show("obj.startswith(S('a'))" + " " + type(obj).__name__, lambda: obj.startswith(S('a')))
obj = s
show("obj.find(S('c'))" + " " + type(obj).__name__, lambda: obj.find(S('c')))
obj = s
obj = s
show('str(obj) is obj' + " " + type(obj).__name__, lambda: str(obj) is obj)
obj = s
show('obj.__class__.__name__' + " " + type(obj).__name__, lambda: obj.__class__.__name__)
obj = s
show('isinstance(obj, str)' + " " + type(obj).__name__, lambda: isinstance(obj, str))
obj = t
show('obj.upper()' + " " + type(obj).__name__, lambda: obj.upper())
obj = t
show('type(obj.upper()).__name__' + " " + type(obj).__name__, lambda: type(obj.upper()).__name__)
obj = t
show("obj + 'x'" + " " + type(obj).__name__, lambda: obj + 'x')
obj = t
show("'x' + obj" + " " + type(obj).__name__, lambda: 'x' + obj)
obj = t
show('obj * 2' + " " + type(obj).__name__, lambda: obj * 2)
obj = t
show('obj[1:3]' + " " + type(obj).__name__, lambda: obj[1:3])
obj = t
show('type(obj[1:3]).__name__' + " " + type(obj).__name__, lambda: type(obj[1:3]).__name__)
obj = t
show('obj.split()' + " " + type(obj).__name__, lambda: obj.split())
obj = t
show('len(obj)' + " " + type(obj).__name__, lambda: len(obj))
obj = t
show("obj == 'abc'" + " " + type(obj).__name__, lambda: obj == 'abc')
obj = t
show("obj < 'b'" + " " + type(obj).__name__, lambda: obj < 'b')
obj = t
show('hash(obj) == hash(str(obj))' + " " + type(obj).__name__, lambda: hash(obj) == hash(str(obj)))
obj = t
show('str(obj)' + " " + type(obj).__name__, lambda: str(obj))
obj = t
show('repr(obj)' + " " + type(obj).__name__, lambda: repr(obj))
obj = t
show("f'{obj}'" + " " + type(obj).__name__, lambda: f'{obj}')
obj = t
show("f'{obj!r}'" + " " + type(obj).__name__, lambda: f'{obj!r}')
obj = t
show("'%s' % obj" + " " + type(obj).__name__, lambda: '%s' % obj)
obj = t
show("'%r' % obj" + " " + type(obj).__name__, lambda: '%r' % obj)
obj = t
show("'{}'.format(obj)" + " " + type(obj).__name__, lambda: '{}'.format(obj))
obj = t
show("obj.join(['1','2'])" + " " + type(obj).__name__, lambda: obj.join(['1','2']))
obj = t
show("'-'.join([obj, obj])" + " " + type(obj).__name__, lambda: '-'.join([obj, obj]))
obj = t
show("obj in 'xabcx'" + " " + type(obj).__name__, lambda: obj in 'xabcx')
obj = t
show("'b' in obj" + " " + type(obj).__name__, lambda: 'b' in obj)
obj = t
show('sorted(obj)' + " " + type(obj).__name__, lambda: sorted(obj))
obj = t
show('list(iter(obj))' + " " + type(obj).__name__, lambda: list(iter(obj)))
obj = t
show('obj.__len__()' + " " + type(obj).__name__, lambda: obj.__len__())
obj = t
show('str.upper(obj)' + " " + type(obj).__name__, lambda: str.upper(obj))
obj = t
show('obj.encode()' + " " + type(obj).__name__, lambda: obj.encode())
obj = t
show('obj.format()' + " " + type(obj).__name__, lambda: obj.format())
obj = t
show("obj.strip('a')" + " " + type(obj).__name__, lambda: obj.strip('a'))
obj = t
show("obj.center(9, '*')" + " " + type(obj).__name__, lambda: obj.center(9, '*'))
obj = t
show("obj.startswith(S('a'))" + " " + type(obj).__name__, lambda: obj.startswith(S('a')))
obj = t
show("obj.find(S('c'))" + " " + type(obj).__name__, lambda: obj.find(S('c')))
obj = t
obj = t
show('str(obj) is obj' + " " + type(obj).__name__, lambda: str(obj) is obj)
obj = t
show('obj.__class__.__name__' + " " + type(obj).__name__, lambda: obj.__class__.__name__)
obj = t
show('isinstance(obj, str)' + " " + type(obj).__name__, lambda: isinstance(obj, str))
obj = b
show('obj.upper()' + " " + type(obj).__name__, lambda: obj.upper())
obj = b
show('type(obj.upper()).__name__' + " " + type(obj).__name__, lambda: type(obj.upper()).__name__)
obj = b
show("obj + b'x'" + " " + type(obj).__name__, lambda: obj + b'x')
obj = b
show("b'x' + obj" + " " + type(obj).__name__, lambda: b'x' + obj)
obj = b
show('obj * 2' + " " + type(obj).__name__, lambda: obj * 2)
obj = b
show('obj[1:3]' + " " + type(obj).__name__, lambda: obj[1:3])
obj = b
show('type(obj[1:3]).__name__' + " " + type(obj).__name__, lambda: type(obj[1:3]).__name__)
obj = b
show('obj.split()' + " " + type(obj).__name__, lambda: obj.split())
obj = b
show('len(obj)' + " " + type(obj).__name__, lambda: len(obj))
obj = b
show("obj == b'xyz'" + " " + type(obj).__name__, lambda: obj == b'xyz')
obj = b
show('repr(obj)' + " " + type(obj).__name__, lambda: repr(obj))
obj = b
show('str(obj)' + " " + type(obj).__name__, lambda: str(obj))
obj = b
show('bytes(obj)' + " " + type(obj).__name__, lambda: bytes(obj))
obj = b
show('obj.hex()' + " " + type(obj).__name__, lambda: obj.hex())
obj = b
show('obj.decode()' + " " + type(obj).__name__, lambda: obj.decode())
obj = b
show('list(obj)' + " " + type(obj).__name__, lambda: list(obj))
obj = b
show('obj[0]' + " " + type(obj).__name__, lambda: obj[0])
obj = b
show("b'-'.join([obj, obj])" + " " + type(obj).__name__, lambda: b'-'.join([obj, obj]))
obj = b
show("obj.join([b'1', b'2'])" + " " + type(obj).__name__, lambda: obj.join([b'1', b'2']))
obj = b
show("type(B.fromhex('00')).__name__" + " " + type(obj).__name__, lambda: type(B.fromhex('00')).__name__)
obj = b
show("type(BA.fromhex('00')).__name__" + " " + type(obj).__name__, lambda: type(BA.fromhex('00')).__name__)
obj = b
show("B.fromhex('0a0b')" + " " + type(obj).__name__, lambda: B.fromhex('0a0b'))
obj = b
show("BA.fromhex('0a 0b')" + " " + type(obj).__name__, lambda: BA.fromhex('0a 0b'))
obj = b
show("bytes.maketrans(b'a', b'b')[97]" + " " + type(obj).__name__, lambda: bytes.maketrans(b'a', b'b')[97])
obj = b
show("type(obj).maketrans(b'x', b'y')[120]" + " " + type(obj).__name__, lambda: type(obj).maketrans(b'x', b'y')[120])
obj = b
show("b'%s' % obj" + " " + type(obj).__name__, lambda: b'%s' % obj)
obj = b
show("obj.center(7, b'.')" + " " + type(obj).__name__, lambda: obj.center(7, b'.'))
obj = ba
show('obj.upper()' + " " + type(obj).__name__, lambda: obj.upper())
obj = ba
show('type(obj.upper()).__name__' + " " + type(obj).__name__, lambda: type(obj.upper()).__name__)
obj = ba
show("obj + b'x'" + " " + type(obj).__name__, lambda: obj + b'x')
obj = ba
show("b'x' + obj" + " " + type(obj).__name__, lambda: b'x' + obj)
obj = ba
show('obj * 2' + " " + type(obj).__name__, lambda: obj * 2)
obj = ba
show('obj[1:3]' + " " + type(obj).__name__, lambda: obj[1:3])
obj = ba
show('type(obj[1:3]).__name__' + " " + type(obj).__name__, lambda: type(obj[1:3]).__name__)
obj = ba
show('obj.split()' + " " + type(obj).__name__, lambda: obj.split())
obj = ba
show('len(obj)' + " " + type(obj).__name__, lambda: len(obj))
obj = ba
show("obj == b'xyz'" + " " + type(obj).__name__, lambda: obj == b'xyz')
obj = ba
show('repr(obj)' + " " + type(obj).__name__, lambda: repr(obj))
obj = ba
show('str(obj)' + " " + type(obj).__name__, lambda: str(obj))
obj = ba
show('bytes(obj)' + " " + type(obj).__name__, lambda: bytes(obj))
obj = ba
show('obj.hex()' + " " + type(obj).__name__, lambda: obj.hex())
obj = ba
show('obj.decode()' + " " + type(obj).__name__, lambda: obj.decode())
obj = ba
show('list(obj)' + " " + type(obj).__name__, lambda: list(obj))
obj = ba
show('obj[0]' + " " + type(obj).__name__, lambda: obj[0])
obj = ba
show("b'-'.join([obj, obj])" + " " + type(obj).__name__, lambda: b'-'.join([obj, obj]))
obj = ba
show("obj.join([b'1', b'2'])" + " " + type(obj).__name__, lambda: obj.join([b'1', b'2']))
obj = ba
show("type(B.fromhex('00')).__name__" + " " + type(obj).__name__, lambda: type(B.fromhex('00')).__name__)
obj = ba
show("type(BA.fromhex('00')).__name__" + " " + type(obj).__name__, lambda: type(BA.fromhex('00')).__name__)
obj = ba
show("B.fromhex('0a0b')" + " " + type(obj).__name__, lambda: B.fromhex('0a0b'))
obj = ba
show("BA.fromhex('0a 0b')" + " " + type(obj).__name__, lambda: BA.fromhex('0a 0b'))
obj = ba
show("bytes.maketrans(b'a', b'b')[97]" + " " + type(obj).__name__, lambda: bytes.maketrans(b'a', b'b')[97])
obj = ba
show("type(obj).maketrans(b'x', b'y')[120]" + " " + type(obj).__name__, lambda: type(obj).maketrans(b'x', b'y')[120])
obj = ba
show("b'%s' % obj" + " " + type(obj).__name__, lambda: b'%s' % obj)
obj = ba
show("obj.center(7, b'.')" + " " + type(obj).__name__, lambda: obj.center(7, b'.'))
show('str()', lambda: str())
show('str(5)', lambda: str(5))
show("str(b'x')", lambda: str(b'x'))
show("str(object=b'x')", lambda: str(object=b'x'))
show("str(b'x', 'ascii')", lambda: str(b'x', 'ascii'))
show("str(b'x', errors='strict')", lambda: str(b'x', errors='strict'))
show("str(bytearray(b'x'), 'ascii')", lambda: str(bytearray(b'x'), 'ascii'))
show("str(1, 'ascii')", lambda: str(1, 'ascii'))
show("str('a', 'ascii')", lambda: str('a', 'ascii'))
show("str(b'a', 1)", lambda: str(b'a', 1))
show("str(b'a', 'ascii', 1)", lambda: str(b'a', 'ascii', 1))
show('str(1, 2, 3, 4)', lambda: str(1, 2, 3, 4))
show('str(x=1)', lambda: str(x=1))
show("str(object=1, encoding='x')", lambda: str(object=1, encoding='x'))
show("S('abc', 'ascii') if False else S(b'abc', 'ascii')", lambda: S('abc', 'ascii') if False else S(b'abc', 'ascii'))
show('S(5)', lambda: S(5))
show('type(S()).__name__', lambda: type(S()).__name__)
show('bytes()', lambda: bytes())
show('bytes(3)', lambda: bytes(3))
show('bytes([1, 2])', lambda: bytes([1, 2]))
show('bytes(range(3))', lambda: bytes(range(3)))
show("bytes('a', 'ascii')", lambda: bytes('a', 'ascii'))
show("bytes(source=b'x')", lambda: bytes(source=b'x'))
show("bytes(b'x', 'ascii')", lambda: bytes(b'x', 'ascii'))
show("bytes('x')", lambda: bytes('x'))
show("bytes(errors='strict')", lambda: bytes(errors='strict'))
show("bytes('x', errors='strict')", lambda: bytes('x', errors='strict'))
show('bytes(-1)', lambda: bytes(-1))
show('bytes(2**70)', lambda: bytes(2**70))
show('bytes(1.5)', lambda: bytes(1.5))
show('bytes([256])', lambda: bytes([256]))
show("bytes(['a'])", lambda: bytes(['a']))
show('bytes(None)', lambda: bytes(None))
show('bytearray(None)', lambda: bytearray(None))
show('bytearray(3)', lambda: bytearray(3))
show('bytearray([1, 2])', lambda: bytearray([1, 2]))
show("bytearray('é', 'utf-8')", lambda: bytearray('é', 'utf-8'))
show("bytearray('x')", lambda: bytearray('x'))
show('bytearray(-1)', lambda: bytearray(-1))
show("B(b'x')", lambda: B(b'x'))
show('B(3)', lambda: B(3))
show("BA(b'x')", lambda: BA(b'x'))
show('BA([1, 2])', lambda: BA([1, 2]))
show("bytes(B(b'q'))", lambda: bytes(B(b'q')))
show("bytearray(BA(b'q'))", lambda: bytearray(BA(b'q')))
show('1', lambda: 1)
show("str.maketrans('abc', 'xyz', 'q')", lambda: str.maketrans('abc', 'xyz', 'q'))
show("str.maketrans({'a': 1, 98: 'x', 'c': None})", lambda: str.maketrans({'a': 1, 98: 'x', 'c': None}))
show("''.maketrans('a', 'b')", lambda: ''.maketrans('a', 'b'))
show("S.maketrans('a', 'b')", lambda: S.maketrans('a', 'b'))
show("'abc'.translate(str.maketrans('abc', 'xyz', 'b'))", lambda: 'abc'.translate(str.maketrans('abc', 'xyz', 'b')))
show("'aXbX'.translate({ord('X'): ''})", lambda: 'aXbX'.translate({ord('X'): ''}))
show("'ab'.translate([ord('x')] * 200)", lambda: 'ab'.translate([ord('x')] * 200))
show("'ab'.translate('xyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyz')", lambda: 'ab'.translate('xyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyz'))
show("str.__len__('abc')", lambda: str.__len__('abc'))
show("str.__contains__('abc', 'b')", lambda: str.__contains__('abc', 'b'))
show("str.__getitem__('abc', -1)", lambda: str.__getitem__('abc', -1))
show("str.__add__('a', 'b')", lambda: str.__add__('a', 'b'))
show("str.__mul__('ab', 3)", lambda: str.__mul__('ab', 3))
show("str.__rmul__('ab', 2)", lambda: str.__rmul__('ab', 2))
show("str.__mod__('%d', 5)", lambda: str.__mod__('%d', 5))
show("str.__eq__('a', 'a')", lambda: str.__eq__('a', 'a'))
show("str.__ne__('a', 'b')", lambda: str.__ne__('a', 'b'))
show("str.__lt__('a', 'b')", lambda: str.__lt__('a', 'b'))
show("str.__le__('a', 1)", lambda: str.__le__('a', 1))
show("str.__gt__('b', 'a')", lambda: str.__gt__('b', 'a'))
show("str.__ge__('a', 'a')", lambda: str.__ge__('a', 'a'))
show("str.__hash__('') == hash('')", lambda: str.__hash__('') == hash(''))
show("str.__format__('ab', '>4')", lambda: str.__format__('ab', '>4'))
show("str.__str__('x')", lambda: str.__str__('x'))
show("str.__repr__('x')", lambda: str.__repr__('x'))
show("str.__iter__('ab').__next__()", lambda: str.__iter__('ab').__next__())
show("str.__add__(1, 'a')", lambda: str.__add__(1, 'a'))
show('str.__len__()', lambda: str.__len__())
show("'abc'.__len__(1)", lambda: 'abc'.__len__(1))
show("'a'.__add__()", lambda: 'a'.__add__())
show("'a'.__mul__('x')", lambda: 'a'.__mul__('x'))
show("'a'.__mod__(())", lambda: 'a'.__mod__(()))
show("b'ab'.__len__()", lambda: b'ab'.__len__())
show("b'ab'.__getitem__(0)", lambda: b'ab'.__getitem__(0))
show("b'ab'.__add__(b'c')", lambda: b'ab'.__add__(b'c'))
show("b'ab'.__mul__(2)", lambda: b'ab'.__mul__(2))
show("b'%d'.__mod__(3)", lambda: b'%d'.__mod__(3))
show("bytearray(b'a').__setitem__(0, 66)", lambda: bytearray(b'a').__setitem__(0, 66))
show("b'a'.__eq__('a')", lambda: b'a'.__eq__('a'))
show("b'a'.__lt__(b'b')", lambda: b'a'.__lt__(b'b'))
show("bytearray(b'a').__hash__", lambda: bytearray(b'a').__hash__)
show("b'ab'.__contains__(97)", lambda: b'ab'.__contains__(97))
show("b'ab'.__iter__().__next__()", lambda: b'ab'.__iter__().__next__())
`, "e8b6d9ceb9e09992ead117c5750be9131bc3a05365ce93fbf4d1c8c8c840133d", 215},
	{"percent_ints", `fmts = ["%5.3d", "%-6.3d|", "%+.3d", "%#.4x", "%08.3d", "% .3d", "%#5.3o", "%#X", "%#8X", "%-#8x|", "%#08x", "%+08d", "%-08d|", "% 08d", "%08.3x", "%.0d", "%5.0d|", "%#.0x", "%#o", "%+x", "%#-8o|", "%010.5d", "% 5d", "%+5.2d", "%.5d", "%#.5o", "%05s|", "%-05s|", "%05c|", "%05r|", "%.3c", "%3.1s|", "%#x", "%#X", "%x", "%08.3f", "%-08.2f|", "%+08.2e", "% 08.2g", "%#08.0f", "%.20d"]
vals = [0, 5, -5, 255, -255, 2**70, -2**70, True]
for f in fmts:
    row = []
    for v in vals:
        try:
            if f.endswith("c|") or f.endswith("3c"):
                r = f % 65
            elif "s|" in f or "r|" in f:
                r = f % "ab"
            else:
                r = f % v
        except Exception as e:
            r = type(e).__name__ + ":" + str(e)
        row.append(r)
    print(f, row)
`, "e26e545dd1e5beeed36b0ee704fa156f64a09cc1e3a4b4c9c4a3d51ddd42df65", 41},
}
