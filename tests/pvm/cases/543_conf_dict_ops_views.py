inv = {'apple': 3, 'pear': 0, 'fig': 12}
print(list(inv.keys()), list(inv.values()), list(inv.items()), len(inv), 'fig' in inv, 12 in inv.values(), ('fig', 12) in inv.items())
keys = inv.keys()
inv['kiwi'] = 5
print(list(keys), len(keys), repr(keys), repr(inv.values()), repr(inv.items()))
print(inv.get('plum'), inv.get('plum', 0), inv.setdefault('plum', 7), inv.pop('pear'), inv.pop('none', None), inv)
print(inv.popitem(), inv, dict(sorted(inv.items())), dict(reversed(list(inv.items()))), list(reversed(inv)), list(reversed(inv.values())))
merged = inv | {'apple': 100, 'new': 1}
print(merged, inv)
inv |= {'apple': 0}
print(inv, {**inv, **{'x': 1}}, dict(inv, extra=2))
counts = {}
for w in 'the cat and the hat and the bat'.split():
    counts[w] = counts.get(w, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts.items(), key=lambda kv: -kv[1])[:2])
nested = {'a': {'b': {'c': 1}}}
nested['a']['b']['d'] = 2
print(nested, nested['a']['b'].keys() == {'c': 0, 'd': 0}.keys() if False else list(nested['a']['b']))
inverted = {v: k for k, v in {'x': 1, 'y': 2, 'z': 1}.items()}
print(inverted, {k: v for k, v in zip('abc', range(3)) if v}, dict.fromkeys(['a', 'b']), dict.fromkeys('xy', []))
d1, d2 = {'a': 1, 'b': 2}, {'b': 2, 'a': 1}
print(d1 == d2, list(d1) == list(d2), d1 != {'a': 1}, {1: 'x'} == {1.0: 'x'}, {True: 1} == {1: 1})
d = {1: 'int', 1.0: 'float', True: 'bool'}
print(d, len(d))
d = {(1, 2): 'tuple key', 'k': [1], None: 'none', 3.5: 'float'}
print(d[(1, 2)], d[None], d[3.5], list(d))
try:
    d[[1, 2]] = 0
except TypeError as e:
    print('TypeError', e)
try:
    {}['missing']
except KeyError as e:
    print('KeyError', e, repr(e), e.args)
try:
    {'a': 1}[('a',)]
except KeyError as e:
    print('KeyError', e)
try:
    dict.fromkeys([[1]])
except TypeError as e:
    print('TypeError', e)
try:
    inv.update(5)
except TypeError as e:
    print('TypeError', e)
inv.update([('q', 1)], r=2)
print(inv, inv.copy() == inv, inv.copy() is inv, type(inv.keys()).__name__, type(inv.items()).__name__)
inv.clear()
print(inv, bool(inv), dict(), dict([]), dict({}), dict(zip('ab', 'cd')))
