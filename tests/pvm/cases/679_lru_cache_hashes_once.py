# functools.lru_cache hashes a call's key once, as CPython's does: a user
# __hash__ runs once a call, hit or miss; eviction order, typed, kwargs.
import functools
log = []
class K:
    def __init__(self, v): self.v = v
    def __hash__(self):
        log.append(("hash", self.v))
        return hash(self.v)
    def __eq__(self, o):
        log.append(("eq", self.v, o.v))
        return self.v == o.v
    def __repr__(self): return "K%d" % self.v

@functools.lru_cache(maxsize=2)
def f(k, scale=1):
    log.append(("call", k.v, scale))
    return k.v * scale

a, b, c = K(1), K(2), K(3)
print(f(a), f(a), f(b), f(c), f(a), f(K(2)), f(a, scale=3), f(a, 3))
print(log)
print(f.cache_info())
log.clear()
@functools.lru_cache(maxsize=None, typed=True)
def g(x): return (x, type(x).__name__)
print(g(1), g(1.0), g(True), g(1), g.cache_info())
@functools.lru_cache
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90), fib.cache_info())
@functools.lru_cache(maxsize=3)
def sq(x):
    log.append(x)
    return x * x
for x in [1, 2, 3, 1, 4, 2, 5, 1]:
    sq(x)
print(log, sq.cache_info())
sq.cache_clear(); print(sq.cache_info())
try:
    sq([1])
except TypeError as e:
    print("TypeError", e)
@functools.lru_cache(maxsize=0)
def z(x): return x + 1
print(z(1), z(1), z.cache_info())
