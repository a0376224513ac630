# ascii() escapes and using hash() consistently with equality
samples = ["plain", "café", "naïve", "日本", "😀", "\n\t", "\x7f\x80", "\u200b", "'quote'", '"dq"', "\\"]
for s in samples:
    print(ascii(s), repr(s), ascii(s) == repr(s))
print(ascii(["é", ("ü",), {"ß": "ø"}]), ascii(b"\xe9"), ascii(1.5), ascii(None))
class A:
    def __repr__(self):
        return "A(ünïcode)"
print(ascii(A()), ascii([A()]))
pairs = [(1, 1.0), (0, -0.0), (True, 1), ("a", "a"), ((1, "a"), (1, "a")), (2 ** 70, 2.0 ** 70), (b"x", b"x"), (0.5, 1 / 2)]
for a, b in pairs:
    print(repr(a), repr(b), a == b, hash(a) == hash(b))
class Key:
    def __init__(self, parts):
        self.parts = tuple(parts)
    def __eq__(self, other):
        return isinstance(other, Key) and self.parts == other.parts
    def __hash__(self):
        return hash(self.parts)
table = {}
for parts in [["a", "b"], ["b", "a"], ["a", "b"], [], []]:
    k = Key(parts)
    table[k] = table.get(k, 0) + 1
print(sorted((k.parts, v) for k, v in table.items()))
def unique(items):
    seen = {}
    for it in items:
        seen.setdefault(it, None)
    return list(seen)
print(unique([3, 1, 3, 2, 1, 1.0, True, "x", "x", (1, 2), (1, 2)]))
print(hash(7), hash(-7), hash(7.0), hash((7,)) == hash((7.0,)), hash(10 ** 40) == hash(10 ** 40))
for bad in [[1], {}, bytearray()]:
    try:
        hash(bad)
    except TypeError as e:
        print(type(e).__name__, e)
