# hasattr and getattr with a default on instances: own attributes in the
# shared layout and in dicts, class attributes, descriptors and hooks.

class Base:
    kind = 'base'

    def method(self):
        return 1

    @property
    def prop(self):
        return self.hidden

    @property
    def broken(self):
        raise ValueError('not an AttributeError')


class Child(Base):
    __slots__ = ()


class Dyn(Base):
    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)


class Hook:
    def __getattr__(self, name):
        if name.startswith('v_'):
            return name[2:]
        raise AttributeError(name)


class Slotted:
    __slots__ = ('a', 'b')


def probe(obj, names):
    out = []
    for n in names:
        v = getattr(obj, n, '-')
        if callable(v) and not isinstance(v, type):
            v = 'callable'
        out.append('%s=%s/%r' % (n, hasattr(obj, n), v))
    print(type(obj).__name__, ' '.join(out))


b = Base()
b.x = 1
b.hidden = 'h'
probe(b, ['x', 'y', 'kind', 'method', 'prop', '__class__', '__dict__'])
b2 = Base()
probe(b2, ['x', 'prop', 'hidden'])
d = Dyn(z=3, a=1, q=None)
del d.a
probe(d, ['z', 'a', 'q', 'kind'])
probe(Hook(), ['v_one', 'other', '__class__'])
s = Slotted()
s.a = 5
probe(s, ['a', 'b', 'c'])
probe(Child(), ['kind', 'x'])
for obj in (b, b2, d):
    obj.kind = 'own'
    print(getattr(obj, 'kind', None), hasattr(obj, 'kind'))
try:
    hasattr(b, 'broken')
except ValueError as e:
    print('ValueError', e)
try:
    getattr(b, 'broken', 0)
except ValueError as e:
    print('ValueError', e)
try:
    hasattr(b, 5)
except TypeError as e:
    print('TypeError', e)
Base.y = 'late'
probe(b2, ['y'])
del Base.y
probe(b2, ['y'])
