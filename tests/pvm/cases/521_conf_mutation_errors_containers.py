d = {'a': 1, 'b': 2}
try:
    for k in d:
        d['c'] = 3
except RuntimeError as e:
    print('RuntimeError', e)
d = {'a': 1, 'b': 2}
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    print('RuntimeError', e)
L = [3, 1, 2]
def key(x):
    L.append(0)
    return x
try:
    L.sort(key=key)
except ValueError as e:
    print('ValueError', e, L)
def g():
    yield next(gen)
gen = g()
try:
    next(gen)
except ValueError as e:
    print('ValueError', e)
print('ab' * -1, [1] * 0, '%c' % 256, '%5c|' % 'x', '%-3c|' % 65)
try:
    '%c' % 'ab'
except TypeError as e:
    print('TypeError', e)
try:
    [].sort(1)
except TypeError as e:
    print('TypeError', e)
try:
    sorted([3, 1], lambda x: x)
except TypeError as e:
    print('TypeError', e)
print(str(10**100)[:20], len(str(2**4000)), int('9' * 300) % 97, repr(1e-300 * 1e-300), -1e-300 * 1e-300, repr(-0.0 * 5))
x = [1, 2, 3]
x[5:] = [4]; print(x); x[-10:1] = ['a']; print(x)
print(list(range(10))[-3:-1], list(range(10))[8:2:-2], 'hello'[::-1], 'hello'[-100:100], (1, 2, 3)[::-1][1:])
t = (1, [2]); 
try:
    t[1] += [3]
except TypeError as e:
    print('TypeError', e, t)
e = {}
print(e.setdefault('a', []), e, e.pop('zz', 'dflt'), dict.fromkeys('ab', 0), {1: 'a'}.get(1.0), {True: 'x'}[1], list({1: 0, 1.0: 1, True: 2}.items()))
try:
    e.pop('nope')
except KeyError as ex:
    print('KeyError', ex)
print([1, 2, 3].index(2, 1), [1, 2] * 2, [[0] * 2] * 2, list('abc').count('a'), [3, 1, 2].copy(), sorted([(1, 'b'), (1, 'a')]), [1, 2, 3, 4].pop(1), list(reversed([])))
try:
    [1, 2].index(1, 1)
except ValueError as ex:
    print('ValueError', ex)
try:
    (1, 2).index(5)
except ValueError as ex:
    print('ValueError', ex)
print(tuple.count((1, 1), 1), str.join(',', 'ab'), 'abc'.__len__(), 'a'.__add__('b'), (5).__truediv__(2), (5).__rtruediv__(2), int.__mul__(3, 4), 'x'.__mul__(3), [].__class__.__name__)
print(NotImplemented, repr(NotImplemented), Ellipsis, ..., type(...).__name__, bool(NotImplemented) if False else '', type(None).__name__, None.__class__)
