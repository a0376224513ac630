# Built-ins check their arguments in CPython's order: sum() asks for the
# iterator before refusing a str/bytes start (subclasses too); enumerate()
# converts start before iterating; bytes()/bytearray() type-check encoding
# and errors first; super() counts its arguments; staticmethod and
# classmethod objects show what they wrap.


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Name(str):
    pass


class Blob(bytes):
    pass


class Counter:
    def __init__(self):
        self.calls = 0

    def __iter__(self):
        self.calls += 1
        return iter([1, 2])


show("sum not iterable, str start", lambda: sum(5, "x"))
show("sum iterable, str start", lambda: sum(["a"], "x"))
show("sum str subclass start", lambda: sum([], Name("n")))
show("sum bytes subclass start", lambda: sum([], Blob(b"b")))
show("sum bytearray start", lambda: sum(None, bytearray()))
c = Counter()
show("sum iter called", lambda: sum(c, "") or c.calls)
print("calls", c.calls)
show("sum lists", lambda: sum([[1], [2]], []))

show("enumerate bad start", lambda: enumerate(5, "x"))
show("enumerate bad start, iterable", lambda: enumerate([1], 1.5))
show("enumerate not iterable", lambda: enumerate(5, 1))
show("enumerate big start", lambda: list(enumerate("ab", 2**64)))

for args in [(0, 1), (0, None), ("text", None), ("text", "utf-8", 1), (b"x", "ascii"), ([1], b"utf-8"), (3, "utf-8"), ("text", "ascii")]:
    show("bytes" + repr(args), lambda: bytes(*args))
    show("bytearray" + repr(args), lambda: bytearray(*args))
show("errors only", lambda: bytes(4, errors="strict"))
show("errors not str", lambda: bytearray(errors=1))

show("super 3 args", lambda: super(int, 1, 2))
show("staticmethod", lambda: staticmethod(len))
show("classmethod", lambda: classmethod(max))
show("nested", lambda: [staticmethod(classmethod(abs))])


class Tools:
    @staticmethod
    def double(x):
        return 2 * x


print(Tools.double(21), type(Tools.__dict__["double"]).__name__, repr(Tools.__dict__["double"]).startswith("<staticmethod(<function Tools.double"))
