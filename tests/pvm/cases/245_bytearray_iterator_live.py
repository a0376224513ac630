# Iterating a bytearray reads it live (CPython's bytearray_iterator): bytes
# appended during the loop are seen, a shrink ends the loop, changes show,
# and an exhausted iterator stays exhausted.
import operator


def drain(buf, limit=20):
    """Consume a framed buffer: each frame is <len><payload>; a frame of
    length 0 asks the loop to append a trailer frame to the buffer."""
    out = []
    pending = 0
    for byte in buf:
        if len(out) > limit:
            break
        if pending:
            out.append(chr(byte))
            pending -= 1
        elif byte == 0:
            buf.extend(b"\x02ok")
        else:
            pending = byte
    return "".join(out)


print(drain(bytearray(b"\x03abc\x00\x01z")))

data = bytearray(b"abcdef")
seen = []
for c in data:
    seen.append(c)
    if c == ord("b"):
        data.clear()
print(seen, data)

data = bytearray(b"abcdef")
it = iter(data)
print(type(it).__name__, next(it), operator.length_hint(it))
del data[0:4]
print(list(it), operator.length_hint(it))
data.extend(b"more")
print(list(it), "exhausted stays exhausted")

data = bytearray(b"xy")
it = iter(data)
data[1:] = b"ZZZ"
data[0] = ord("w")
print(bytes(it))

# in-place upper-casing while iterating with enumerate
word = bytearray(b"hello world")
for i, c in enumerate(word):
    if i == 0 or word[i - 1] == ord(" "):
        word[i] = c - 32
    if i == 2:
        word += b"!"
print(word)

print(type(iter(b"ab")).__name__, list(iter(bytearray())), sum(bytearray(b"\x01\x02\x03")))
print(list(zip(bytearray(b"ab"), bytearray(b"cde"))), max(bytearray(b"azb")))
