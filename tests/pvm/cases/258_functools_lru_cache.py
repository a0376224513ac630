# functools.lru_cache: memoization, cache_info, maxsize eviction, cache_clear, typed
from functools import lru_cache
calls = []
@lru_cache(maxsize=None)
def fib(n):
    calls.append(n)
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(40), len(calls), fib.cache_info())
print(fib(80), fib(100), len(calls), fib.cache_info())
print(fib(50), len(calls), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())
@lru_cache(maxsize=2)
def square(x):
    print("  computing", x)
    return x * x
for v in [1, 2, 1, 3, 2, 1]:
    print(v, square(v))
print(square.cache_info())
@lru_cache
def bare_decorator(x):
    return x * 10
print(bare_decorator(4), bare_decorator(4), bare_decorator.cache_info())
@lru_cache(maxsize=8, typed=True)
def typed_fn(x):
    print("  typed compute", repr(x))
    return x
typed_fn(1); typed_fn(1.0); typed_fn(1); typed_fn(True)
print(typed_fn.cache_info())
@lru_cache(maxsize=8)
def untyped(x):
    print("  untyped compute", repr(x))
    return x
untyped(1); untyped(1.0); untyped(True)
print(untyped.cache_info())
@lru_cache(maxsize=4)
def kw(a, b=0, *, c=1):
    return a + b + c
print(kw(1), kw(1, 0), kw(1, b=0), kw(a=1), kw(1, c=1), kw.cache_info())
try:
    kw([1])
except TypeError as e:
    print(type(e).__name__, e)
@lru_cache(maxsize=0)
def nocache(x):
    return x
nocache(1); nocache(1)
print(nocache.cache_info())
print(fib.__name__, fib.__wrapped__(1), square.cache_parameters())
@lru_cache(maxsize=None)
def grid_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)
print(grid_paths(30, 30), grid_paths.cache_info().currsize)
info = fib.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize, type(info).__name__, info._fields)
