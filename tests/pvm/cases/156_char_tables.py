# repr and classification of the first 256 code points and bytes
print("".join(repr(chr(i))[1:-1] for i in range(0, 64)))
print("".join(repr(chr(i))[1:-1] for i in range(64, 160)))
print("".join(repr(chr(i))[1:-1] for i in range(160, 256)))
print(repr(bytes(range(0, 128))))
print(repr(bytes(range(128, 256))))
print(ascii("".join(chr(i) for i in range(120, 260))))
print([i for i in range(256) if chr(i).isspace()])
print([i for i in range(256) if chr(i).isdigit()], [i for i in range(256) if chr(i).isnumeric() and not chr(i).isdigit()])
print("".join(chr(i) for i in range(256) if chr(i).isalpha())[:60])
print(len([i for i in range(256) if chr(i).isprintable()]), len([i for i in range(256) if chr(i).isalnum()]))
print([i for i in range(256) if chr(i).isupper() != (chr(i).lower() != chr(i))])
print("".join(chr(i).upper() for i in range(224, 256)), "".join(chr(i).lower() for i in range(192, 224)))
print([(i, chr(i).upper()) for i in range(256) if len(chr(i).upper()) > 1 or (chr(i).islower() and chr(i).upper() == chr(i))])
print([i for i in range(256) if bytes([i]).isalpha()][:10], bytes(range(65, 91)).lower())
for i in (0, 7, 8, 9, 10, 11, 12, 13, 27, 31, 32, 34, 39, 92, 127, 128, 133, 160, 173, 255):
    c = chr(i)
    print(i, repr(c), ascii(c), c.isprintable(), c.isspace(), repr(bytes([i])), repr(c.encode("utf-8")))
table = {}
for i in range(32, 127):
    c = chr(i)
    kind = "alpha" if c.isalpha() else "digit" if c.isdigit() else "space" if c.isspace() else "punct"
    table.setdefault(kind, []).append(c)
for kind, chars in table.items():
    print(kind, len(chars), "".join(chars))
