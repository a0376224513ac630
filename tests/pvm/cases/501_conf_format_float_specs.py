vals = [0.0, -0.0, 1.0, -1.5, 3.14159265, 1e16, 1.5e-7, 123456.789, float('inf'), float('-inf'), float('nan'), 1e300, 5e-324, 0.5, 2.5, 0.125]
specs = ['', 'f', '.0f', '.3f', 'e', '.2e', 'E', 'g', '.3g', 'G', '.10g', '%', '.0%', '10.2f', '<10.2f', '^12.3e', '+.1f', ' .1f', '010.3f', ',.2f', '_.2f', 'z.1f', 'z.0f', '#.0f', '#g', '#.3g', 'n', '.3n', 'F', '.2F', 'r' if False else 's' if False else '']
for v in vals:
    row = []
    for s in specs:
        try:
            row.append(format(v, s))
        except ValueError as e:
            row.append('VE:' + str(e))
    print(repr(v), row)
print(format(-0.0001, 'z.2f'), format(-0.0, 'z'), format(-0.0, 'zg'))
print(f"{1234567.891:,.2f}", f"{1234567.891:_.3f}", f"{-1e6:,}", f"{1e22:,}")
print(repr(1e16), repr(1e15), repr(1.0e-5), repr(0.0001), str(1e-4), str(123456789012345678.0))
print(format(1.0, '.0e'), format(9.99, '.1f'), format(0.05, '.1f'), format(0.15, '.1f'), format(2.675, '.2f'))
for bad in ['d', 'x', 'c', ',%' if False else 'b']:
    try:
        print(format(1.5, bad))
    except ValueError as e:
        print('ValueError', e)
print(round(2.5), round(3.5), round(-2.5), round(2.675, 2), round(1234.5678, -2), round(0.5), round(1.5))
print(round(1e300, -300), round(123, -1), round(125, -1), round(135, -1), round(-125, -1), round(7, 3), type(round(7.0)), type(round(7.0, 1)))
print(float('  1.5  '), float('1_000.5'), float('-inf'), float('+NaN'), float('1e-3'), float('.5'), float('5.'), float('Infinity'))
for s in ['1__0', '', 'abc', '1.2.3', '_1', 'in f']:
    try:
        float(s)
    except ValueError as e:
        print('ValueError', e)
