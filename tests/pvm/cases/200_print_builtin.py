# print(): sep/end/flush keywords, str() of arguments, errors
class S:
    def __str__(self):
        return "S.__str__"
    def __repr__(self):
        return "S.__repr__"
print(S(), [S()], (S(),), {"k": S()})
print(1, 2, 3, sep="")
print(1, 2, 3, sep="\n")
print("a", "b", sep=" :: ", end=" <end>\n")
print("flush", flush=True)
print("x", end="")
print("y", end="")
print()
print(sep="ignored", end="only end\n")
print("", "", sep="|")
print(None, True, 0.5, -0, 10 ** 25, 1e25)
print("tab\tand\nnewline")
print("unicode ✓ 日本 😀")
print(*range(5), sep=", ", end="!\n")
print(*"spread")
for bad in [{"sep": 5}, {"end": []}, {"sep": b"x"}]:
    try:
        print("a", "b", **bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    print("a", bogus=1)
except TypeError as e:
    print(type(e).__name__, e)
class BadStr:
    def __str__(self):
        raise ValueError("str failed")
try:
    print("before", BadStr(), "after")
except ValueError as e:
    print()
    print(type(e).__name__, e)
print(print("inner"))
r = print("returns none", end=" -> ")
print(r)
print("multiple", "args", "with", "default", "sep")
print(str(1.0), 1.0, repr(1.0), "%s" % 1.0)
print([1.0, 2.5e-10, float("inf")], (0.1 + 0.2,))
print(b"bytes", bytearray(b"ba"), range(3), slice(1, 2), Ellipsis, NotImplemented)
