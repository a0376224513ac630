# str.encode and bytes.decode with codecs and error handlers
s = "héllo wörld € 😀"
for enc in ["utf-8", "utf-16", "utf-16-le", "utf-16-be", "utf-32-be", "latin-1", "ascii"]:
    try:
        b = s.encode(enc)
        print(enc, len(b), b[:12], b.decode(enc) == s)
    except UnicodeEncodeError as e:
        print(enc, type(e).__name__, e)
for errors in ["strict", "ignore", "replace", "xmlcharrefreplace", "backslashreplace"]:
    try:
        print(errors, s.encode("ascii", errors))
    except UnicodeEncodeError as e:
        print(errors, type(e).__name__, e.start, e.end, e.reason)
print("é".encode("latin-1"), "abc".encode(), "".encode())
data = b"caf\xc3\xa9 \xff\xfe end"
for errors in ["ignore", "replace", "backslashreplace"]:
    print(errors, repr(data.decode("utf-8", errors)))
try:
    data.decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
    print(e.encoding, e.start, e.end, e.reason, e.object[:4])
try:
    b"\x80abc".decode("ascii")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
try:
    "x".encode("no-such-codec")
except LookupError as e:
    print(type(e).__name__, e)
print(b"\xe2\x82\xac".decode(), b"\xe2\x82".decode("utf-8", "replace"), bytes([0xF0, 0x9F, 0x98, 0x80]).decode())
print(b"abc".decode("latin-1"), bytes(range(0xC0, 0xC8)).decode("latin-1"))
print("ÿ".encode("utf-8"), "ÿ".encode("latin1"), "ÿ".encode("iso-8859-1"), "x".encode("UTF8"), "x".encode("Utf_8"))
try:
    b"\xed\xa0\x80".decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
try:
    b"\xc0\xaf".decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
print(len("😀".encode("utf-16-le")), "😀".encode("utf-16-be").hex(), "😀".encode("utf-32-le").hex())
print(str(b"bytes", "ascii"), str(b"\xc3\xa9", "utf-8"), str(b"\xff", "utf-8", "replace"))
print("abc".encode(encoding="ascii", errors="strict"), b"abc".decode(encoding="ascii"))
print(repr("\u0000\u007f\u0080".encode()), repr("Ā".encode("utf-8")))
