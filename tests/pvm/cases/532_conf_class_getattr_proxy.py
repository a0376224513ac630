class Proxy:
    def __init__(self, target):
        object.__setattr__(self, '_target', target)
        object.__setattr__(self, '_log', [])
    def __getattr__(self, name):
        self._log.append(('get', name))
        return getattr(self._target, name)
    def __setattr__(self, name, value):
        self._log.append(('set', name))
        setattr(self._target, name, value)
    def __delattr__(self, name):
        self._log.append(('del', name))
        delattr(self._target, name)
class Target:
    def __init__(self):
        self.x = 1
    def hello(self, who):
        return f'hello {who} from {self.x}'
t = Target()
p = Proxy(t)
print(p.x, p.hello('bob'))
p.x = 42
print(t.x, p.hello('ann'))
p.y = 'new'
print(t.y, hasattr(p, 'zzz'), getattr(p, 'zzz', 'default'))
del p.y
print(hasattr(t, 'y'), p._log)
try:
    p.missing
except AttributeError as e:
    print('AttributeError', e)
class Strict:
    __slots__ = ('a', 'b')
    def __init__(self, a):
        self.a = a
s = Strict(1)
try:
    print(s.b)
except AttributeError as e:
    print('AttributeError', e)
try:
    s.c = 1
except AttributeError as e:
    print('AttributeError', e)
class Counter:
    count = 0
    def __getattribute__(self, name):
        if name != '__class__':
            type(self).count += 1
        return super().__getattribute__(name)
    def m(self):
        return 'm'
c = Counter()
c.m(); c.m(); getattr(c, 'm')
print(Counter.count)
class Defaults:
    color = 'red'
    def __getattr__(self, name):
        return f'<{name}?>'
d = Defaults()
d.size = 3
print(d.color, d.size, d.weight, vars(d), 'color' in vars(d))
class AttrDict(dict):
    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k) from None
    def __setattr__(self, k, v):
        self[k] = v
ad = AttrDict(a=1)
ad.b = 2
print(ad.a, ad.b, ad, getattr(ad, 'c', None), hasattr(ad, 'keys'))
try:
    ad.zz
except AttributeError as e:
    print('AttributeError', e, e.__context__, e.__suppress_context__)
print(getattr(5, 'bit_length')(), setattr(t, 'q', 9), t.q, delattr(t, 'q'), hasattr(t, 'q'))
try:
    getattr(t, 5)
except TypeError as e:
    print('TypeError', e)
