from functools import wraps, partial, lru_cache, reduce
def trace(prefix=''):
    def deco(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            shown = ', '.join([repr(a) for a in args] + [f'{k}={v!r}' for k, v in kwargs.items()])
            print(f'{prefix}-> {fn.__name__}({shown})')
            try:
                result = fn(*args, **kwargs)
            except Exception as e:
                print(f'{prefix}!! {fn.__name__} raised {type(e).__name__}: {e}')
                raise
            print(f'{prefix}<- {fn.__name__} = {result!r}')
            return result
        wrapper.calls = 0
        return wrapper
    return deco
@trace('  ')
def divide(a, b=1):
    """Divide a by b."""
    return a / b
print(divide(6, 3), divide(1, b=4), divide.__name__, divide.__doc__, divide.__wrapped__(9, 3))
try:
    divide(1, 0)
except ZeroDivisionError:
    print('handled')
def counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    return inc, get
inc, get = counter()
inc(); inc(5)
print(get())
adders = [lambda x, n=n: x + n for n in range(3)]
late = [lambda x: x + n for n in range(3)]
print([f(10) for f in adders], [f(10) for f in late])
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info().hits > 0)
fib.cache_clear()
print(fib.cache_info())
def compose(*fns):
    return reduce(lambda f, g: lambda x: g(f(x)), fns)
pipeline = compose(str.strip, str.lower, partial(str.replace, old=' ', new='_') if False else (lambda s: s.replace(' ', '_')))
print(pipeline('  Hello Big World '))
base2 = partial(int, base=2)
print(base2('1111'), base2('10', base=10), repr(base2.args), base2.keywords)
def memo(fn):
    cache = {}
    def inner(*a):
        if a not in cache:
            cache[a] = fn(*a)
        return cache[a]
    inner.cache = cache
    return inner
@memo
def slow_sq(x):
    print('computing', x)
    return x * x
print(slow_sq(4), slow_sq(4), slow_sq(5), sorted(slow_sq.cache))
def register(registry):
    def deco(fn):
        registry[fn.__name__] = fn
        return fn
    return deco
handlers = {}
@register(handlers)
def on_start(): return 'started'
@register(handlers)
def on_stop(): return 'stopped'
print(sorted(handlers), handlers['on_stop']())
class CountCalls:
    def __init__(self, fn):
        self.fn = fn
        self.n = 0
    def __call__(self, *a):
        self.n += 1
        return self.fn(*a)
@CountCalls
def hello(name):
    return 'hi ' + name
print(hello('a'), hello('b'), hello.n, callable(hello))
