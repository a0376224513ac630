# base64 encodings
import base64
samples = [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(256))[:40], "héllo wörld".encode(), b"\xff\xfe\xfd"]
for s in samples:
    e64 = base64.b64encode(s)
    print(s[:12], e64, base64.b64decode(e64) == s, base64.urlsafe_b64encode(s), base64.b16encode(s)[:24], base64.b32encode(s))
print(base64.b64encode(b"\xfb\xff\xfe"), base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.standard_b64encode(b"x"))
print(base64.b64decode("aGVsbG8="), base64.b64decode(b"aGVsbG8="), base64.urlsafe_b64decode("-_-_"), base64.b16decode("48656C6C6F"))
print(base64.b16decode("48656c6c6f", casefold=True), base64.b32decode("MZXW6YTBOI======"), base64.b32decode("mzxw6ytboi======", casefold=True))
print(base64.b64decode("aGVs bG8=\n"), base64.b64encode(b"data", altchars=b"-_"))
for call in [lambda: base64.b64decode("abc"), lambda: base64.b64decode("a===", validate=True), lambda: base64.b64decode("ab!c", validate=True),
             lambda: base64.b16decode("4"), lambda: base64.b16decode("zz"), lambda: base64.b32decode("1"), lambda: base64.b64encode("str")]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(base64.b85encode(b"hello world"), base64.b85decode(base64.b85encode(b"\x00\x01\x02")), base64.a85encode(b"hello"))
print(base64.encodebytes(b"x" * 60), base64.decodebytes(b"eHh4\n"))
token = base64.urlsafe_b64encode(b"user:42|exp:1700000000").rstrip(b"=").decode()
padded = token + "=" * (-len(token) % 4)
print(token, base64.urlsafe_b64decode(padded).decode().split("|"))
def roundtrip_all(b):
    return all([base64.b64decode(base64.b64encode(b)) == b, base64.b32decode(base64.b32encode(b)) == b,
                base64.b16decode(base64.b16encode(b)) == b, base64.b85decode(base64.b85encode(b)) == b])
print(all(roundtrip_all(bytes(range(n))) for n in range(0, 70, 7)))
