# Error messages for mixed-type operations, then an uncaught one.
pairs = [(1, 'a'), ('a', 1), ([1], 1), ((1,), [1]), (None, 1), ({}, {}), (1.5, 'x'), (b'a', 'a'), ([], None)]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('%', lambda a, b: a % b), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('&', lambda a, b: a & b), ('//', lambda a, b: a // b), ('@', lambda a, b: a @ b), ('<<', lambda a, b: a << b)]
for a, b in pairs:
    for sym, op in ops:
        try:
            r = op(a, b)
            print(repr(a), sym, repr(b), '=', repr(r))
        except TypeError as e:
            print(repr(a), sym, repr(b), 'TypeError:', e)
for v in [None, 'x', [1], {}, 1.5]:
    for name, op in [('neg', lambda x: -x), ('pos', lambda x: +x), ('inv', lambda x: ~x), ('abs', abs), ('len', len), ('iter', iter)]:
        try:
            op(v)
            print(name, repr(v), 'ok')
        except TypeError as e:
            print(name, repr(v), 'TypeError:', e)
x = [1, 2]
try:
    x += 5
except TypeError as e:
    print('TypeError', e)
s = 'a'
try:
    s -= 'a'
except TypeError as e:
    print('TypeError', e)
total = 0
for item in [3, 4, '5']:
    total += item
