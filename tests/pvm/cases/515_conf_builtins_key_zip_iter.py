words = ['banana', 'Apple', 'cherry', 'date', 'Elder']
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True), sorted(words, reverse=True))
print(min(words, key=len), max(words, key=len), min([], default=None), max([], key=len, default='empty'), max(3, 1, 2), min('b', 'a', key=ord))
try:
    max([], key=len)
except ValueError as e:
    print('ValueError', e)
try:
    min()
except TypeError as e:
    print('TypeError', e)
try:
    max(1, 2, default=0)
except TypeError as e:
    print('TypeError', e)
print(list(zip([1, 2], 'ab')), list(zip()), list(zip([1, 2, 3], 'ab')), list(zip(*[(1, 'a'), (2, 'b')])))
try:
    list(zip([1, 2], 'abc', strict=True))
except ValueError as e:
    print('ValueError', e)
try:
    list(zip([1, 2, 3], 'ab', strict=True))
except ValueError as e:
    print('ValueError', e)
try:
    list(zip([1], 'a', [], strict=True))
except ValueError as e:
    print('ValueError', e)
print(list(enumerate('abc', start=10)), list(enumerate([], 5)), list(map(pow, [2, 3], [3, 2])), list(map(lambda a, b, c: a + b + c, 'ab', 'cd', 'efg')))
it = iter([1, 2, 3, 0, 5]).__next__
print(list(iter(it, 0)))
cnt = [0]
def tick():
    cnt[0] += 1
    return cnt[0]
print(list(iter(tick, 4)), next(iter([]), 'dflt'), next(iter('x'), 'dflt'))
g = (x for x in range(2))
print(next(g), next(g), next(g, 'done'))
s = slice(1, 10, 2)
print(s, s.start, s.stop, s.step, s.indices(5), slice(None, None, -1).indices(4), slice(-3, None).indices(10), slice(5).indices(3))
print([0, 1, 2, 3, 4, 5][s], 'abcdef'[slice(None, None, -2)], repr(slice(1, 2)))
try:
    slice(0, 1, 0).indices(3)
except ValueError as e:
    print('ValueError', e)
print(isinstance(1, (str, int)), isinstance(True, int), isinstance(1, int | str), isinstance(None, type(None)), issubclass(bool, (int,)), isinstance([], (tuple, (dict, list))))
print(round(3.14159, 2), round(-0.5), round(1.25, 1), round(1.35, 1), abs(-0.0), pow(2, 10), pow(2.0, -1), pow(-8, 1 / 3) if False else 0, pow(5, 3, 13))
print(any([]), all([]), any(x > 2 for x in [1, 5]), all(x for x in [1, 0, 1 / 1]))
def noisy(x):
    print('check', x)
    return x
print(any(noisy(x) for x in [0, 1, 2]), all(noisy(x) for x in [1, 0, 2]))
print(chr(97), chr(0x263A), ord('€'), ord('\U0001F600'), bin(-10), oct(-8), hex(-255), hex(0), bin(0))
print(ascii('héllo ☺ \U0001F600'), ascii(['é']), repr('it\'s'), repr("say \"hi\""), repr('both \' and "'), repr('tab\tnl\n\\'), repr('\x00\x7f\x80'), repr('é☺'))
print(repr([1, 'a', (2,), {'k': [None, True]}, (), 1.0, -0.0]), repr(b'\x00a\'"'), repr(bytearray(b'hi')), str(b'x'))
print(divmod(-7, 2), divmod(7.5, -2), list(reversed(range(5))), list(reversed('abc')), list(reversed((1, 2))), sorted('bca'), sorted({'b': 1, 'a': 2}))
print(list(filter(None, [0, 1, '', 'a', None, []])), list(filter(str.isdigit, 'a1b2')), len(range(0, 10, 3)), range(10)[::-2], range(1, 10)[2:5], 5 in range(0, 10, 5))
print(callable(len), callable(1), getattr(1, 'real'), hasattr([], 'append'), type(3).__name__, type('') is str, int.__name__, len.__name__, hash(5), hash(-1) == -2)
print(format(1234.5, ',.1f'), format('x', '^5'), str(), bool(), float(), tuple('ab'), list({'a': 1}), dict(a=1, **{'b': 2}), dict([('x', 1)], y=2))
