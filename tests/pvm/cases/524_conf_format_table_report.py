rows = [('Widget', 4, 3.5), ('Gadget, large', 12, 12.25), ('Thing', 1000, 0.075), ('Ünïcode', -3, -1234.5)]
hdr = f"{'Item':<15}|{'Qty':>6}|{'Price':>10}|{'Total':>12}"
print(hdr)
print('-' * len(hdr))
total = 0
for name, q, p in rows:
    t = q * p
    total += t
    print(f'{name:<15.15}|{q:>6,d}|{p:>10.2f}|{t:>12,.2f}')
print('=' * len(hdr))
print(f"{'TOTAL':<15}|{'':>6}|{'':>10}|{total:>12,.2f}")
print(f'{total:+015,.3f}', f'{total:_^20.1f}', f'{-total:e}', f'{total:.2%}', f'{int(total):#x}')
for w in [1, 5, 10]:
    print('[%*s]' % (w, 'ab'), '[%-*s]' % (w, 'ab'), '[%*.*f]' % (w, 2, 3.14159), '[{:{w}}]'.format('ab', w=w), '[{:>{w}}]'.format(7, w=w))
cells = [['a', 'bb', 'ccc'], ['dddd', 'e', 'ff']]
widths = [max(len(r[i]) for r in cells) for i in range(3)]
for r in cells:
    print(' | '.join(c.ljust(w) for c, w in zip(r, widths)) + ' |')
    print(' | '.join(c.rjust(w, '.') for c, w in zip(r, widths)))
    print(' | '.join(f'{c:^{w + 2}}' for c, w in zip(r, widths)))
money = [0, 0.005, 0.015, 1.005, 2.675, 1e6, 123456789.125, -0.004]
for m in money:
    print(f'{m:,.2f}', '%.2f' % m, round(m, 2), format(m, '.3g'), format(m, 'n'))
pct = [0.0, 0.5, 0.12345, 1.0, 2.5, -0.001]
print([f'{p:.1%}' for p in pct], [f'{p:%}' for p in pct[:2]], [f'{p:>8.0%}' for p in pct])
for n in [0, 7, 42, 255, 4096, 65535]:
    print(f'{n:3d} {n:08b} {n:#06o} {n:04X} {n:#x} {n:c}' if n < 0x110000 else '')
print('{:=+10.3f}|{:=-10}|{:= 10}'.format(3.14159, -2, 5))
print('{0:{1}{2}{3}}'.format(42, '*', '^', 9), '{:{}}'.format('x', 4) + '|')
