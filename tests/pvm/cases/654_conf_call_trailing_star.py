# f(a, *it): arguments before a trailing starred one, the iterable's kinds,
# binding, errors, and the iterable copied before the call runs.
def f(*a): return a
def g(a, b, c=3): return (a, b, c)
class K:
    def m(self, *a): return a
    @classmethod
    def cm(cls, x, *a): return (cls.__name__, x, a)
def gen():
    yield 7; yield 8
cases = [lambda: f(1, *5), lambda: f(*5), lambda: print(1, *None), lambda: len(1, *[]),
         lambda: f(1, *'ab'), lambda: f(1, 2, *range(3)), lambda: max(1, *[5, 2]), lambda: dict(1, *[]),
         lambda: g(1, *[2]), lambda: g(1, *[2, 4]), lambda: g(1, *[2, 4, 5]), lambda: g(1, *()),
         lambda: K().m(1, *gen()), lambda: K.cm(1, *(2, 3)), lambda: f(1, *{'a': 1, 'b': 2}),
         lambda: f(1, *{'a': 1}.items()), lambda: type(K(*[])).__name__, lambda: str(1, *[]), lambda: isinstance(1, *[int])]
for i, c in enumerate(cases):
    try:
        print(i, c())
    except Exception as e:
        print(i, type(e).__name__, e)
class B: pass
class C(B, *[object]):
    pass
print(C.__mro__)
try:
    class D(B, *5): pass
except TypeError as e:
    print(e)
l = [1, 2]
def h(*a):
    l.append(9)
    return a
print(h(0, *l), l)
class P:
    def __init__(self, a, *rest):
        self.a, self.rest = a, rest
    def m(self, x, *r): return (x, r)
p = P(1, *[2, 3])
print(p.a, p.rest, p.m(5, *p.rest), P.m(p, *[1, 2]))
bm = p.m
print(bm(0, *(1,)), list(map(str, *[[1, 2]])), "-".join([*"ab", *"cd"]))
def big(*a): return len(a)
print(big(1, *range(1000)), big(0, *[None] * 63), big(0, *[None] * 64))
print(big(9, *gen()), sorted(*[[3, 1, 2]]))
try:
    big(1, *(1 / 0 for _ in range(2)))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
def kw(a, b=2, *c, d=4): return (a, b, c, d)
print(kw(1, *[5, 6, 7]))
try:
    kw(*[], 1, *[], d=1, e=2)
except TypeError as e:
    print(e)
