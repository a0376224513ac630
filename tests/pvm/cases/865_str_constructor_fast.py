# str(x) of a str returns it unchanged and str(int) builds ASCII digits
# directly; subclasses, __str__ overrides, bools, big ints and the keyword
# forms take the general path with CPython's results and errors.


class S(str):
    pass


class T(str):
    def __str__(self):
        return "custom"


class N:
    def __str__(self):
        return "n!"


class BadStr:
    def __str__(self):
        return 42


a = "h\u00e9llo"
b = str(a)
print(b is a, b == a, len(b), type(str(S("x"))).__name__, str(S("x")) == "x")
print(S(a) == a, type(S(a)).__name__, S(a) is a, str(T("z")), T(str(3)), type(T(a)).__name__)
for v in (0, 5, -12, 10**18, -(2**63), 2**63 - 1, 2**70, -(2**100), True, False, None, 1.5, -0.0, N()):
    s = str(v)
    print(repr(s), len(s), s.isdigit(), s.isascii())
print(str(), repr(str("")), str(object="kw"), str(b"ab", "ascii"), str(b"\xc3\xa9", encoding="utf-8"))
print(str(b"x"), str(bytearray(b"y")), str([1, "2"]), str((3,)), str({"k": "v"}))
for bad in (lambda: str(BadStr()), lambda: str(1, 2, 3, 4), lambda: str(5, "utf-8"), lambda: str(x=1)):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
total = 0
keys = {}
for i in range(300):
    k = str(i)
    keys[k] = i
    total += len(k) + int(k)
print(total, keys["299"], keys[str(150)], sorted(keys)[:5], "".join(str(i % 10) for i in range(25)))
