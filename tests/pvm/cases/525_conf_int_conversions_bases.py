def to_base(n, b):
    digits = '0123456789abcdefghijklmnopqrstuvwxyz'
    if n == 0:
        return '0'
    sign = '-' if n < 0 else ''
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, b)
        out.append(digits[r])
    return sign + ''.join(reversed(out))
for n in [0, 5, -5, 255, -255, 36 ** 3, 2 ** 64 - 1, -(2 ** 70)]:
    reps = [to_base(n, b) for b in (2, 8, 16, 36)]
    back = [int(r, b) for r, b in zip(reps, (2, 8, 16, 36))]
    print(n, reps, back == [n] * 4, format(n, 'b') == reps[0], format(n, 'o') == reps[1], format(n, 'x') == reps[2])
for s in ['0b1010', '0B1010', '0o777', '0O17', '0xDEAD_beef', '0XFF', '  42\n', '\t-0x10 ', '0_0', '00', '-0', '+0b1']:
    print(repr(s), int(s, 0))
for s, b in [('Z', 36), ('zz', 36), ('10', 36), ('777', 8), ('1' * 64, 2), ('-ff', 16), ('f_f', 16)]:
    print(s, b, int(s, b))
for s, b in [('010', 0), ('0b2', 0), ('9', 8), ('g', 16), ('0x', 0), ('1 0', 10), ('--1', 10), ('0o', 8), ('٣x', 10)]:
    try:
        print(int(s, b))
    except ValueError as e:
        print('ValueError', e)
for v in [True, False, 3.0, -2.9, 1e18, '  12  ', b' 7 ', bytearray(b'8')]:
    print(repr(v), int(v))
class Money:
    def __init__(self, cents): self.cents = cents
    def __int__(self): return self.cents // 100
    def __float__(self): return self.cents / 100
    def __index__(self): return self.cents
print(int(Money(1234)), float(Money(1234)), bin(Money(5)), hex(Money(255)), 'ab'[Money(1)])
for n in [1, 127, 128, 255, 256, -1, -128, -129, 2 ** 31]:
    length = (n.bit_length() + 8) // 8
    bs = n.to_bytes(length, 'big', signed=True)
    print(n, length, bs.hex(), int.from_bytes(bs, 'big', signed=True), int.from_bytes(bs, 'little', signed=True), int.from_bytes(bs, 'big'))
print(int.from_bytes(b''), int.from_bytes(b'', signed=True), (0).to_bytes(0, 'big'), (0).bit_length(), (-(2 ** 64)).bit_length())
try:
    (1).to_bytes(0, 'big')
except OverflowError as e:
    print('OverflowError', e)
try:
    (1).to_bytes(2, 'middle')
except ValueError as e:
    print('ValueError', e)
