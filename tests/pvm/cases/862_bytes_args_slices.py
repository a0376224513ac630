# bytes methods with optional arguments left out, encode/decode, and str
# slices with steps (ASCII and not), str subclasses passed as arguments.


class S(str):
    pass


b = b"  alpha,beta,,gamma  "
for t in (bytes, bytearray):
    x = t(b)
    print(x.strip(), x.split(b","), x.split(b",", 1), x.rsplit(b",", 1), x.split())
    print(x.find(b"a"), x.find(b"a", 5), x.count(b"a"), x.count(b"a", 3, 9), x.index(b"beta"))
    print(x.startswith(b"  a"), x.endswith(b"  "), x.replace(b"a", b"A"), x.replace(b"a", b"A", 2))
    print(x.decode(), x.decode("ascii"), x.decode(errors="strict"), x.hex(), x.hex(":", 4))
    print(x.center(30, b"*"), x.ljust(25), x.rjust(25, b"."), x.partition(b","), x.rpartition(b","))

for bad in (lambda: b"a".decode("nope"), lambda: b"\xff".decode(), lambda: b"a".split(maxsplit="x"),
            lambda: b"a".find(), lambda: b"a".decode(1), lambda: bytearray(b"a").strip(1)):
    try:
        bad()
    except (TypeError, LookupError, UnicodeDecodeError) as e:
        print(type(e).__name__, e)

words = ["hello world", "h\u00e9llo w\u00f6rld", "\u20ac" * 5, ""]
for w in words:
    e = w.encode()
    print(e, e.decode() == w, w.encode("utf-8") == e, w.encode("latin-1", "replace"), len(e.decode("utf-8")))

s = "abcdefghijklmnopqrstuvwxyz0123456789" * 2
u = "h\u00e9llo w\u00f6rld \u20ac" * 3
for t in (s, u):
    print(t[::-1][:10], t[::2][:10], t[1::3], t[-1:-20:-2], t[5:40:7], len(t[::-1]))
    print(t[::-1] == "".join(reversed(t)), t[::5].isascii(), t[3:3], t[40:0:-9])

print(S("a,b").split(S(",")), "a,b,c".split(S(","), 1), "abc".find(S("c")), "x-y".replace(S("-"), S("+")))
print(S("abc").startswith(S("a")), "abc".strip(S("ac")), ",".join([S("p"), "q", S("r")]))
print("abc".count(S("b")), "abc".partition(S("b")), "abcabc".rfind(S("c")), "a b".split(S(" ")))
