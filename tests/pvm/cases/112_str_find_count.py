# find, rfind, index, rindex, count, with start/end arguments
s = "the cat sat on the mat with the hat"
for sub in ["the", "at", "cat", "dog", "", "t", " "]:
    print(repr(sub), s.find(sub), s.rfind(sub), s.count(sub), sub in s)
print(s.find("the", 1), s.find("the", 1, 10), s.find("the", -7), s.find("the", -100, 5))
print(s.rfind("the", 0, 20), s.rfind("at", 5, 12), s.rfind("at", -5), s.rfind("at", 100))
print(s.count("at", 10), s.count("at", 10, 20), s.count("", 5, 8), s.count("a", -5, -1))
print(s.index("cat"), s.rindex("the"), s.index("the", 5), s.rindex("at", 0, 10))
for args in [("dog",), ("the", 32), ("cat", 0, 5), ("", 100)]:
    try:
        print(s.index(*args))
    except ValueError as e:
        print(type(e).__name__, e)
    try:
        print(s.rindex(*args))
    except ValueError as e:
        print(type(e).__name__, e)
print("".find(""), "".find("a"), "abc".find("", 3), "abc".find("", 4), "abc".rfind(""), "abc".count(""))
print("aaaa".count("aa"), "aaaa".find("aa", 1), "aaaa".rfind("aa"), "ababab".count("aba"))
print("héllo wörld".find("ö"), "日本語テキスト".find("テ"), "😀a😀".rfind("😀"), "😀a😀".count("😀"))
print(s.find("the", None, None), s.count("t", None, 10))
try:
    s.find(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    s.count()
except TypeError as e:
    print(type(e).__name__, e)
try:
    s.find("a", "b")
except TypeError as e:
    print(type(e).__name__, e)
print("abc".__contains__("b"), "b" in "abc", "" in "abc", "abcd" in "abc")
try:
    1 in "abc"
except TypeError as e:
    print(type(e).__name__, e)
