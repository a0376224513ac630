# the unicode_escape and raw_unicode_escape codecs, both ways, with error handlers
texts = ["plain", "tab\tnew\nret\r", "back\\slash 'q' \"d\"", "caf\u00e9 \x00\x1f\x7f\xff", "\u4e2d\u6587 \U0001F600", "\x80\u0100\uffff"]
for t in texts:
    for codec in ("unicode_escape", "raw_unicode_escape", "unicode-escape"):
        e = t.encode(codec)
        print(codec, e, e.decode(codec) == t)
samples = [b"a\\tb\\nc", b"\\x41\\u0042\\U00000043", b"\\101\\7", b"\\N{LATIN SMALL LETTER A}\\N{bullet}", b"line\\\ncont",
           b"caf\xe9", b"\\\\u0041", b"\\\\\\u0041", b"\\u00e9\\U0001f600", b"x\\", b"\\x4", b"\\u12", b"\\U0011ffff", b"\\N{NOPE}", b"\\N", b"\\N{", b"\\N{}",
           b"\\uZZZZ", b"\\x4g"]
for b in samples:
    for codec in ("unicode_escape", "raw_unicode_escape"):
        for errors in ("strict", "ignore", "replace", "backslashreplace"):
            try:
                print(codec, errors, repr(b.decode(codec, errors)))
            except UnicodeDecodeError as e:
                print(codec, errors, "UnicodeDecodeError", e)
print(str(b"\\x41", "unicode_escape"), "\\n".encode().decode("unicode_escape") == "\n")
# round trips of every kind of character
chars = "".join(chr(c) for c in list(range(0, 0x180)) + [0x2028, 0xfeff, 0xffff, 0x10000, 0x10ffff])
for codec in ("unicode_escape", "raw_unicode_escape"):
    enc = chars.encode(codec)
    print(codec, len(enc), enc[:40], enc[-30:], enc.decode(codec) == chars)
# repr-like display of text with escapes
for t in ["it's", 'say "hi"', "a\\b", "\x1b[0m"]:
    print(t.encode("unicode_escape").decode("ascii"))
