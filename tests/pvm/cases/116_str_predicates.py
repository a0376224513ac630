# is* predicate methods on many kinds of characters
samples = ["abc", "ABC", "Abc", "abc123", "123", "१२३", "½", "²", "Ⅻ", "", " ", "\t\n", "a b", "_x", "x_1",
           "1x", "héllo", "日本", "😀", "\x00", "\u00a0", "Title Case", "ǅ", "٣", "3.5", "-1", "class", "\u200b"]
print("sample alpha digit decimal numeric alnum space ident printable lower upper title ascii")
for s in samples:
    flags = [s.isalpha(), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isalnum(), s.isspace(),
             s.isidentifier(), s.isprintable(), s.islower(), s.isupper(), s.istitle(), s.isascii()]
    print(repr(s), "".join("T" if f else "." for f in flags))
print("abc1".isalnum(), "abc!".isalnum(), "ABC def".isupper(), "abc DEF".islower(), "A1".isupper(), "a1".islower())
print("Hello World".istitle(), "Hello world".istitle(), "HELLO".istitle(), "H".istitle(), "1A".istitle())
print("\x7f".isprintable(), "\u2028".isprintable(), "é".isprintable(), "\t".isprintable(), "".isprintable())
print("ÿ".isascii(), "\x7f".isascii(), "".isascii())
def classify(ch):
    if ch.isdigit():
        return "digit"
    if ch.isalpha():
        return "alpha"
    if ch.isspace():
        return "space"
    return "other"
print([classify(c) for c in "a1 _é\t9!"])
