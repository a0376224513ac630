# string operators: +, *, in, comparisons, iteration, len, min/max
a, b = "abc", "abd"
print(a + b, a * 3, 3 * a, a * 0, a * -1, "" * 100, (a + "-") * 2)
print(a < b, a <= b, a > b, a == "abc", a != b, "a" < "ab", "B" < "a", "" < " ", "Z" < "a" < "é")
print("abc" in "xxabcxx", "" in "", "abcd" in "abc", "A" in "abc", "bc" not in "abc")
for x, y in [("apple", "apples"), ("apple", "Apple"), ("10", "9"), ("", "a"), ("ab", "a\uffff")]:
    print(repr(x), repr(y), x < y, x > y, x == y)
print(sorted(["banana", "Apple", "cherry", "apple", "10", "9", "", "_"]))
print(sorted(["banana", "Apple", "cherry", "apple"], key=str.lower), sorted(["ab", "b", "abc"], key=len))
print(max(["apple", "fig", "banana"]), min(["apple", "fig", "banana"], key=len), max("zebra"))
for bad in [lambda: "a" + 1, lambda: 1 + "a", lambda: "a" * "b", lambda: "a" * 1.5, lambda: "a" - "b",
            lambda: "a" < 1, lambda: "a" / 2, lambda: -"a", lambda: "abc"[1] + None]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
s = "x"
s += "y"
s *= 2
print(s, len(s), s.__len__(), s.__add__("z"), s.__mul__(2), s.__contains__("y"), s.__getitem__(1))
print(str.__add__("p", "q"), str.__eq__("a", "a"), "a".__eq__(1), "a".__lt__("b"), "a".__hash__() == hash("a"))
print(list("abc"), tuple("ab"), [c * 2 for c in "xyz"], "".join(sorted("dcba")))
print(len(""), len("a" * 1000), len("\n"), len("\\"), len("\t\t"))
print("abc" == "ABC".lower(), "a" != "A", "straße" == "strasse")
try:
    "abc" * (2 ** 63)
except OverflowError as e:
    print(type(e).__name__, e)
print(str(), str(""), str("abc"), str(123), str(1.5), str([1, "a"]), str(None), str(b"x"))
print(str.__name__, type("").__name__, isinstance("", str), issubclass(str, object))
