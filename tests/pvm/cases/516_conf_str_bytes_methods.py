s = 'a,b,,c,'
print(s.split(','), s.split(',', 1), s.rsplit(',', 2), s.split(',', maxsplit=-1), '  a  b \t c\n'.split(), '  a  b  '.split(None, 1), '  a  b  '.rsplit(None, 1), ''.split(), ''.split(','))
print('a\nb\r\nc\rd\x0be\x0cf\x1cg\u2028h'.splitlines(), 'x\ny\n'.splitlines(keepends=True), ''.splitlines(), 'one\n'.splitlines())
print('key=val=x'.partition('='), 'noeq'.partition('='), 'key=val=x'.rpartition('='), 'noeq'.rpartition('='))
try:
    'x'.partition('')
except ValueError as e:
    print('ValueError', e)
try:
    'x'.split('')
except ValueError as e:
    print('ValueError', e)
print('xxhixx'.strip('x'), '<<a>>'.lstrip('<'), '<<a>>'.rstrip('>'), 'abcba'.strip('ab'), '  \t x \n'.strip(), 'www.site.com'.strip('cmowz.'))
print('prefix_name'.removeprefix('prefix_'), 'name.py'.removesuffix('.py'), 'abc'.removeprefix('x'), 'abc'.removesuffix(''))
print('hello'.translate({ord('l'): 'L', ord('o'): None, ord('h'): 72}), 'abc'.translate(str.maketrans('ab', 'xy')), 'a-b_c'.translate(str.maketrans('', '', '-_')), str.maketrans({'a': '1'}))
print('Straße'.casefold(), 'Straße'.lower(), 'Straße'.upper(), 'ǅ'.lower(), 'ß'.upper(), 'ﬁ'.upper(), 'İ'.lower().__len__(), 'hello world'.title(), "they're bill's".title(), 'hello World'.capitalize(), 'HeLLo'.swapcase())
for w in ['abc', '_x1', '1x', 'é', 'a-b', '', 'class', '٣', '²', '½', '12', ' ', 'a\tb', '\x7f', 'ab\u200b']:
    print(repr(w), w.isidentifier(), w.isdecimal(), w.isdigit(), w.isnumeric(), w.isprintable(), w.isalpha(), w.isalnum(), w.isspace(), w.isascii())
print('Hello'.center(11, '*'), 'x'.ljust(3, '.'), 'x'.rjust(3), '42'.zfill(5), '-42'.zfill(5), '+x'.zfill(4), 'a\tbc\td'.expandtabs(4), 'ab'.center(5))
print('abcabc'.find('c'), 'abcabc'.rfind('c'), 'abcabc'.find('c', 3, 5), 'abcabc'.count('bc'), 'aaaa'.count('aa'), 'abc'.count(''), 'abc'.startswith(('x', 'a')), 'abc'.endswith('bc', 0, 3), 'ab'.replace('', '-'), 'aaa'.replace('a', 'b', 2))
print('café'.encode(), 'café'.encode('latin-1'), 'café'.encode('ascii', 'replace'), 'café'.encode('ascii', 'ignore'), 'café☺'.encode('ascii', 'xmlcharrefreplace'), 'café'.encode('ascii', 'backslashreplace'))
print(b'caf\xc3\xa9'.decode(), b'caf\xe9'.decode('latin-1'), b'caf\xe9'.decode('utf-8', 'replace'), b'caf\xe9'.decode('utf-8', 'ignore'), b'caf\xe9'.decode('ascii', 'backslashreplace'))
try:
    'café'.encode('ascii')
except UnicodeEncodeError as e:
    print('UnicodeEncodeError', e, e.start, e.end, e.reason)
try:
    b'\xff\xfe'.decode('utf-8')
except UnicodeDecodeError as e:
    print('UnicodeDecodeError', e)
print(b'\x01\xab\xff'.hex(), b'\x01\xab\xff'.hex(':'), b'\x01\xab\xff\x02'.hex('-', 2), bytes.fromhex('01 ab ff'), bytearray.fromhex('00ff'))
ba = bytearray(b'hello')
ba[0] = 72; ba.append(33); ba.extend(b'??'); ba.insert(0, 62); del ba[1]; ba += b'!'
print(ba, ba.pop(), ba.remove(63), ba, ba.find(b'l'), ba.upper(), bytes(ba[1:3]), len(ba))
ba[1:3] = b'XYZ'; print(ba); ba.reverse(); print(ba); ba.clear(); print(ba)
try:
    bytearray(b'a')[0] = 256
except ValueError as e:
    print('ValueError', e)
print(bytes(3), bytes([65, 66]), bytes('é', 'utf-8'), b'a,b'.split(b','), b'  x '.strip(), b'abc'[1], b'abc'[1:], b'ab' * 2, b'%d-%s' % (5, b'x'), b'x' in b'axb', 98 in b'abc')
print(b'hello world'.title(), b'abc'.replace(b'b', b'B'), b'a\tb'.expandtabs(), b'ABC'.lower(), b'12'.isdigit(), b'ab'.startswith(b'a'), b'ab'.center(6, b'-'), b''.join([b'a', b'b']))
