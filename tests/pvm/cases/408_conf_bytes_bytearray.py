b = b"Hello World"
print(b.upper(), b.lower(), b.split(), b.replace(b"o", b"0"), b[0], b[-1:], b[::2])
print(b.hex(), b.hex(":"), bytes.fromhex("de ad be ef"), b"abc".hex("-", 1))
print(b.find(b"o"), b.count(b"l"), b.startswith(b"He"), b.index(79 + 32) if False else b.index(b"W"))
print(bytes(3), bytes([65, 66]), bytes("hé", "utf-8"), bytes(range(5)), b"x" * 3)
print(b"a,b".split(b","), b"-".join([b"a", b"b"]), b"  x ".strip(), b"abc".center(7, b"*"))
ba = bytearray(b"abc")
ba.append(100)
ba.extend(b"ef")
ba[0] = 65
ba += b"!"
print(ba, len(ba), ba.pop(), ba, bytes(ba))
del ba[1:3]
print(ba, ba.decode(), ba.isalpha())
ba.insert(0, 120)
ba.reverse()
print(ba, ba.find(b"x"), bytearray(3), bytearray([1, 2]))
print(b"abc" == bytearray(b"abc"), b"abc" < b"abd", b"\x00\xff", repr(b"'\""), b"a\tb\n")
print("héllo".encode("utf-8"), "héllo".encode("latin-1"), b"h\xc3\xa9".decode(), "x".encode("ascii"))
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
print(b"\xff".decode("utf-8", "replace"), b"\xffab".decode("utf-8", "ignore"), "é".encode("ascii", "replace"))
try:
    ba[0] = 256
except ValueError as e:
    print("ValueError:", e)
try:
    b"a" + "b"
except TypeError as e:
    print("TypeError:", e)
print(list(b"hi"), [x for x in bytearray(b"ok")], b"%s=%d" % (b"k", 5), b"ab" in b"cabd", 97 in b"abc")
print(int.from_bytes(bytes.fromhex("0100"), "little"), b"abc".zfill(5), b"a b".title(), b"ABC".isupper())
print(bytes.maketrans(b"ab", b"xy"), b"aabb".translate(bytes.maketrans(b"ab", b"xy")), b"abc".translate(None, b"b"))
print(b"a\nb\r\nc".splitlines(), b"x=y".partition(b"="), b"abc".removeprefix(b"a"), bytearray(b"xy").hex())
mv = bytearray(b"hello")
mv[1:3] = b"EYY"
print(mv, mv * 2, mv.upper(), mv.count(b"Y"))
