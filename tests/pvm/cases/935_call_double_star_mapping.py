# f(*args, **mapping): dicts read in place, other mappings merged, errors, wrappers
from collections import OrderedDict, defaultdict, Counter
def f(*a, **kw):
    return a, kw
def g(a, b=2, *, c=3):
    return a, b, c
d = {"b": 5, "c": 6}
print(f(**d), f(1, **d), g(1, **d), g(**{"a": 0}))
r = f(**d)[1]
print(r is d, r == d)
r["z"] = 1
print(d)
class M:
    def keys(self): return ["x", "y"]
    def __getitem__(self, k): return k * 2
print(f(**M()))
class D(dict):
    def __iter__(self): return iter(["b"])
    def keys(self): return ["b"]
print(f(**D(b=1, c=2)))
class E(dict):
    pass
print(f(**E(b=1, c=2)), f(**OrderedDict(q=1)), f(**defaultdict(int, w=2)), f(**Counter(v=3)))
for bad in [{1: 2}, 5, [("a", 1)], {"a": 1, 2: 3}]:
    try:
        f(**bad)
    except TypeError as e:
        print("TypeError", e)
try:
    g(1, **{"b": 1, "d": 2})
except TypeError as e:
    print("TypeError", e)
try:
    g(1, 2, **{"b": 1})
except TypeError as e:
    print("TypeError", e)
try:
    print(len(**{}))
    len(**{"x": 1})
except TypeError as e:
    print("TypeError", e)
def deco(fn):
    def wrapper(*args, **kwargs):
        kwargs["extra"] = 1 if "extra" not in kwargs else kwargs["extra"] + 1
        return fn(*args, **kwargs)
    return wrapper
@deco
@deco
def h(x, **kw):
    return x, kw
opts = {"k": 1}
print(h(1, **opts), opts)
class S(str): pass
print(f(**{S("s"): 1}))
print(dict(**{"a": 1}), max([3, 1], **{"key": lambda v: -v}))
def mut(**kw):
    d2.clear()
    return kw
d2 = {"a": 1, "b": 2}
print(mut(**d2), d2)
