# case conversion methods
samples = ["hello world", "HELLO", "Hello World", "hELLO wORLD", "123abc", "ß straße", "ǅemal", "ﬁ ligature",
           "İstanbul", "ΣΊΣΥΦΟΣ", "they're bill's friends", "o'NEIL mc-donald", "", "   ", "a1b2_c3", "ŉ"]
for s in samples:
    print(repr(s), "|", s.upper(), "|", s.lower(), "|", s.casefold(), "|", s.capitalize(), "|", s.title(), "|", s.swapcase())
print("ß".upper(), len("ß".upper()), "ﬃ".upper(), "İ".lower(), len("İ".lower()))
print("ΑΣ".lower(), "ΑΣ Α".lower(), "Σ".lower())
print("hello"[0].upper() + "hello"[1:], "x".upper() == "X", "ABC".lower() == "abc")
print("Straße".casefold() == "STRASSE".casefold(), "Straße".lower() == "strasse")
print("ǈ".upper(), "ǈ".lower(), "ǈ".title(), "ǈ".istitle(), "ǆ".title())
print("123".upper(), "!@#".lower(), "ÀÉÎ".lower(), "àéî".upper())
print("aBc".swapcase().swapcase(), "mIxEd CaSe".title())
print("hello   world".title(), "hello-world_foo bar".title(), "3rd place".title(), "a.b.c".title())
for s in ["abc", "ABC", "Abc", "aBC", "A Title", "not A Title", "ALL CAPS 1", "123", "", "a1"]:
    print(repr(s), s.isupper(), s.islower(), s.istitle())
words = "the QUICK brown fOX".split()
print([w.capitalize() for w in words], " ".join(w[::-1].upper() for w in words))
def snake_to_camel(name):
    first, *rest = name.split("_")
    return first.lower() + "".join(p.capitalize() for p in rest)
def camel_to_snake(name):
    out = []
    for ch in name:
        if ch.isupper():
            out.append("_" + ch.lower())
        else:
            out.append(ch)
    return "".join(out).lstrip("_")
print(snake_to_camel("hello_big_world"), camel_to_snake("helloBigWorld"), camel_to_snake("HTTPServer"))
print("Σ".casefold(), "ﬀ".casefold(), "Ǆ".casefold(), "ΐ".upper(), len("ΐ".upper()))
