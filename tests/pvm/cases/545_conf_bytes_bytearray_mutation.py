buf = bytearray()
for chunk in [b'GET ', b'/index', b' HTTP/1.1\r\n']:
    buf += chunk
print(buf, len(buf), buf.find(b'\r\n'), buf.split(b' '), bytes(buf[:3]).decode())
buf[0:3] = b'PUT'
print(buf, buf.startswith(b'PUT'), buf.endswith(b'\r\n'))
del buf[-2:]
buf.extend([33, 63])
buf.append(0x41)
print(buf, buf.pop(), buf.pop(0), buf)
buf.remove(ord('?'))
buf.insert(0, ord('>'))
print(buf, buf.count(b'/'), buf.index(b'H'), buf.rfind(b'T'), buf.replace(b'T', b't', 2))
print(buf.upper(), buf.lower(), buf.title(), buf.swapcase(), buf.strip(b'>!'), buf.lstrip(b'>'), buf.zfill(30), buf.center(30, b'*'))
ba = bytearray(b'abcdef')
ba[::2] = b'XYZ'
print(ba, ba[::-1], ba[1], ba[-1], ba[1:4], list(ba[:2]))
ba.reverse()
print(ba, sorted(ba), bytes(sorted(ba)), max(ba), sum(ba) % 256, ba.hex(), ba.hex(' ', -2) if False else ba.hex(' '))
try:
    ba[0] = -1
except ValueError as e:
    print('ValueError', e)
try:
    ba[0] = b'a'
except TypeError as e:
    print('TypeError', e)
try:
    ba.append(300)
except ValueError as e:
    print('ValueError', e)
try:
    ba[2:4] = 'str'
except TypeError as e:
    print('TypeError', e)
try:
    bytearray('abc')
except TypeError as e:
    print('TypeError', e)
try:
    b'abc'[0] = 1
except TypeError as e:
    print('TypeError', e)
print(bytearray(3), bytearray([1, 2]), bytearray('hé', 'utf-8'), bytearray(b'x') * 3, bytearray(b'ab') + b'cd', b'ab' + bytearray(b'cd'), bytearray(b'a') == b'a', b'a' < b'b', b'abc'.isalpha(), b'  '.isspace())
frame = bytearray(8)
frame[0:2] = (513).to_bytes(2, 'big')
frame[2:6] = (0xdeadbeef).to_bytes(4, 'little')
frame[6] = 255
print(frame.hex('-'), int.from_bytes(frame[0:2], 'big'), hex(int.from_bytes(frame[2:6], 'little')), frame[6], bytes(frame))
print(b'a-b-c'.split(b'-', 1), b'a b'.split(), b'x,y'.partition(b','), b'abc'.removeprefix(b'a'), b'abc'.removesuffix(b'c'), b'\x00\xff'.hex(), b'%s=%d' % (b'k', 5), b'%x' % 255, bytes.fromhex('4142 43'))
print(b'Hello'.translate(bytes.maketrans(b'lo', b'01')), b'aaa'.translate(None, b'a'), b'tab\there'.expandtabs(4), bytes(range(65, 70)), bytes(b'x'), b'caf\xc3\xa9'.decode('utf-8'), list(b'hi'), b'hi'[0:1] == b'h')
