# Class attribute lookups (getattr, hasattr, setattr, with, exceptions'
# attributes) stay right while classes and their bases change.

class A:
    x = 'A.x'


class B(A):
    pass


class C(B):
    pass


class Err(ValueError):
    def __init__(self, field):
        super().__init__(field)
        self.field = field


def probe(obj, name):
    return '%s:%s/%s' % (name, hasattr(obj, name), getattr(obj, name, '-'))


c = C()
for step in range(6):
    out = [probe(c, 'x'), probe(c, 'y'), type(getattr(C, 'x')).__name__]
    if step == 0:
        B.x = 'B.x'
    elif step == 1:
        A.y = 'A.y'
    elif step == 2:
        del B.x
    elif step == 3:
        A.x = property(lambda self: 'A.prop')
    elif step == 4:
        C.y = 'C.y'
    print(step, ' '.join(out))

# A data descriptor added to a base takes over stores and loads.
log = []
c.z = 'own'
print(c.z, sorted(vars(c)))
B.z = property(lambda self: 'B.z', lambda self, v: log.append(v))
c.z = 'stored'
print(c.z, log, sorted(vars(c)))
del B.z
print(c.z)

# Exception instances set and read their attributes through the same lookups.
for i in range(3):
    try:
        raise Err('f%d' % i)
    except ValueError as e:
        print(e.field, e.args, hasattr(e, 'field'), getattr(e, 'missing', None))
    if i == 1:
        Err.field = property(lambda self: 'class property', lambda self, v: None)
del Err.field


class Ctx:
    def __enter__(self):
        return 'enter 1'

    def __exit__(self, *exc):
        return False


class Ctx2(Ctx):
    pass


for step in range(3):
    with Ctx2() as v:
        print(step, v)
    if step == 0:
        Ctx.__enter__ = lambda self: 'enter 2'
    elif step == 1:
        Ctx2.__enter__ = lambda self: 'enter 3'
