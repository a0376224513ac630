samples = ['hello', 'Hello World', 'HELLO', '12345', '١٢٣', '½', '²³', 'Ⅻ', '一二三', 'ǅungla', 'straße', 'ΣΊΣΥΦΟΣ', 'İstanbul', 'ﬀ', '\u00a0', '\t\n', '', 'a1', 'é', 'e\u0301', 'x_y', '😀', '\u200b']
for s in samples:
    flags = [s.isalpha(), s.isalnum(), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isspace(), s.isupper(), s.islower(), s.istitle(), s.isprintable(), s.isidentifier(), s.isascii()]
    print(repr(s), ''.join('1' if f else '0' for f in flags), len(s))
for s in samples[:14]:
    print(repr(s), s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase(), s.casefold(), len(s.upper()))
for ch in 'aZ09 _-é€😀\x00\x1f\x7f\xa0':
    print(repr(ch), ord(ch), hex(ord(ch)), ascii(ch), ch.isprintable(), repr(ch.encode('utf-8')), len(ch.encode('utf-16-le')) if False else '')
print(sorted(['b', 'A', 'a', 'B', 'é', 'e', 'Z', '_', '1']), sorted(['b', 'A', 'a', 'B', 'é', 'e'], key=str.casefold), max('hello'), min('Hello'))
print('ß' == 'SS'.lower(), 'ß'.casefold() == 'SS'.casefold(), 'Ω'.lower(), 'ΣΑΣ'.lower(), 'ﬁne'.upper(), 'ŉ'.upper(), 'İ'.lower() == 'i\u0307')
print('%s|%5s|%-5s|' % ('é', 'é', '😀'), f'{"é":^5}|{"😀":*>3}|', 'é'.center(5, '·'), 'abc'.zfill(6), len('👍🏽'), '👍🏽'[0] == '👍', 'naïve'[2])
print(str.isdigit('٣'), int('٣') + 1, '٣'.isdecimal(), float('٣.٥'), '½'.isnumeric(), '½'.isdigit())
try:
    int('½')
except ValueError as e:
    print('ValueError', e)
# Encoding round trips with error handlers.
words = ['plain', 'café', 'naïve résumé', '€100', '日本', '😀!']
for w in words:
    enc = w.encode('utf-8')
    print(repr(w), len(w), len(enc), enc.decode('utf-8') == w)
    for errors in ['strict', 'ignore', 'replace', 'xmlcharrefreplace', 'backslashreplace']:
        try:
            print('  ascii', errors, w.encode('ascii', errors))
        except UnicodeEncodeError as e:
            print('  ascii', errors, 'UnicodeEncodeError', e.start, e.end, e.reason)
    try:
        print('  latin-1', w.encode('latin-1'))
    except UnicodeEncodeError as e:
        print('  latin-1', 'UnicodeEncodeError', e)
for raw in [b'\xc3\xa9', b'\xe9', b'abc\xff', b'\xf0\x9f\x98', b'\xed\xa0\x80']:
    for errors in ['replace', 'ignore', 'backslashreplace']:
        print(raw, errors, repr(raw.decode('utf-8', errors)))
    print(raw, 'latin-1', repr(raw.decode('latin-1')))
