# Comparisons of strs in if statements (the compare instructions'
# own case for two strs): all six operators over ASCII, non-ASCII, empty
# and embedded NUL strs; str subclasses keep their __eq__.
words = ["", "a", "b", "ab", "abc", "B", "é", "e\u0301", "z", "ä", "\U0001F600", "aa", "a\x00"]
for x in words:
    row = []
    for y in words:
        flags = 0
        if x < y:
            flags |= 1
        if x <= y:
            flags |= 2
        if x == y:
            flags |= 4
        if x != y:
            flags |= 8
        if x > y:
            flags |= 16
        if x >= y:
            flags |= 32
        if not (x == y):
            flags |= 64
        row.append(flags)
    print(repr(x), row)
class S(str):
    def __eq__(self, o):
        print("S.__eq__")
        return True
    __hash__ = str.__hash__
s = S("q")
if s == "zz":
    print("subclass eq used")
if "zz" == s:
    print("reflected subclass eq used")
n = 0
for w in ["x", 1, "x", None, 2.0, "y"]:
    if w == "x":
        n += 1
    if w != "y":
        n += 10
print(n)
try:
    if "a" < 1:
        pass
except TypeError as e:
    print(e)
print([a < b for a in words[:4] for b in words[:4]], [a == b for a in ("x", "y") for b in ("x", S("x"))])
