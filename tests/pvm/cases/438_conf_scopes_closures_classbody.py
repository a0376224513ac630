def outer():
    v = 10
    class K:
        w = v + 1
        def get(self):
            return v, K.w
    return K
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    def get():
        return n
    return inc, get
inc, get = counter()
x = "g"
def shadow():
    x = "local"
    def inner():
        return x
    x = "changed"
    return inner()
def gen_scope():
    return [lambda: i for i in range(3)]
class CV:
    x = 5
    def m(self):
        return x
def defaults(a, b=[]):
    b.append(a)
    return b
def kwonly(*, a, b=2):
    return a, b
def ann(a: "int", *args: str, **kw: float) -> "bool":
    pass
cases = [
    lambda: (outer()().get(), outer().w, outer().__qualname__),
    lambda: (inc(), inc(), get()),
    lambda: (shadow(), [f() for f in gen_scope()]),
    lambda: (CV().m()),
    lambda: (defaults(1), defaults(2), defaults(3, [])),
    lambda: (kwonly(a=1), kwonly(b=3, a=0)),
    lambda: (kwonly(1)),
    lambda: (ann.__annotations__, ann.__name__, ann.__defaults__, kwonly.__kwdefaults__, defaults.__defaults__),
    lambda: ((lambda: (yield 1)) is not None),
    lambda: ((lambda *a, **k: (a, k))(1, 2, x=3)),
    lambda: ((lambda x, /, y: x - y)(5, y=3)),
    lambda: ([i for i in range(3) if (j := i * 2) > 1], ),
    lambda: ([[y for y in range(x)] for x in range(3)]),
    lambda: ({x: [y for y in "ab"] for x in "cd"}),
    lambda: (list(map(lambda p: p[0] * p[1], zip([1, 2], [3, 4])))),
]
for i, c in enumerate(cases):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__, e)
class C:
    x = 5
    try:
        ys = [x for _ in range(3)]
    except NameError as e:
        print("NameError:", e)
    zs = [i * 2 for i in range(3)]
    w = (lambda: x) if False else None
print(C.zs)
def f():
    try:
        del undefined_local_q
    except NameError as e:
        print(type(e).__name__, e)
    undefined_local_q = 1
f()
try:
    del never_defined_global
except NameError as e:
    print(type(e).__name__, e)
g1 = 1
def h():
    global g1
    del g1
h()
print("g1" in dir() if False else 0)
try:
    g1
except NameError as e:
    print(e)
