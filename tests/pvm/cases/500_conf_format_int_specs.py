vals = [0, 1, -1, 42, -42, 255, 1234567, -1234567, 10**20]
specs = ['', 'd', '5d', '<8d', '>8d', '^8d', '*^9d', '+d', ' d', '-d', '08d', '+08d', ',', '_', '_b', '_x', '#x', '#X', '#o', '#b', 'x', 'X', 'o', 'b', 'c', 'n', 'e', 'E', 'f', '.2f', 'g', 'G', '%', '.1%', '=+10d', '0=10d', '#010x', '#_b', ',d', '10,', '010,d', 'z']
for v in vals:
    row = []
    for s in specs:
        try:
            if s == 'c' and (v < 0 or v > 0x10FFFF):
                row.append('skip')
                continue
            row.append(format(v, s))
        except (ValueError, TypeError, OverflowError) as e:
            row.append(type(e).__name__ + ':' + str(e))
    print(v, row)
print(format(True, 'd'), format(True, ''), format(False, '5'), f"{True!r:>6}")
print(f"{12345:{'>'}{10}}", f"{3:0{5}}", f"{'x':{'*'}^{7}}")
print('{:,}'.format(-1000000), '{:_}'.format(123456789), '{:_x}'.format(0xdeadbeef))
print(format(65, 'c'), format(0x1F600, 'c') == '\U0001F600')
for bad in [',x', '_c', ',b', 's', '.2d', '=s', 'zd']:
    try:
        print(bad, format(5, bad))
    except ValueError as e:
        print(bad, 'ValueError', e)
