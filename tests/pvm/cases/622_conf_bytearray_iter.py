# iter(bytearray) is CPython's bytearray_iterator: it reads the bytearray
# as it is at each step (bytes appended meanwhile are reached; a shrunk
# one ends sooner, never yielding stale bytes) and stays exhausted.
import operator

ba = bytearray(b"abc")
seen = []
for x in ba:
    seen.append(x)
    if len(seen) < 5:
        ba.append(x + 1)
print(seen, ba)

ba = bytearray(b"abcdef")
it = iter(ba)
print(type(it).__name__, iter(it) is it, next(it), operator.length_hint(it))
del ba[:4]
print(operator.length_hint(it), list(it), operator.length_hint(it))
ba.extend(b"xyz")
print(list(it), next(it, "exhausted"), ba)

it = iter(ba)
ba.clear()
print(operator.length_hint(it), list(it))
print(type(iter(b"")).__name__, type(iter(bytearray())).__name__)


# A run-length encoder that rewrites its buffer while scanning it.
def rle_inplace(buf):
    out = bytearray()
    prev, count = None, 0
    for b in buf:
        if b == prev and count < 255:
            count += 1
            continue
        if prev is not None:
            out += bytes([count, prev])
        prev, count = b, 1
    if prev is not None:
        out += bytes([count, prev])
    buf[:] = out
    return buf


data = bytearray(b"aaabccddddde")
print(rle_inplace(data), len(data))


# A queue of bytes consumed while being fed.
queue = bytearray(b"\x03")
trace = []
for n in queue:
    trace.append(n)
    if n > 0:
        queue.extend([n - 1, n - 1])
print(trace, len(queue))

# Mutating items in place is seen by the running iterator.
ba = bytearray(b"hello")
for i, b in enumerate(ba):
    if i + 1 < len(ba):
        ba[i + 1] = b
print(ba, max(ba), sorted(bytearray(b"cab")), tuple(reversed(bytearray(b"xyz"))))
print(sum(bytearray(range(10))), [b for b in bytearray(b"hi!") if b > 104], dict(zip(bytearray(b"ab"), b"12")))
