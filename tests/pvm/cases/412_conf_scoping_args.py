x = "global"
def outer():
    x = "enclosing"
    def inner():
        nonlocal x
        x = "modified"
        return x
    inner()
    return x
print(outer(), x)
def g():
    global x
    x = "changed"
g()
print(x)
def make_counters():
    fs = []
    for i in range(3):
        fs.append(lambda: i)
    gs = [lambda i=i: i for i in range(3)]
    return [f() for f in fs], [f() for f in gs]
print(make_counters())
def acc():
    total = 0
    def add(n):
        nonlocal total
        total += n
        return total
    return add
a = acc()
a(1); a(2)
print(a(3))
def f():
    try:
        print(y)
    except NameError as e:
        print("NameError:", e)
    y = 1
f()
def f2():
    print(zz_undefined if False else "ok")
f2()
try:
    print(undefined_name)
except NameError as e:
    print("NameError:", e)
def unbound():
    v = v + 1 if False else 0
    return v
print(unbound())
def u2():
    if False:
        q = 1
    return q
try:
    u2()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
print([y for y in range(3)], [(i, j) for i in range(3) for j in range(i)])
i = 100
squares = [i * i for i in range(4)]
print(i, squares)
print({k: v for k, v in zip("abc", range(3)) if v})
n = 10
print([n * m for m in range(3)])
class C:
    a = 1
    b = [a * 2]
    c = [a for _ in range(2)] if False else None
print(C.b)
if (m := len("hello")) > 3:
    print("walrus", m)
data = [1, 5, 3, 8]
print([y for x in data if (y := x * 2) > 5], y)
while (chunk := data.pop()) != 5:
    print("chunk", chunk)
def deco_factory(tag):
    def deco(fn):
        def wrapper(*args, **kwargs):
            return f"<{tag}>{fn(*args, **kwargs)}</{tag}>"
        return wrapper
    return deco
@deco_factory("b")
@deco_factory("i")
def hello(name, *, punct="!"):
    return name + punct
print(hello("x"), hello("y", punct="?"))
def kw(a, b=2, /, c=3, *args, d, e=5, **kw):
    return (a, b, c, args, d, e, kw)
print(kw(1, d=4), kw(1, 2, 3, 4, 5, d=6, z=7))
try:
    kw(1, b=2, d=3)
except TypeError as e:
    print("TypeError:", e)
try:
    kw(1)
except TypeError as e:
    print("TypeError:", e)
first, *mid, last = range(6)
print(first, mid, last)
(a1, b1), c1 = (1, 2), 3
print(a1, b1, c1, *range(3), *"ab")
print([*range(2), *[5]], {**{"a": 1}, "b": 2, **{"a": 3}})
def star(*a, **k): return a, k
print(star(*[1, 2], *(3,), **{"x": 1}, y=2))
