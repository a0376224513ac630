# chr, ord, hex, oct, bin round trips and errors
print([chr(i) for i in [65, 97, 48, 32, 126, 0x3b1, 0x4e2d, 0x1f600]])
print([ord(c) for c in "Aa0 ~α中😀"], ord("\x00"), ord("\U0010ffff"))
print(all(ord(chr(i)) == i for i in range(0, 0x110000, 997)))
for v in [0, 1, -1, 10, -10, 255, 256, 2 ** 32, -(2 ** 32), 2 ** 64 + 1, True, 2 ** 63 - 1, -2 ** 63, -2 ** 63 - 1]:
    print(v, hex(v), oct(v), bin(v), int(hex(v), 16) == v, int(oct(v), 8) == v, int(bin(v), 2) == v, int(hex(v), 0) == v)
class Index:
    def __index__(self):
        return 42
print(hex(Index()), oct(Index()), bin(Index()), chr(Index()))
for f in (hex, oct, bin, chr):
    for bad in [1.5, "1", None, [1]]:
        try:
            f(bad)
        except TypeError as e:
            print(f.__name__, type(e).__name__, e)
for bad in [-1, 0x110000, 2 ** 31]:
    try:
        chr(bad)
    except (ValueError, OverflowError) as e:
        print("chr", bad, type(e).__name__, e)
for bad in ["", "ab", "abc", b"", b"ab", 65, None]:
    try:
        ord(bad)
    except TypeError as e:
        print("ord", repr(bad), type(e).__name__, e)
print(ord(b"\xff"), ord(bytearray(b"\x01")), chr(0x7f), repr(chr(0xad)))
def caesar_upper(s, k):
    return "".join(chr((ord(c) - 65 + k) % 26 + 65) if "A" <= c <= "Z" else c for c in s)
print(caesar_upper("HELLO WORLD", 13), caesar_upper(caesar_upper("XYZ", 5), -5))
print("".join(chr(ord("a") + i) for i in range(26)), sum(ord(c) for c in "checksum") % 256)
print(hex(0xdeadbeef).upper(), "0x" + format(48879, "x"), bin(5)[2:].zfill(8), oct(8)[2:])
