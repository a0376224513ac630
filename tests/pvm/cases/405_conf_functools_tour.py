import functools
from functools import lru_cache, partial, reduce, wraps, total_ordering, cached_property, cmp_to_key

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())

@lru_cache(maxsize=2)
def sq(x):
    return x * x
for v in [1, 2, 1, 3, 2, 1]:
    sq(v)
print(sq.cache_info())

def power(base, exp):
    return base ** exp
cube = partial(power, exp=3)
print(cube(3), cube.func is power, cube.args, cube.keywords)
p2 = partial(power, 2)
print(p2(10), repr(partial(max, 1)).startswith("functools.partial(<built-in function max>"))
print(reduce(lambda a, b: a * b, range(1, 8)), reduce(operator_add := (lambda a, b: a + b), [], 0))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print("TypeError:", e)

def logged(fn):
    @wraps(fn)
    def inner(*a, **k):
        return fn(*a, **k)
    return inner
@logged
def greet(name):
    "Say hi."
    return "hi " + name
print(greet.__name__, greet.__doc__, greet("bob"), greet.__wrapped__.__name__)

@total_ordering
class Money:
    def __init__(self, c):
        self.c = c
    def __eq__(self, o):
        return self.c == o.c
    def __lt__(self, o):
        return self.c < o.c
print(Money(1) <= Money(2), Money(3) >= Money(2), Money(1) > Money(1))

class Circle:
    def __init__(self, r):
        self.r = r
    @cached_property
    def area(self):
        print("computing")
        return 3 * self.r ** 2
c = Circle(2)
print(c.area, c.area)

def cmp(a, b):
    return (a > b) - (a < b)
print(sorted([3, 1, 2], key=cmp_to_key(cmp)), sorted(["bb", "a", "ccc"], key=cmp_to_key(lambda a, b: len(b) - len(a))))
@functools.cache
def tri(n):
    return n + tri(n - 1) if n else 0
print(tri(50))
