# positional-only and keyword-only parameters and their errors
def f(a, b, /, c, d=4, *, e, f=6):
    return (a, b, c, d, e, f)
print(f(1, 2, 3, e=5))
print(f(1, 2, c=3, d=0, e=5, f=7))
print(f(1, 2, 3, 4, e=5))
def attempt(fn, *args, **kwargs):
    try:
        print(fn(*args, **kwargs))
    except TypeError as e:
        print(type(e).__name__, e)
attempt(f, 1, b=2, c=3, e=5)
attempt(f, a=1, b=2, c=3, e=5)
attempt(f, 1, 2, 3, 4, 5)
attempt(f, 1, 2, 3)
attempt(f, 1, 2, e=5)
attempt(f, 1, 2, 3, e=5, g=1)
attempt(f, 1, 2, 3, c=3, e=5)
def only_pos(x, y, /):
    return x - y
print(only_pos(5, 3))
attempt(only_pos, x=5, y=3)
attempt(only_pos, 5)
def pos_kw_same(name, /, **kw):
    return name, kw
print(pos_kw_same("pos", name="kw"))
def only_kw(*, a, b):
    return a * b
print(only_kw(a=2, b=3))
attempt(only_kw, 2, 3)
attempt(only_kw, a=2)
attempt(only_kw)
def star_then_kw(*args, key):
    return args, key
print(star_then_kw(1, 2, key=3))
attempt(star_then_kw, 1, 2)
class K:
    def m(self, a, /, b, *, c):
        return a, b, c
    @staticmethod
    def s(x, /):
        return x
    @classmethod
    def c(cls, *, y):
        return cls.__name__, y
k = K()
print(k.m(1, 2, c=3), k.m(1, b=2, c=3), K.s(9), K.c(y=1))
attempt(k.m, 1, 2, 3)
attempt(k.m, a=1, b=2, c=3)
attempt(K.s, x=1)
attempt(K.c, 1)
lam = lambda a, /, b, *, c: (a, b, c)
print(lam(1, 2, c=3))
attempt(lam, 1, 2, 3)
