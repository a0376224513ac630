text = 'alpha beta  gamma\tdelta\n\nepsilon '
print(text.split(), text.split(' '), text.split(None, 2), text.rsplit(None, 2), text.split(' ', 2), text.rsplit(' ', 2))
csv = 'a,b,"c,d",,e'
print(csv.split(','), csv.split(',', 0), csv.rsplit(',', 1), csv.split(',', 10), csv.count(','), csv.rfind(','), csv.rindex('a'))
print('a\r\nb\rc\n'.splitlines(), 'a\r\nb\rc\n'.splitlines(True), 'a\n\nb'.split('\n'), '\n'.join(['x', 'y', '']), 'a\x85b\u2029c'.splitlines(), 'a\x85b'.split())
path = '/usr/local/lib/python3.11/site.py'
print(path.rpartition('/'), path.partition('/'), path.rsplit('/', 1)[-1].rpartition('.'), path.split('/')[1:3], path.strip('/').split('/', 2), path.endswith(('.py', '.pyc')))
print('-'.join('abc'), ''.join(reversed('abc')), ', '.join(map(str, range(5))), ' '.join(w.capitalize() for w in 'the quick fox'.split()), '|'.join(['', '', '']))
print('  x  '.strip(), '..x..'.strip('.'), 'xyzabczyx'.strip('xyz'), 'abc'.strip(''), '\u2003x\u3000'.strip(), 'x\x00'.strip(), b'  y '.strip(), b'xxyxx'.strip(b'x'))
kv = 'a=1; b=2 ;c = 3;; d'
pairs = [p.strip().partition('=') for p in kv.split(';') if p.strip()]
print(pairs, {k.strip(): v.strip() for k, sep, v in pairs if sep})
print('hello world'.replace('o', '0'), 'aaaa'.replace('aa', 'b'), 'abc'.replace('', '.'), 'abc'.replace('x', 'y'), 'a.b.c'.replace('.', '', 1), ''.replace('', 'x'))
print('tic-tac-toe'.index('-'), 'tic-tac-toe'.rindex('-'), 'tic-tac-toe'.find('-', 4), 'tic-tac-toe'.find('-', -3), 'abc'.find(''), 'abc'.find('', 5), 'abc'.rfind(''), 'abcabc'.index('c', -2))
try:
    'abc'.rindex('z')
except ValueError as e:
    print('ValueError', e)
print('Hello'.startswith('he'), 'Hello'.lower().startswith('he'), 'Hello'.startswith('l', 2), 'Hello'.startswith(''), 'Hello'.endswith('lo', 1, 5), 'Hello'.endswith('l', 1, 4), 'abc'.startswith(('b', 'a'), 0))
try:
    'abc'.startswith(['a'])
except TypeError as e:
    print('TypeError', e)
print('{}'.join('ab'), 'x'.join([]), 'x'.join(['only']), str.join('', ('a', 'b')), 'ab'.join('12'))
try:
    ', '.join(['a', 2, 'c'])
except TypeError as e:
    print('TypeError', e)
print('one two three'.title().swapcase(), 'AbC'.lower().upper(), 'x' * 3 + 'y' * 0, 'ab' in 'cabd', '' in 'x', 'abc' < 'abd', 'Z' < 'a', 'abc' * True)
