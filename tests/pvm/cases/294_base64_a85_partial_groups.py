# Ascii85 and base85 round trips where the data does not fill a whole
# 4-byte group, and decoding of hand-written inputs whose last group is
# short (a lone trailing character carries no bytes).
import base64

payloads = [b"", b"a", b"ab", b"abc", b"abcd", b"abcde", b"\x00", b"\x00\x00\x00\x00",
            b"    ", b"\xff\xff\xff\xff\xff", b"hello, world"]
for p in payloads:
    a = base64.a85encode(p)
    b = base64.b85encode(p)
    assert base64.a85decode(a) == p, p
    assert base64.b85decode(b) == p, p
    print(repr(p), a, b)

# Short trailing groups written by hand.
for enc in [b"!", b"!!", b"!!!", b"!!!!", b"z!", b"z!!", b"zz!", b"87cUR!", b"87cURD", b"87cURD]", b"G"]:
    print(enc, "->", base64.a85decode(enc))
for enc in [b"0", b"00", b"000", b"0000", b"Xk", b"Xk~"]:
    print(enc, "->", base64.b85decode(enc))

# foldspaces, adobe framing and ignored whitespace around short groups.
print(base64.a85decode(b"y!", foldspaces=True))
print(base64.a85decode(b"<~!~>", adobe=True), base64.a85decode(b"<~BOu!rDZ~>", adobe=True))
print(base64.a85decode(b" ! \n"), base64.a85decode(b"87cU R!"))

# A message split into fixed-size chunks, each encoded on its own.
message = b"The quick brown fox jumps over the lazy dog"
chunks = [message[i:i + 7] for i in range(0, len(message), 7)]
encoded = [base64.a85encode(c) for c in chunks]
print(encoded)
print(b"".join(base64.a85decode(e) for e in encoded) == message)

for bad in [b"s8W-\"", b"!z", b"~"]:
    try:
        base64.a85decode(bad)
    except ValueError as e:
        print("ValueError:", e)
