# bytes construction, indexing, slicing, iteration, operators
print(bytes(), bytes(3), bytes([65, 66, 67]), bytes(range(5)), bytes(b"copy"), bytes("é", "utf-8"), bytes(bytearray(b"ba")))
print(b"abc"[0], b"abc"[-1], b"abc"[0:2], b"abc"[::-1], b"abcdef"[1::2], type(b"abc"[0]).__name__)
print(list(b"hi"), [x for x in b"\x00\xff"], b"a" + b"b", b"ab" * 3, 2 * b"x", b"" * 5)
print(b"b" in b"abc", 98 in b"abc", b"" in b"abc", b"abc" == b"abc", b"a" < b"b")
print(len(b"\x00\x01"), len(b""), b"abc" < b"abd", b"abc" == "abc", b"\xff" > b"\x00\x00")
for bad in [[256], [-1], ["a"], "str without encoding", 1.5, [1.0]]:
    try:
        print(bytes(bad))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    bytes(-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    b"abc"[5]
except IndexError as e:
    print(type(e).__name__, e)
try:
    b"abc"[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
for bad in [lambda: b"a" + "a", lambda: "a" + b"a", lambda: b"a" + 1, lambda: b"a" < "a", lambda: 1 in [b""] and "x" in b"x"]:
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
print(repr(b"\t\n\r\x00\x7f\x80\\'\""), repr(bytes(range(30, 40))))
print(str(b"abc"), bytes.fromhex("de ad be ef"), bytes.fromhex(""), b"\xde\xad".hex(), b"abc".hex(":"), b"abcdef".hex("-", 2))
print(hash(b"abc") == hash(b"abc"), {b"k": 1}[b"k"], b"x".__class__.__name__)
print(bytes([1, 2]) == bytearray([1, 2]), b"ab" + bytearray(b"cd"), type(b"ab" + bytearray(b"cd")).__name__)
print(bytes(memoryview_ := b"not memoryview"), bytes(x for x in range(3)), bytes(map(ord, "map")))
class B:
    def __bytes__(self):
        return b"custom bytes"
print(bytes(B()), bytes(b"%d" % 5))
print(b"A"[0] == ord("A"), chr(b"A"[0]), bytes([b"A"[0] + 1]))
