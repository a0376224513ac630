class Typed:
    def __set_name__(self, owner, name):
        self.name = '_' + name
        print('set_name', owner.__name__, name)
    def __get__(self, obj, objtype=None):
        if obj is None: return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, int): raise TypeError(f'{self.name[1:]} must be int, got {type(value).__name__}')
        setattr(obj, self.name, value)
    def __delete__(self, obj):
        print('delete', self.name)
class Pt:
    x = Typed()
    y = Typed()
    def __init__(self, x, y): self.x, self.y = x, y
p = Pt(1, 2); print(p.x, p.y, type(Pt.x).__name__)
try:
    p.x = 'a'
except TypeError as e:
    print(e)
del p.y
class NonData:
    def __get__(self, obj, t=None): return 'nondata'
class H:
    a = NonData()
h = H(); print(h.a); h.__dict__['a'] = 'inst'; print(h.a)
class Num:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
    def __bool__(self): return self.v != 0
    def __format__(self, spec): return f'Num<{format(self.v, spec)}>'
n = Num(3)
print([10, 20, 30, 40][n], 'abcdef'[Num(1):Num(4)], bin(n), hex(n), oct(n), range(10)[n], bool(Num(0)), f'{n:>4}', format(n, 'x'))
print(int.__index__(5), (2).__index__(), [0] * Num(2))
class Sized:
    def __len__(self): return 0
print(bool(Sized()), not Sized(), 'yes' if Sized() else 'no')
class BadLen:
    def __len__(self): return -1
try:
    len(BadLen())
except ValueError as e:
    print('ValueError', e)
class BadBool:
    def __bool__(self): return 1
try:
    bool(BadBool())
except TypeError as e:
    print('TypeError', e)
class V:
    def __init__(self, x): self.x = x
    def __add__(self, o): return V(self.x + (o.x if isinstance(o, V) else o))
    def __radd__(self, o): return V(o + self.x)
    def __iadd__(self, o): self.x += 100; return self
    def __neg__(self): return V(-self.x)
    def __mul__(self, o): return NotImplemented
    def __eq__(self, o): return isinstance(o, V) and self.x == o.x
    def __repr__(self): return f'V({self.x})'
    __hash__ = None
v = V(1); print(v + 1, 1 + v, sum([V(1), V(2)]), -v, v == V(1), v != V(1))
v += 5; print(v)
try:
    v * 2
except TypeError as e:
    print(e)
try:
    2 * v
except TypeError as e:
    print(e)
try:
    {v: 1}
except TypeError as e:
    print(e)
class Seq:
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i * 10
print(list(Seq()), 20 in Seq(), list(reversed([1, 2])), [x for x in Seq()])
class RevSeq:
    def __len__(self): return 3
    def __getitem__(self, i): return 'abc'[i]
print(list(reversed(RevSeq())))
class Cont:
    def __contains__(self, x): return x == 'magic'
print('magic' in Cont(), 'other' not in Cont())
