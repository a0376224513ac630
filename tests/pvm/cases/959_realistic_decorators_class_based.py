# Realistic program: decorators: class-based with update_wrapper and __get__, retry with exception chaining, memoize, lru_cache on methods, a singleton, stacked and validating decorators.
import functools
class CountCalls:
    def __init__(self, func):
        functools.update_wrapper(self, func)
        self.func = func
        self.calls = 0
    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.func(*args, **kwargs)
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return functools.partial(self.__call__, obj)
@CountCalls
def hello(name="world"):
    "Say hello."
    return f"hello {name}"
print(hello(), hello("bob"), hello.calls, hello.__name__, hello.__doc__, hello.__wrapped__.__name__, vars(hello).keys() if False else sorted(k for k in vars(hello) if not k.startswith("__")))
class Svc:
    @CountCalls
    def ping(self, n):
        return n * 2
s = Svc()
print(s.ping(2), s.ping(3), Svc.ping.calls, Svc.ping.__qualname__)
def retry(times=3, exceptions=(ValueError,)):
    def deco(f):
        @functools.wraps(f)
        def wrapper(*a, **k):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return f(*a, attempt=attempt, **k)
                except exceptions as e:
                    last = e
                    print(f"  attempt {attempt} failed: {e}")
            raise RuntimeError(f"{f.__name__} failed after {times} attempts") from last
        return wrapper
    return deco
@retry(times=3)
def flaky(x, attempt):
    if attempt < 3:
        raise ValueError(f"not yet ({attempt})")
    return x * 10
print(flaky(4))
@retry(times=2, exceptions=(KeyError,))
def always(attempt):
    raise KeyError(attempt)
try:
    always()
except RuntimeError as e:
    print(e, repr(e.__cause__))
def memoize(f):
    cache = {}
    @functools.wraps(f)
    def inner(*args, **kwargs):
        key = (args, tuple(sorted(kwargs.items())))
        if key not in cache:
            cache[key] = f(*args, **kwargs)
        return cache[key]
    inner.cache = cache
    return inner
@memoize
def slow_add(a, b=0):
    print(f"  computing {a}+{b}")
    return a + b
print(slow_add(1, 2), slow_add(1, 2), slow_add(1, b=2), slow_add(a=1, b=2), len(slow_add.cache))
class Cache:
    def __init__(self):
        self.hits = 0
    @functools.lru_cache(maxsize=None)
    def compute(self, x):
        return x ** 2
    def __hash__(self): return 1
    def __eq__(self, o): return isinstance(o, Cache)
c1, c2 = Cache(), Cache()
print(c1.compute(3), c2.compute(3), Cache.compute.cache_info())
def singleton(cls):
    instances = {}
    @functools.wraps(cls)
    def get(*a, **k):
        if cls not in instances:
            instances[cls] = cls(*a, **k)
        return instances[cls]
    return get
@singleton
class Config:
    def __init__(self, v=1): self.v = v
print(Config(5).v, Config(9).v, Config() is Config(), Config.__name__, Config.__wrapped__.__name__)
def timer_stub(label):
    def deco(f):
        def inner(*a):
            r = f(*a)
            print(f"[{label}] {f.__name__}{a} -> {r}")
            return r
        return inner
    return deco
@timer_stub("outer")
@timer_stub("inner")
def mul(a, b): return a * b
print(mul(3, 4), mul.__name__)
def validate(**types):
    def deco(f):
        @functools.wraps(f)
        def inner(**kwargs):
            for k, t in types.items():
                if not isinstance(kwargs.get(k), t):
                    raise TypeError(f"{k} must be {t.__name__}, got {type(kwargs.get(k)).__name__}")
            return f(**kwargs)
        return inner
    return deco
@validate(name=str, age=int)
def person(**kw): return kw
print(person(name="a", age=3))
try:
    person(name="a", age="3")
except TypeError as e:
    print("TypeError:", e)
print(functools.partial(hello.__wrapped__, "x")(), repr(functools.partial(max, 1, key=abs)))
