# replace, startswith, endswith
s = "one two one three one"
print(s.replace("one", "1"), s.replace("one", "1", 2), s.replace("one", "1", 0), s.replace("one", "1", -1))
print(s.replace("four", "4"), s.replace("", "-"), "abc".replace("", "-", 2), "".replace("", "x"), "".replace("a", "b"))
print("aaaa".replace("aa", "b"), "aaaa".replace("a", ""), "abc".replace("abc", ""), "a.b.c".replace(".", ".."))
print("日本日本".replace("本", "ほん"), "😀😀".replace("😀", "x", 1))
try:
    s.replace(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
print(s.startswith("one"), s.startswith("two"), s.startswith("two", 4), s.startswith("two", 4, 6), s.startswith(""))
print(s.endswith("one"), s.endswith("three", 0, 17), s.endswith("three", 0, -4), s.endswith(""), "".endswith(""))
print(s.startswith(("x", "on")), s.endswith(("x", "y")), s.startswith(()), "abc".startswith("abc", 3), "abc".startswith("", 3))
print("abc".startswith("", 4), "abc".endswith("c", -1), "abc".endswith("bc", -2, None), "abc".startswith("b", -2))
for bad in [1, ["a"], ("a", 1), None]:
    try:
        s.startswith(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    s.endswith(b"one")
except TypeError as e:
    print(type(e).__name__, e)
files = ["a.py", "b.txt", "c.PY", "test_d.py", "e.pyc"]
print([f for f in files if f.endswith(".py")], [f for f in files if f.lower().endswith((".py", ".txt"))])
print([f for f in files if f.startswith("test_")])
template = "Dear {name}, you owe {amount}."
print(template.replace("{name}", "Ann").replace("{amount}", "$5"))
print("tab\tseparated\tvalues".replace("\t", " | "), "x".replace("x", "x" * 3).replace("xx", "y"))
