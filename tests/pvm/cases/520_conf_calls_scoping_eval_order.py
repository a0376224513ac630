def f(*a, **k): return a, k
try:
    f(**{'a': 1}, **{'a': 2})
except TypeError as e:
    print('TypeError', e)
try:
    f(a=1, **{'a': 2})
except TypeError as e:
    print('TypeError', e)
try:
    f(*1)
except TypeError as e:
    print('TypeError', e)
try:
    f(**[1])
except TypeError as e:
    print('TypeError', e)
def order(x):
    print('eval', x)
    return x
d = {order('k1'): order('v1'), order('k2'): order('v2')}
order(1) < order(2) < order(0) < order(5)
L = [1, 2, 3, 4, 5, 6]; del L[::2]; print(L); L[1:1] = [9, 9]; print(L); L[::-1] = L[:]; print(L)
try:
    L[::2] = [1]
except ValueError as e:
    print('ValueError', e)
class Dm(dict):
    def __missing__(self, k): return f'<{k}>'
print('{a} {b}'.format_map(Dm(a=1)), Dm()['x'], Dm(a=1).get('zz'), {'a': 1} | {'b': 2}, {**{'a': 1}, 'a': 2})
x = [i for i in range(3) if (y := i * 2) > 0]; print(x, y)
def outer():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
inc = outer(); inc(); print(inc())
class K:
    v = 5
    vals = [v for _ in range(2)] if False else None
    def m(self): return v if False else K.v
print(K().m())
funcs = [lambda i=i: i for i in range(3)]; print([g() for g in funcs])
for i in range(3):
    pass
else:
    print('for else', i)
n = 0
while n < 3:
    n += 1
    if n == 5: break
else:
    print('while else', n)
try:
    pass
except Exception:
    pass
else:
    print('try else')
a, *b, c = 'hello'; print(a, b, c); (p, q), r = 'ab', 'c'; print(p, q, r)
first, *_ = range(5); print(first, _)
print(*[1, 2], *'ab', sep='|', end='!\n')
print('a', 'b', sep='')
print()
print(end='')
print('x', None, sep=None, end=None)
print(1 if [] else 2, [] or 'empty', 0 and 1, None or 0 or '', 'a' and 'b')
print(-2 ** 2, (-2) ** 2, 2 ** 3 ** 2, not 1 == 2, 1 < 2 == 2, 'a' < 'b' < 'c', [1, 2] < [1, 3], (1, 2) < (1, 2, 0), 3 // 2 * 2, -7 // 2, 7 & -2, 5 ^ 3, ~5, 1 << 70, -1 >> 3, 5 >> 1)
try:
    1 << -1
except ValueError as e:
    print('ValueError', e)
g = 10
def use_global():
    global g
    g += 1
use_global(); print(g)
def kwonly(a, *, b=2, **rest): return a, b, rest
print(kwonly(1, c=3), kwonly(a=1, b=5))
def pos(a, b=2, /, *args, c, **kw): return a, b, args, c, kw
print(pos(1, 2, 3, c=4, b=5))
try:
    pos(1)
except TypeError as e:
    print('TypeError', e)
try:
    kwonly(1, 2)
except TypeError as e:
    print('TypeError', e)
try:
    kwonly()
except TypeError as e:
    print('TypeError', e)
print(f.__name__, f.__qualname__, outer().__qualname__, K.m.__qualname__, (lambda: 0).__name__, f.__defaults__, kwonly.__kwdefaults__)
def annotated(x: int, y: 'str' = 'a') -> bool: pass
print(annotated.__annotations__)
