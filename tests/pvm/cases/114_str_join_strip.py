# join, strip family, removeprefix/removesuffix
print(",".join(["a", "b", "c"]), "".join("xyz"), " - ".join(("1", "2")), "|".join([]), "x".join(["only"]))
print(", ".join(str(i) for i in range(5)), "".join(reversed("abc")), "\n".join(["l1", "l2"]))
print("-".join({"k1": 1, "k2": 2}), "".join(map(str.upper, "abc")))
for bad in [[1, 2], ["a", None], ["a", b"b"], [3.5]]:
    try:
        ",".join(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    ",".join(5)
except TypeError as e:
    print(type(e).__name__, e)
s = "  \t\n spaced out \r\n "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print(repr("xxhixx".strip("x")), repr("xyhiyx".strip("xy")), repr("abcba".lstrip("ab")), repr("abcba".rstrip("ab")))
print(repr("www.example.com".strip("cmowz.")), repr("  ".strip()), repr("".strip("a")), repr("aaa".strip("a")))
print(repr("\u3000wide space\u3000".strip()), repr("\xa0nbsp\xa0".strip()), repr("\x1c\x1dsep\x1e\x1f".strip()))
print(repr("hello".strip("")), repr("hello".strip(None)), repr(" x ".lstrip(None)))
try:
    "x".strip(5)
except TypeError as e:
    print(type(e).__name__, e)
print("prefix_body".removeprefix("prefix_"), "prefix_body".removeprefix("nope"), "body.txt".removesuffix(".txt"))
print("aaa".removeprefix("a"), "aaa".removesuffix("aa"), "".removeprefix(""), "x".removesuffix(""))
print("test_test".removeprefix("test"), "TestCase".removeprefix("test"))
try:
    "x".removeprefix(None)
except TypeError as e:
    print(type(e).__name__, e)
words = ["  apple ", "banana  ", "  cherry"]
print([w.strip() for w in words], "|".join(w.strip().capitalize() for w in words))
path = "/usr/local/bin/"
print(path.strip("/").split("/"), "/" + "/".join(path.strip("/").split("/")[:-1]))
print("=" * 20, "-".join("=" * 3), "ab" * 0, repr("" * 5))
print("%s" % ",".join(["x"] * 3), ("-" * 3).join(["a", "b"]))
lines = ["first", "", "third"]
print("\n".join(lines).split("\n") == lines, len("\n".join(lines)))
