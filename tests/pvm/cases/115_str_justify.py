# center, ljust, rjust, zfill, expandtabs
for w in [0, 3, 5, 10, 11]:
    print(repr("hello".center(w)), repr("hello".ljust(w)), repr("hello".rjust(w)), repr("hello".center(w, "*")))
print(repr("ab".center(5)), repr("ab".center(6)), repr("abc".center(6)), repr("abc".center(7, "-")))
print(repr("".center(4, "x")), repr("a".center(2)), repr("a".center(4)), repr("ab".center(3, "!")))
print(repr("x".ljust(5, "·")), repr("x".rjust(5, "😀")), repr("日本".center(6, "＊")))
for bad in [("ab",), ("",)]:
    try:
        "x".center(5, *bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    "x".ljust("5")
except TypeError as e:
    print(type(e).__name__, e)
for s in ["42", "-42", "+42", "", "abc", "-", "3.14", "-0.5", "00"]:
    print(repr(s), repr(s.zfill(6)), repr(s.zfill(1)), repr(s.zfill(0)))
t = "a\tbc\tdef\tghij\tk"
print(repr(t.expandtabs()), repr(t.expandtabs(4)), repr(t.expandtabs(1)), repr(t.expandtabs(0)))
print(repr("x\ty\nab\tc".expandtabs(3)), repr("\t".expandtabs(-1)), repr("12345678\tx".expandtabs(8)))
print(repr("a\r\tb".expandtabs(4)))
table = [("name", "qty", "price"), ("apple", 3, 1.5), ("kiwi", 12, 0.25), ("watermelon", 1, 3.0)]
for name, qty, price in table:
    print(str(name).ljust(12) + str(qty).rjust(5) + str(price).rjust(8))
print("|" + "title".center(20, "=") + "|")
for n in [1, 22, 333]:
    print(str(n).zfill(5), str(n).rjust(5, "0"), f"{n:05d}", "%05d" % n)
