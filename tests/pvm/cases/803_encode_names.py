# str.encode / bytes.decode with the usual encoding spellings (taken by a
# fast path) and unusual ones (normalised as codecs.lookup does), errors=
# handlers, and CPython's messages for unknown encodings and bad arguments.
text = "naïve café ß €"
for name in ["utf-8", "utf8", "UTF-8", "utf_8", "Utf-8", "U8", "utf", "UTF_8", " utf-8 "]:
    try:
        b = text.encode(name)
        print(repr(name), len(b), b[:8], b.decode(name) == text)
    except LookupError as e:
        print(repr(name), "LookupError:", e)
for name in ["ascii", "ASCII", "us-ascii", "latin-1", "latin1", "Latin-1", "iso-8859-1", "L1", "cp1252"]:
    for errors in ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace"]:
        try:
            b = text.encode(name, errors)
            print(name, errors, b)
        except UnicodeEncodeError as e:
            print(name, errors, "UnicodeEncodeError:", e)
print("abc".encode(), "abc".encode(encoding="ascii"), b"abc".decode(), b"caf\xc3\xa9".decode("utf8"))
print(b"caf\xe9".decode("latin1"), b"caf\xe9".decode("utf-8", "replace"), b"caf\xe9".decode("ascii", "ignore"))
try:
    b"caf\xe9".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
for bad in ["utf-9", "", "no such codec"]:
    try:
        "x".encode(bad)
    except LookupError as e:
        print("LookupError:", e)
try:
    "x".encode(8)
except TypeError as e:
    print("TypeError:", e)
try:
    "x".encode("utf-8", None)
except TypeError as e:
    print("TypeError:", e)


class S(str):
    pass


print(S("ünï").encode("utf-8"), S("abc").encode("ascii"), len(S("€uro").encode()))
total = 0
for i in range(200):
    total += len(("%s=%d;" % ("wörd" if i % 3 else "word", i)).encode())
print(total)
