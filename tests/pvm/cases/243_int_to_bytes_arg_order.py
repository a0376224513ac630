# int.to_bytes(length, byteorder, *, signed): length is a Py_ssize_t (a
# huge one overflows), byteorder is checked before a negative length.


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Width:
    def __index__(self):
        return 4


def encode_amount(value, width, order="big"):
    return value.to_bytes(width, order, signed=value < 0)


for value, width in [(1000, 2), (-1000, 2), (2**31, Width()), (0, 0), (255, 1)]:
    show("encode %d" % value, lambda: encode_amount(value, width).hex())

show("negative length", lambda: (5).to_bytes(-1, "big"))
show("negative length, bad order", lambda: (5).to_bytes(-1, "middle"))
show("negative length, order not str", lambda: (5).to_bytes(-1, b"big"))
show("negative length, order None", lambda: (5).to_bytes(-1, None))
show("huge length", lambda: (5).to_bytes(2**70, "big"))
show("huge negative length", lambda: (5).to_bytes(-2**70))
show("float length", lambda: (5).to_bytes(1.0, "big"))
show("str length", lambda: (5).to_bytes("2", "big"))
show("too small", lambda: (70000).to_bytes(2, "little"))
show("unsigned negative", lambda: (-1).to_bytes(2, "little"))
show("keywords", lambda: (513).to_bytes(length=2, byteorder="little"))
show("defaults", lambda: (7).to_bytes())
show("round trip", lambda: int.from_bytes((-12345).to_bytes(3, "big", signed=True), "big", signed=True))
