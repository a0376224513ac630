# bytes methods mirror str methods
b = b"  Hello, World! hello  "
print(b.strip(), b.lstrip(), b.rstrip(), b.strip(b" he"), b.upper(), b.lower(), b.swapcase(), b.title(), b.capitalize())
print(b.find(b"llo"), b.rfind(b"llo"), b.index(b"World"), b.count(b"l"), b.count(b"hello"), b.find(108), b.count(ord("o")))
print(b.split(), b.split(b","), b.rsplit(None, 1), b"a,b,,c".split(b","), b"a b".split(maxsplit=0))
print(b.replace(b"l", b"L"), b.replace(b"l", b"L", 2), b.startswith(b"  H"), b.endswith((b"x", b"  ")))
print(b",".join([b"a", b"b", bytearray(b"c")]), b"".join([]), b"-".join(x for x in [b"1", b"2"]))
print(b"abc".center(9, b"*"), b"abc".ljust(5), b"abc".rjust(5, b"0"), b"42".zfill(5), b"-4".zfill(4))
print(b"k=v=w".partition(b"="), b"k=v=w".rpartition(b"="), b"line1\nline2\r\n".splitlines(), b"a\nb".splitlines(True))
print(b"abc".isalpha(), b"123".isdigit(), b"ab1".isalnum(), b" \t".isspace(), b"ABC".isupper(), b"abc".islower(), b"Ab Cd".istitle(), b"\x80".isascii())
print(b"a\tb".expandtabs(4), b"hello".translate(bytes.maketrans(b"el", b"ip")), b"hello".translate(None, b"l"))
print(b"prefix-x".removeprefix(b"prefix-"), b"x.bin".removesuffix(b".bin"), b"\xc3\xa9".decode())
print(b"abc".hex(), bytes.fromhex("616263"), b"\x00\x0f\xf0".hex(), b"ab".hex(" "))
for bad in ["zz", "0", "1 2 3"]:
    try:
        bytes.fromhex(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    b"abc".find("a")
except TypeError as e:
    print(type(e).__name__, e)
try:
    b"abc".index(b"z")
except ValueError as e:
    print(type(e).__name__, e)
try:
    b"a".join(["str"])
except TypeError as e:
    print(type(e).__name__, e)
try:
    b"abc".count(256)
except ValueError as e:
    print(type(e).__name__, e)
print(b"%s %d %x %5.2f %r %c %c" % (b"bytes", 42, 255, 3.14159, b"r", 65, b"Z"))
print(b"%(k)s" % {b"k": b"v"}, b"100%%" % ())
try:
    b"%s" % "str"
except TypeError as e:
    print(type(e).__name__, e)
print(bytes.maketrans(b"ab", b"xy")[97:99], len(bytes.maketrans(b"", b"")))
print(b"AbC".upper().lower(), b"\xffa".upper(), b"word word".title())
