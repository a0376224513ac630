# Argument type errors of str/bytes codec and conversion helpers.
def tryit(f):
    try:
        print("ok", repr(f()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
tryit(lambda: b"ab".hex([1]))
tryit(lambda: b"ab".hex([1, 2]))
tryit(lambda: b"ab".hex(5))
tryit(lambda: b"abc".hex(":", 2))
tryit(lambda: "x".encode(None))
tryit(lambda: "x".encode("ascii", None))
tryit(lambda: b"x".decode("utf-8", None))
tryit(lambda: bytes.fromhex(None))
tryit(lambda: bytearray.fromhex(5))
tryit(lambda: float.fromhex(None))
tryit(lambda: float.fromhex("0x1.8p1"))
tryit(lambda: str.maketrans(1, 2))
tryit(lambda: str.maketrans(1, "a"))
tryit(lambda: str.maketrans("a", "b", 3))
tryit(lambda: str.maketrans("ab", "xy", "c"))
for w in [bytearray(b"z"), b"q", bytearray(b" 1.5 "), b"2e3", bytearray(b""), b"inf", bytearray(b"-0")]:
    tryit(lambda: float(w))
for w in [b"12", bytearray(b" 7 "), b"x1", bytearray(b"")]:
    tryit(lambda: int(w))
