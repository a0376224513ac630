# manual binary encoding with int.to_bytes/from_bytes and bytes slicing
def pack_u32(v):
    return v.to_bytes(4, "little")
def pack_i16(v):
    return v.to_bytes(2, "big", signed=True)
def varint(n):
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)
def read_varint(buf, pos=0):
    result = shift = 0
    while True:
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return result, pos
print(pack_u32(1), pack_u32(0xDEADBEEF).hex(), pack_i16(-2), pack_i16(300))
for n in [0, 1, 127, 128, 300, 16384, 2 ** 35, 2 ** 63 - 1]:
    enc = varint(n)
    print(n, enc.hex(), read_varint(enc)[0] == n, len(enc))
record = b"".join([pack_u32(7), pack_i16(-100), varint(1000), "héllo".encode(), b"\x00"])
print(record, len(record))
rid = int.from_bytes(record[0:4], "little")
temp = int.from_bytes(record[4:6], "big", signed=True)
count, pos = read_varint(record, 6)
name = record[pos:record.index(b"\x00", pos)].decode()
print(rid, temp, count, name)
def checksum(data):
    s1, s2 = 1, 0
    for b in data:
        s1 = (s1 + b) % 65521
        s2 = (s2 + s1) % 65521
    return (s2 << 16) | s1
print(checksum(b"Wikipedia"), hex(checksum(record)))
def crc8(data, poly=0x07):
    crc = 0
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = ((crc << 1) ^ poly) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
    return crc
print(crc8(b"123456789"), crc8(b""), crc8(bytes(range(10))))
try:
    pack_u32(-1)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    pack_i16(40000)
except OverflowError as e:
    print(type(e).__name__, e)
hexdump = " ".join(f"{b:02x}" for b in record[:8])
print(hexdump, bytes.fromhex(hexdump.replace(" ", "")) == record[:8])
