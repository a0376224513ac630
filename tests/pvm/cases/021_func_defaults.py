# default arguments: evaluation time, mutable defaults, None sentinels
def greet(name, greeting="Hello", punct="!"):
    return f"{greeting}, {name}{punct}"
print(greet("Ann"))
print(greet("Bob", "Hi"))
print(greet("Cy", punct="?"))
print(greet(punct=".", name="Di", greeting="Yo"))
def append_bad(x, acc=[]):
    acc.append(x)
    return acc
print(append_bad(1), append_bad(2), append_bad(3, []), append_bad(4))
def append_good(x, acc=None):
    if acc is None:
        acc = []
    acc.append(x)
    return acc
print(append_good(1), append_good(2))
counter = 10
def snapshot(v=counter):
    return v
counter = 20
print(snapshot(), counter)
def defaults_info(a, b=2, *args, c=3, d, **kw):
    return a, b, args, c, d, kw
print(defaults_info.__defaults__, defaults_info.__kwdefaults__)
print(defaults_info(1, d=4))
print(defaults_info(1, 5, 6, 7, d=8, c=9, e=10))
def f(a, b=[1]):
    b = b + [a]
    return b
print(f(1), f(2), f.__defaults__)
def make(n=len("four")):
    return n
print(make())
def side(v, log=[]):
    log.append(v)
    return len(log)
print([side(i) for i in range(4)])
side.__defaults__ = ([],)
print(side("x"))
def kw_default(*, flag=False, level=1):
    return flag, level
print(kw_default(), kw_default(level=3), kw_default(flag=True))
def none_default(x=None):
    return "none" if x is None else x
print(none_default(), none_default(0), none_default(""))
lam = lambda x, y=10, *a, z=5, **k: (x, y, a, z, k)
print(lam(1), lam(1, 2, 3, z=0, w=9))
print(lam.__defaults__, lam.__kwdefaults__)
