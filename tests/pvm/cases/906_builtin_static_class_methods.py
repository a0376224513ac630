# Static and class methods of built-in types are built-in methods bound to
# the type: str.maketrans, bytes.maketrans, dict.fromkeys, int.from_bytes.

def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


for m in (str.maketrans, bytes.maketrans, bytearray.maketrans, dict.fromkeys,
          int.from_bytes, bytes.fromhex, float.fromhex):
    print(repr(m).split(" at ")[0].rstrip(">"), type(m).__name__, m.__name__, getattr(m.__self__, "__name__", None))
    print(m.__qualname__, callable(m), isinstance(m, type(len)))

table = str.maketrans("ab", "xy", "c")
print(sorted(table.items()), "abcabc".translate(table))
print("abc".maketrans({"a": "z"}) == str.maketrans({"a": "z"}))
print(bytes.maketrans(b"ab", b"AB")[97:99], bytearray.maketrans(b"a", b"b")[97])
print(b"x".maketrans(b"x", b"y")[120], dict.fromkeys("ab", 0), {}.fromkeys([1]))
print(int.from_bytes(b"\x01\x00", "big"), (5).from_bytes(b"\x02", "little"))

show("no args:", lambda: str.maketrans())
show("bad kind:", lambda: str.maketrans(1))
show("lengths:", lambda: str.maketrans("ab", "x"))
show("bytes lengths:", lambda: bytes.maketrans(b"ab", b"x"))
show("bytes str:", lambda: bytes.maketrans("a", "b"))
show("fromkeys none:", lambda: dict.fromkeys())

f = dict.fromkeys
g = dict.fromkeys
print(f == g, f != g, f is g, hash(f) == hash(g))
print(type(f) is type(len), type(f) is type([].append), type(str.maketrans) is type(len))
print(str.__dict__["maketrans"].__class__.__name__)

class S(str):
    pass

print(repr(S.maketrans).split(" at ")[0].rstrip(">"), S.maketrans("a", "b") == str.maketrans("a", "b"))

class D(dict):
    pass

print(repr(D.fromkeys).split(" at ")[0].rstrip(">"), type(D.fromkeys("ab")).__name__, D.fromkeys.__self__.__name__)
print(type(D.fromkeys).__name__, type(D().fromkeys).__name__)
