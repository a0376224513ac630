# uncaught UnicodeDecodeError with its full message
for enc, data in [("ascii", b"abc"), ("latin-1", b"\xe9"), ("utf-8", b"\xc3\xa9")]:
    print(enc, repr(data.decode(enc)))
try:
    b"\xc3".decode("utf-8")
except UnicodeDecodeError as e:
    print("handled:", e)
payloads = [b"plain ascii", "caf\u00e9".encode("utf-8"), b"\xffbad start", b"tail"]
def decode_all(items):
    out = []
    for p in items:
        text = p.decode("utf-8")
        print("decoded", repr(text))
        out.append(text)
    return out
print(decode_all(payloads[:2]))
print(b"\xffbad".decode("utf-8", "replace"))
print("é".encode("utf-8"), "é".encode("latin-1"))
decode_all(payloads)
print("unreachable")
