# str comparison and concatenation: the common two-str case takes a short
# path; subclasses, mixed operands and errors keep CPython's behaviour.
class S(str):
    pass


class Loud(str):
    def __eq__(self, other):
        return "eq:" + str(other)

    def __lt__(self, other):
        return "lt"

    def __add__(self, other):
        return "add:" + str(other)

    def __radd__(self, other):
        return "radd:" + str(other)


def attempt(f):
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError", e)


words = ["b", "a", "", "ab", "é", "ä", "b"]
for x in words:
    print([x < y for y in words], [x == y for y in words], [x >= y for y in words])
print("abc" != "abd", "abc" <= "abc", "abc" > "ab", "" < "a")
s = S("hi")
print(s == "hi", "hi" == s, s < "hz", "ha" < s, type(s + "!"), type("!" + s))
print(s + "", "" + s, type(s + ""), type("" + s))
l = Loud("x")
print(l == "y", "y" == l, l < "z", "z" > l, l + "a", "a" + l)
print(l != "x", "x" != l)
e = ""
print(e + e == "", (e + "q") + e, "é" + "ä", len("é" + "ä"))
acc = ""
for w in words:
    acc += w
    acc = acc + "|"
print(acc, len(acc))
attempt(lambda: "a" + 1)
attempt(lambda: 1 + "a")
attempt(lambda: "a" + None)
attempt(lambda: "a" + b"b")
attempt(lambda: "a" < 1)
attempt(lambda: 1 >= "a")
attempt(lambda: "a" < None)
print("a" == 1, "a" != 1, "1" == 1, [] == "")
print(sorted(["b", S("a"), "c", S("")]), max("ab", "b"), min(S("z"), "y"))
t = "x"
t += "y"
t += ""
print(t, ("" + t) == t)
