# str/bytes find, count, index, rfind, rindex read start and end before the
# needle, so a bad slice index is reported first; C int arguments
# (expandtabs, splitlines, bytes.hex) overflow with CPython's message.


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Pos:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        print("  __index__", self.n)
        return self.n


text = "to be or not to be"
data = text.encode()

for name in ("find", "rfind", "count", "index", "rindex"):
    show("str." + name, lambda: getattr(text, name)("be", Pos(3)))
    show("str." + name + " bad sub", lambda: getattr(text, name)(5, 1.5))
    show("str." + name + " bad end", lambda: getattr(text, name)(None, 0, "x"))
    show("bytes." + name, lambda: getattr(data, name)(b"be", Pos(3), Pos(-1)))
    show("bytes." + name + " bad sub", lambda: getattr(data, name)("be", 1.5))
    show("bytes." + name + " int sub", lambda: getattr(data, name)(300, "x"))
    show("bytearray." + name, lambda: getattr(bytearray(data), name)(1.5, None, []))

show("str needle ok, bad start", lambda: text.count("o", "0"))
show("bytes needle int", lambda: data.count(ord("o"), 2))

for n in (2**31 - 1, 2**31, -2**31 - 1, 2**70, -2**70):
    show("expandtabs", lambda: "no tabs".expandtabs(n))
    show("splitlines", lambda: "a\nb".splitlines(n))
    show("bytes.splitlines", lambda: b"a\nb".splitlines(n))
    show("hex", lambda: data[:4].hex(":", n))
show("expandtabs float", lambda: "a\tb".expandtabs(2.0))
show("expandtabs index", lambda: "a\tb".expandtabs(Pos(3)))
