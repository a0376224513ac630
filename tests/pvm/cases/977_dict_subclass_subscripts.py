# Subscripts of dict subclasses: dict's own __getitem__ and __setitem__
# (defaultdict, Counter, plain subclasses) and classes that replace them,
# before and after the class changes.
from collections import Counter, OrderedDict, defaultdict


class Plain(dict):
    pass


class Missing(dict):
    def __missing__(self, key):
        return 'missing %r' % (key,)


class GetIsGet(dict):
    __getitem__ = dict.get


class Always(dict):
    def __contains__(self, key):
        return True


class Logged(dict):
    def __setitem__(self, key, value):
        print('set', key, value)
        super().__setitem__(key, value * 2)


def counts():
    words = 'a b a c b a'.split()
    dd = defaultdict(int)
    c = Counter()
    p = Plain()
    for w in words:
        dd[w] += 1
        c[w] += 1
        p[w] = p.get(w, 0) + 1
    print(sorted(dd.items()), c.most_common(2), sorted(p.items()))
    print(c['zz'], dd['zz'], sorted(dd), 'a' in c, 'q' in c, 'zz' in dd, 'a' in p)
    try:
        p['zz']
    except KeyError as e:
        print('KeyError', e)
    od = OrderedDict()
    od['x'] = 1
    od['y'] = 2
    od['x'] = 3
    print(list(od.items()), od['y'])


def overrides():
    m = Missing(a=1)
    print(m['a'], m['b'])
    g = GetIsGet(a=1)
    print(g['a'], g['nope'])
    print('anything' in Always(), 1 in Always(a=1))
    try:
        [] in Plain()
    except TypeError as e:
        print('TypeError', e)
    lg = Logged()
    lg['k'] = 5
    print(lg['k'], dict(lg))


def class_changes():
    p = Plain(a=1)
    for step in range(4):
        try:
            print(step, p['a'], p['b'])
        except KeyError as e:
            print(step, 'KeyError', e)
        p['b'] = step
        if step == 1:
            Plain.__getitem__ = lambda self, k: 'patched %s' % k
            Plain.__setitem__ = lambda self, k, v: print('patched set', k, v)
        elif step == 2:
            del Plain.__getitem__
            del Plain.__setitem__


counts()
overrides()
class_changes()
