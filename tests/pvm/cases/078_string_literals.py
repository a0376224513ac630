# string and bytes literal syntax, escapes, concatenation
print("double", 'single', """triple double""", '''triple single''')
print("implicit " "concatenation " 'mixed')
print(("parenthesised "
       "multi-line "
       "concat"))
print("escapes: \\ \' \" \a\b\f\v".encode())
print("newline\ttab", repr("\n\t\r\0"))
print("\x41\x42 \101\102 \u0041\u00e9 \U0001F600 \N{GREEK SMALL LETTER ALPHA}")
print(repr("\101\60"), repr("\0"), repr("\12"))
print(r"raw \n stays", R"raw \t too", repr(r"\d+\.\d"))
print(b"bytes \x00\xff", rb"raw\x00", Rb"\n", BR"\t")
print(len("\N{SNOWMAN}"), len("\U0001F600"), len(b"\xff"), len(r"\xff"))
s = """first line
second line
    indented third"""
print(s)
print(s.splitlines())
t = """\
no leading newline\
 and joined line"""
print(t)
print("line continuation \
inside string")
print('it\'s', "say \"hi\"", 'mixed "quotes"', "mixed 'quotes'")
print("a" "b" == "ab", "x" * 0 == "", "" == '', str() == "")
print(u"unicode prefix", type(u"").__name__)
print("tab\there".expandtabs(4), "é" == "\xe9", "e\u0301" == "é", len("e\u0301"))
print(repr(""), repr(''), repr(""""""), repr(b""))
print("€".encode("utf-8"), "€".encode("utf-16-le"), "\u20ac" == "€")
print(str(b"\x00"), repr(b"'\""), repr(b"'"), repr(b'"'))
print(f"f-{'string'}" "plain" f"{1 + 1}")
