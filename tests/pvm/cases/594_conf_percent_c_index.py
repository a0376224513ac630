# %c in str and bytes %-formatting: a character, an int, an int subclass,
# or any object with __index__ (CPython converts with PyLong_AsLong).


class Glyph:
    """A token that knows its code point."""

    def __init__(self, code):
        self.code = code

    def __index__(self):
        return self.code


class Code(int):
    pass


class Letter(str):
    pass


class BadIndex:
    def __index__(self):
        return "A"


def show(fmt, arg):
    try:
        print(repr(fmt % arg))
    except Exception as e:
        print(type(e).__name__, e)


print("-- str")
show("[%c]", Glyph(65))
show("[%3c]", Glyph(0x263A))
show("[%-3c]", Code(66))
show("[%c]", Letter("z"))
show("[%c]", Letter("zz"))
show("[%c]", Glyph(0x110000))
show("[%c]", Glyph(-1))
show("[%c]", Glyph(2**70))
show("[%c]", BadIndex())
show("[%c]", 65.0)
show("[%c%c%c]", (Glyph(80), Code(86), "M"))

print("-- bytes")
show(b"[%c]", Glyph(65))
show(b"[%c]", Code(67))
show(b"[%c]", Glyph(256))
show(b"[%c]", Glyph(2**40))
show(b"[%c]", BadIndex())
show(b"[%c]", bytearray(b"q"))
show(b"[%c]", "a")
show(bytearray(b"<%c>"), Glyph(0x7E))

# a tiny banner built from code points held in objects
codes = [Glyph(c) for c in b"PVM"]
print(("%c" * len(codes)) % tuple(codes))
