# str.maketrans and str.translate
t1 = str.maketrans("abc", "xyz")
print(sorted(t1.items()), "aabbcc-abc".translate(t1))
t2 = str.maketrans("", "", "aeiou")
print("programming language".translate(t2))
t3 = str.maketrans("ab", "AB", "c")
print(sorted(t3.items()), "abcabc".translate(t3))
t4 = str.maketrans({"a": "1", "b": None, ord("c"): "33", "d": 120})
print(sorted(t4.items()), "abcd".translate(t4))
print("hello".translate({ord("l"): "L", ord("o"): None}), "hello".translate({}), "".translate(t1))
print("rot13 test".translate(str.maketrans("abcdefghijklmnopqrstuvwxyz", "nopqrstuvwxyzabcdefghijklm")))
print("日本".translate({ord("日"): "Sun", ord("本"): ord("B")}))
try:
    str.maketrans("abc", "xy")
except ValueError as e:
    print(type(e).__name__, e)
try:
    str.maketrans({"ab": "x"})
except ValueError as e:
    print(type(e).__name__, e)
try:
    str.maketrans(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    "abc".translate({ord("a"): 3.5})
except TypeError as e:
    print(type(e).__name__, e)
try:
    "abc".translate({ord("a"): 0x110000})
except ValueError as e:
    print(type(e).__name__, e)
class Upper:
    def __getitem__(self, k):
        if chr(k) in "aeiou":
            return chr(k).upper()
        raise LookupError
print("translate with mapping object".translate(Upper()))
table = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
print("tel: 555-0199".translate(table), int("555".translate(table)))
leet = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})
print("test sentence is leet".translate(leet))
print(str.maketrans("a", "b") == {97: 98}, type(str.maketrans("", "")).__name__)
