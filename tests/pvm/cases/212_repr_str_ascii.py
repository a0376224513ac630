# repr(), str() and ascii() of built-in values
values = [0, -1, 10 ** 20, 0.0, -0.0, 1.5, 1e-7, 1e22, float("inf"), float("nan"), True, None, "", "a'b", 'a"b', "a'\"b",
          "\\", "\n", "é", "😀", b"", b"'", b"\x00\xff", bytearray(b"x"), [], [1, "a"], (), (1,), (1, 2), {}, {"k": [1]},
          range(3), range(1, 10, 2), slice(1, 2), slice(None), Ellipsis, NotImplemented, int, str, type(None)]
for v in values:
    print(repr(v), "|", str(v), "|", ascii(v))
print(repr(repr("x")), repr(str(b"x")), str(str), repr(repr))
class Custom:
    def __repr__(self):
        return "Custom<ü>"
print(repr(Custom()), str(Custom()), ascii(Custom()), ascii([Custom()]))
print(repr({1: {2: {3: [4, (5,)]}}}), repr([[], [[]], [[[]]]]))
print(repr("multi\nline\ttab\x1b"), ascii("ĀāĂ"), ascii(b"bytes unchanged"))
print(str(1.0), str(1.10), str(100.0), str(1e100), str(0.30000000000000004))
print(repr([0.1, 0.25, 1 / 3]), str([0.1, 0.25, 1 / 3]), str((0.5,)))
print(str("already str"), str(b"x", "ascii"), str(bytearray(b"y"), "utf-8"), str(object=5))
try:
    str(5, "utf-8")
except TypeError as e:
    print(type(e).__name__, e)
try:
    repr()
except TypeError as e:
    print(type(e).__name__, e)
print(repr(-5), repr(+5), repr(0o17), repr(0xff), repr(1_000), repr(1e3), repr(1E-3))
print(repr(str), repr(bytes), repr(bool), repr(ValueError), repr(ValueError("msg")), repr(KeyError("k")))
print(repr(Exception()), repr(Exception(1, 2)), str(Exception(1, 2)), str(Exception("only")), str(Exception()))
