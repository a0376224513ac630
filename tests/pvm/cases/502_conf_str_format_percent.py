class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"P({self.x}, {self.y})"
    def __str__(self):
        return f"<{self.x},{self.y}>"
    def __format__(self, spec):
        if spec == 'polar':
            return 'polar!'
        return format(str(self), spec)
p = P(1, 2)
print('{0.x} {0.y} {1[0]} {1[k]}'.format(p, {0: 'zero', 'k': 'kay'}))
print('{!r} {!s} {!a}'.format(p, p, 'caf\xe9'))
print('{:polar} {:>10} {:*<9}'.format(p, p, p))
print(f"{p!r:>12}|{p:^10}|{p:polar}")
print('{0}{1}{0}'.format('a', 'b'), '{}-{}'.format(1, 2), '{{literal}} {}'.format(3))
print('{:{w}.{p}f}'.format(3.14159, w=10, p=3), '{:{}{}}'.format(42, '>', 6))
print('{a[1]} {b.real}'.format(a=[5, 6], b=7))
print('{0[1][0]}'.format([[1], [2, 3]]))
d = {'name': 'Ann', 'age': 30}
print('{name} is {age}'.format(**d), '{name!r:>8}'.format_map(d))
print('%s %r %d %5.2f %-5d| %05d %x %X %o %e %g %c %%' % ('s', 'r', 42, 3.14159, 7, 42, 255, 255, 8, 12345.678, 0.0001, 65))
print('%(name)s is %(age)03d' % d)
print('%*d|%-*d|%.*f' % (5, 42, 5, 42, 2, 3.14159))
print('%#x %#o %+d % d %c' % (255, 8, 5, 5, 'z'))
print('%s' % (1,), '%s' % [1, 2], '%r' % 'x', '%a' % 'é')
print('%.3s|%5s|%-5s|' % ('abcdef', 'ab', 'ab'))
print('%i %u' % (3, 4), '%5.1e' % 12345.0, '%G' % 1e-10)
for fmt, args in [('%d', 'x'), ('%s %s', (1,)), ('%s', (1, 2)), ('%z', 1), ('%(a)s', 1), ('{', ()), ('%d', 1.5)]:
    try:
        print(repr(fmt % args))
    except Exception as e:
        print(type(e).__name__, e)
for fmt in ['{', '}', '{0', '{:d}', '{0!x}', '{1}', '{a}']:
    try:
        print(fmt.format('s'))
    except Exception as e:
        print(type(e).__name__, e)
print('{:d}'.format(True), '{:5}|{:<5}|'.format(1, 'a'), '{:=^11}'.format(' mid '))
print(str.format('{}!', 'hi'), format('abc', '>5'), format('abc', '.2'), format('abc'))
