from functools import total_ordering
class Base:
    __slots__ = ('a',)
    def __init__(self): self.a = 1
class Child(Base):
    __slots__ = ('b',)
    def __init__(self):
        super().__init__(); self.b = 2
c = Child()
print(c.a, c.b, Child.__slots__, hasattr(c, '__dict__'))
try:
    c.z = 3
except AttributeError as e:
    print('AttributeError', e)
class Free(Base):
    pass
f = Free(); f.z = 9; print(f.z, f.__dict__)
class Plugin:
    registry = []
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.registry.append(cls.plugin_name)
class A(Plugin, name='alpha'): pass
class B(Plugin): pass
print(Plugin.registry, A.plugin_name)
try:
    class Bad(Plugin, colour='red'): pass
except TypeError as e:
    print('TypeError', e)
def deco(cls):
    cls.tag = 'decorated'
    return cls
@deco
class D: pass
print(D.tag)
class Temp:
    def __init__(self): self._c = 0
    @property
    def c(self):
        "celsius"
        return self._c
    @c.setter
    def c(self, v):
        if v < -273: raise ValueError('too cold')
        self._c = v
    @c.deleter
    def c(self):
        print('deleting'); self._c = None
t = Temp(); t.c = 25; print(t.c, Temp.c.__doc__)
del t.c; print(t.c)
try:
    t.c = -300
except ValueError as e:
    print(e)
class RO:
    @property
    def x(self): return 1
try:
    RO().x = 2
except AttributeError as e:
    print('AttributeError', e)
try:
    del RO().x
except AttributeError as e:
    print('AttributeError', e)
class Lazy:
    def __getattr__(self, name):
        if name.startswith('_'): raise AttributeError(name)
        return name.upper()
l = Lazy(); l.real = 'r'
print(l.foo, l.real, getattr(l, 'bar', 'dflt'), hasattr(l, '_x'))
class Logged:
    def __init__(self): self.v = 1
    def __getattribute__(self, name):
        if name == 'secret': return 'intercepted'
        return object.__getattribute__(self, name)
print(Logged().v, Logged().secret)
@total_ordering
class Ver:
    def __init__(self, *p): self.p = p
    def __eq__(self, o): return self.p == o.p
    def __lt__(self, o): return self.p < o.p
    def __repr__(self): return 'V' + '.'.join(map(str, self.p))
vs = [Ver(1, 2), Ver(1, 0), Ver(2,), Ver(1, 2, 1)]
print(sorted(vs), Ver(1) <= Ver(1), Ver(2) >= Ver(3), Ver(2) > Ver(1), max(vs))
class NoHash:
    def __eq__(self, o): return True
try:
    hash(NoHash())
except TypeError as e:
    print('TypeError', e)
print(NoHash.__hash__)
class Meta(type):
    def __call__(cls, *a, **k):
        print('Meta.__call__', cls.__name__, a)
        return super().__call__(*a, **k)
class M(metaclass=Meta):
    def __init__(self, x): self.x = x
print(M(5).x, type(M).__name__)
class G:
    def __class_getitem__(cls, item): return f"G[{item.__name__ if isinstance(item, type) else item}]"
print(G[int], G['x'])
