# list(), tuple(), sorted() and unpacking of a str take its characters in
# one pass (ASCII ones shared): results for ASCII, multi-byte and astral
# text, and str subclasses (which still iterate), must match CPython.


class S(str):
    pass


class R(str):
    def __iter__(self):
        return iter(["it", "er"])


texts = ["", "a", "abc", "h\u00e9llo \u20ac\U0001f600", "x" * 40, "\n\t ", "zyxw\u00ff\u0100"]
for s in texts:
    print(list(s), tuple(s), len(list(s)), len(tuple(s)))
    print(sorted(s), sorted(s, reverse=True), "".join(sorted(s)), sorted(s, key=ord)[:3])
    print([*s][:4], (*s,)[-2:], list(reversed(s))[:3], list(enumerate(s))[:2])

print(list(S("sub")), sorted(S("cab")), tuple(R("abc")), list(R("abc")), sorted(R("zz")))
first, *mid, last = "h\u00e9llo"
print(first, mid, last)
a, b, c = "\u20ac\U0001f600z"
print(a, b, c, len(a), len(b))

words = ["listen", "silent", "enlist", "google", "gooegl", "racecar", "level"]
groups = {}
for w in words:
    groups.setdefault("".join(sorted(w)), []).append(w)
print(sorted(groups.items()))
print(max(list("hello")), min(tuple("world")), list("ab") + list("cd"), tuple("ab") * 2)
chars = list("mutable")
chars[0] = "M"
chars.sort()
print(chars, "".join(chars), list("ab") == ["a", "b"], tuple("ab") == ("a", "b"))
try:
    x, y = "abc"
except ValueError as e:
    print("ValueError", e)
big = "\u00e9" * 1000 + "a" * 1000
lb = list(big)
print(len(lb), lb[999], lb[1000], lb.count("a"), sorted(big)[0], sorted(big)[-1])
