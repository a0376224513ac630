# iterating, indexing and searching bytes as sequences of ints
data = bytes([0, 1, 127, 128, 255]) + b"AZaz09"
print(list(data), data[3], data[-1], data[2:5], data[::-2], type(data[0]).__name__, type(data[:1]).__name__)
print(sum(data), max(data), min(data), sorted(data)[:5], data.count(0), data.count(b"A"), 255 in data, b"\x7f\x80" in data)
print([b for b in data if 65 <= b <= 90], bytes(b ^ 0x20 for b in b"Hello"), bytes(reversed(b"abc")))
print(data.index(127), data.find(b"az"), data.rfind(0), data.startswith(b"\x00\x01"), data.endswith(b"09"))
checksum = 0
for b in b"message":
    checksum = (checksum * 31 + b) & 0xFFFFFFFF
print(checksum, hex(checksum))
words = [int.from_bytes(data[i:i + 2], "big") for i in range(0, len(data) - 1, 2)]
print(words)
ba = bytearray(data)
for i in range(len(ba)):
    ba[i] = (ba[i] + 1) % 256
print(ba, list(ba)[:6])
print(bytes(10)[3], bytearray(b"abc")[1], b"abc"[1:2] == b"b", b"abc"[1] == ord("b"), b"abc"[1] == b"b")
def xor(a, b):
    return bytes(x ^ y for x, y in zip(a, b))
key = b"k3y"
msg = b"attack at dawn"
enc = xor(msg, key * (len(msg) // len(key) + 1))
print(enc.hex(), xor(enc, key * 5))
hexes = " ".join(f"{b:02X}" for b in b"\x00\x10\xff")
print(hexes, bytes.fromhex(hexes), [f"{b:08b}" for b in b"\x05\xa0"])
print(b"%c%c%c" % (72, 105, 33), bytes(map(ord, "ASCII")), "".join(map(chr, b"back")))
try:
    bytes([1, 2])[5]
except IndexError as e:
    print(type(e).__name__, e)
print(b"ab" < b"abc", b"\xff" > b"\xfe\xff", bytes([1, 2]) == bytearray([1, 2]), sorted([b"b", b"a", b"ab", b""]))
