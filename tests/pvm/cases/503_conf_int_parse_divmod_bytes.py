for s, b in [('42', 10), ('  -17 ', 10), ('1_000', 10), ('ff', 16), ('0xff', 16), ('0xff', 0), ('0o17', 0), ('0b101', 0), ('z', 36), ('-0b11', 0), ('+12', 10), ('٣', 10), ('10', 2)]:
    print(repr(s), b, int(s, b))
for s, b in [('08', 0), ('1__0', 10), ('_1', 10), ('', 10), ('12', 1), ('2', 2), ('0x', 16), ('1.5', 10), ('12', 37)]:
    try:
        int(s, b)
    except ValueError as e:
        print('ValueError', e)
print(int(3.99), int(-3.99), int(True), int('0'), int(), int(b'12') if False else 0)
for v in [float('inf'), float('nan')]:
    try:
        int(v)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    int([1])
except TypeError as e:
    print('TypeError', e)
try:
    int('5', base=10.0)
except TypeError as e:
    print('TypeError', e)
for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (7.5, 2), (-7.5, 2), (7, 0.5), (-0.0, 1)]:
    print(a, b, a // b, a % b, divmod(a, b))
for e in [(2, -1), (2, -2), (4, 0.5), (0, 0), (2.0, 3), (-2, 3), (10, -3)]:
    print(e, e[0] ** e[1])
try:
    0 ** -1
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
for op in [lambda: 1 / 0, lambda: 1 // 0, lambda: 1 % 0, lambda: 1.0 / 0, lambda: divmod(1, 0), lambda: 1.5 % 0.0]:
    try:
        op()
    except ZeroDivisionError as e:
        print('ZeroDivisionError', e)
print(pow(3, 4, 5), pow(2, -1, 7), pow(-3, 3, 7), pow(3, 0, 1))
try:
    pow(2, -1, 4)
except ValueError as e:
    print('ValueError', e)
for n in [0, 1, -1, 255, 256, -256, 2**64]:
    print(n, n.bit_length(), bin(n), oct(n), hex(n), n.bit_count())
print((1024).to_bytes(2, 'big'), (1024).to_bytes(4, 'little'), (-1).to_bytes(2, 'big', signed=True), (255).to_bytes(1, 'big'))
print(int.from_bytes(b'\xff\xff', 'big', signed=True), int.from_bytes(b'\x00\x01', 'little'), int.from_bytes([1, 2], 'big'))
try:
    (256).to_bytes(1, 'big')
except OverflowError as e:
    print('OverflowError', e)
try:
    (-1).to_bytes(1, 'big')
except OverflowError as e:
    print('OverflowError', e)
print((5).to_bytes(), int.from_bytes(b'\x05'))
print(2**53 == 2.0**53, 2**53 + 1 == 2.0**53, 2**53 + 1 > 2.0**53, float(2**53 + 1), 10**400 > 1e308, -10**400 < float('-inf'))
print(abs(-5), abs(-5.5), abs(True), (-5).__abs__(), int.__add__(2, 3), (7).real, (7).imag, (7).numerator, (7).denominator, (6).conjugate())
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, 1 / 3, 2 / 3, 10 / 4, 1e308 * 10, -1e308 * 10, 9007199254740993)
