class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns['created_by'] = mcls.__name__
        cls = super().__new__(mcls, name, bases, ns)
        cls.kw = kw
        return cls
    def __repr__(cls):
        return f'<class {cls.__name__} via Meta>'
    def __len__(cls):
        return 3
    def __getitem__(cls, k):
        return f'{cls.__name__}[{k}]'
    def __instancecheck__(cls, inst):
        return hasattr(inst, 'quack')
class Duck(metaclass=Meta, flavour='x'):
    pass
class Robot:
    quack = True
print(Duck.created_by, Duck.kw, repr(Duck), len(Duck), Duck[5], isinstance(Robot(), Duck), isinstance(1, Duck), type(Duck).__name__)
class Reg(type):
    registry = {}
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        if bases:
            Reg.registry[name.lower()] = cls
class Plugin(metaclass=Reg): pass
class Alpha(Plugin): pass
class Beta(Plugin): pass
print(sorted(Reg.registry), Reg.registry['alpha'].__name__, type(Alpha) is Reg)
class Ctx:
    def __enter__(self): return self
    def __exit__(self, et, ev, tb):
        raise RuntimeError('from exit') from ev
try:
    with Ctx():
        raise KeyError('inner')
except RuntimeError as e:
    print('RuntimeError', e, repr(e.__cause__), repr(e.__context__))
class Sup:
    def __enter__(self): return self
    def __exit__(self, *a): return True
def f():
    with Sup():
        return 'from with'
    return 'after'
def g():
    for i in range(3):
        with Sup():
            if i == 1:
                continue
            raise ValueError
    return i
print(f(), g())
try:
    with Ctx() as c, Sup():
        raise ValueError('x')
    print('suppressed inner')
except RuntimeError:
    print('not here')
class Noisy:
    def __init__(self, n): self.n = n
    def __enter__(self):
        print('enter', self.n)
        if self.n == 2: raise OSError('enter failed')
        return self
    def __exit__(self, *a):
        print('exit', self.n, a[0].__name__ if a[0] else None)
try:
    with Noisy(1), Noisy(2), Noisy(3):
        print('body')
except OSError as e:
    print('OSError', e)
try:
    with 5:
        pass
except TypeError as e:
    print('TypeError', e)
class OnlyEnter:
    def __enter__(self): return 1
try:
    with OnlyEnter():
        pass
except TypeError as e:
    print('TypeError', e)
