# bytearray: mutable bytes
ba = bytearray(b"hello")
print(ba, len(ba), ba[0], ba[-1], ba[1:3], type(ba[1:3]).__name__)
ba[0] = ord("H")
ba.append(33)
ba.extend(b" world")
ba.extend([33, 33])
print(ba)
ba.insert(0, 62)
print(ba, ba.pop(), ba.pop(0), ba)
ba.remove(ord("o"))
print(ba)
ba[1:5] = b"ELL"
print(ba)
del ba[0]
del ba[::2]
print(ba)
ba.reverse()
print(ba)
ba.clear()
print(ba, len(ba), bool(ba))
print(bytearray(3), bytearray([1, 2]), bytearray("é", "utf-8"), bytearray(range(3)), bytearray(b"x") * 3)
c = bytearray(b"copy")
d = c.copy()
d[0] = ord("C")
print(c, d, c == b"copy", c + d, type(c + b"x").__name__)
c += b"!"
c *= 2
print(c)
e = bytearray(b"abc")
for bad in [lambda: e.append(256), lambda: e.append(-1), lambda: e.__setitem__(0, 300), lambda: e.remove(120),
            lambda: bytearray().pop(), lambda: e.insert(0, "a"), lambda: e.extend(["a"]), lambda: e.__setitem__(slice(0, 1), 5)]:
    try:
        bad()
        print("ok", e)
    except (ValueError, TypeError, IndexError) as err:
        print(type(err).__name__, err)
f = bytearray(b"Hello World")
print(f.upper(), f.lower(), f.split(), f.replace(b"o", b"0"), f.find(b"World"), f.decode(), f.hex(), f.startswith(b"He"))
print(f.strip(b"Hd"), f.count(b"l"), f.index(b"o"), f.rfind(b"o"), f.isalpha(), f.title(), f.center(15, b"."))
f[0:5] = b"J"
print(f, len(f))
f[-1:] = b"dddd"
print(f)
print(bytearray(b"abc") == bytearray(b"abc"), bytearray(b"a") < b"b", bytes(f), list(bytearray(b"\x00\xff")))
try:
    hash(bytearray(b"x"))
except TypeError as e:
    print(type(e).__name__, e)
g = bytearray(b"0123456789")
g[::3] = b"abcd"
print(g)
try:
    g[::3] = b"ab"
except ValueError as e:
    print(type(e).__name__, e)
print(bytearray.fromhex("ff00"), bytearray(b"ab").hex())
