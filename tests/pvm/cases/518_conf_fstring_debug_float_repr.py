x = 3.5; name = 'bob'
print(f"{x=}", f"{x = :.2f}", f"{name=!r:>8}", f"{name!s:^7}|", f"{x*2=}", f"{'a' 'b'}", f"{{}}{x}", f"{x:{'>'}{'8'}.{'2'}}")
print(f"{3:#06x}", f"{-3:#06x}", f"{255:#_b}", f"{1e-7:g}", f"{1e-5:.0e}", f"{123.456:.2g}", f"{0.0001234:.3}", f"{1234.5:.3}", f"{1.0:.3}", f"{100.0:g}", f"{1e100:.2g}")
print('%.0f %.0f %.0f %.0f' % (0.5, 1.5, 2.5, -0.5), '%g %g %g' % (1e16, 123456789, 0.00001), '%#g' % 1.0, '%.2g' % 0.000123, '%e' % 0, '%10.3e|' % -1.5)
print(str(1e16), str(1.5e-5), str(float(10**15)), 1e-4 * 3, 2 ** 0.5, 10 ** -2, 3 * 1.1, 0.1 * 3, 1 / 7, 100 / 3, 1e23, 5e-324, 2.2250738585072014e-308, float.__repr__(1.7976931348623157e308))
print(int('٣٤'), float('١.٥'), int('  0x_ff  ', 16) if False else 0, int('0_7'), int('1_2_3'), int(' +0b1_0 ', 0))
print(round(0.1 + 0.2, 15), round(2.5, 0), round(-1.5), round(1e-320, 320) if False else 0, round(123.456, -1), round(-123.456, -2), round(5.5e-7, 7))
print(7 // -2.0, -7 % 2.0, 7.0 % -3, -0.0 % 1, 5 % -0.5 if False else 0, divmod(-1, 3), (-1) // 3, 2 ** -1074 if False else 0, 10 ** 20 / 10 ** 10, 10**30 // 7, 2**100 % -3, -(2**100) // 3)
print(int(1e23), int(-1.5e300) % 1000, float(2**1023 * 2 - 1) if False else 0, 2**64 / 3, (2**64) * 0.5, 1 / 2**1000 if False else 0)
try:
    float(2**1024)
except OverflowError as e:
    print('OverflowError', e)
try:
    2**1024 / 1
except OverflowError as e:
    print('OverflowError', e)
print((2**1024) // 3 > 0, 2**1024 > 1e308, 2**1024 == float('inf'), float('inf') > 2**2000)
print(hash(float('inf')), hash(-0.0), hash(1e100) , hash(0.1), hash(2**100), hash(-2**70))
# A few more float and f-string corners.
vals = [0.1, 1 / 3, 2.5e-8, 12345678.9, -1e21, 1e21, 123e-20]
for v in vals:
    print(repr(v), str(v), f'{v}', f'{v:e}', f'{v:.4g}', f'{v!r:>25}', '%s|%r|%.3f' % (v, v, v))
width, prec = 12, 4
for v in vals:
    print(f'{v:{width}.{prec}f}|{v:<{width}.{prec}e}|{v:^{width}g}|')
print(f'{"nested":{"^"}{15}}', f"{'{'}{'}'}", f'{3}{"%"}', f'{{{4}}}', f'{1 + 1 = }', f'{"a" if True else "b"!r}')
