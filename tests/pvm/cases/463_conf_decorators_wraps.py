import functools

calls = []

def trace(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        arg_s = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in sorted(kwargs.items())])
        calls.append(f"{fn.__name__}({arg_s})")
        return fn(*args, **kwargs)
    return wrapper

def retry(times, exceptions=(Exception,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, attempt=attempt, **kwargs)
                except exceptions as e:
                    last = e
                    print(f"  attempt {attempt} failed: {e}")
            raise RuntimeError(f"{fn.__name__} failed after {times} attempts") from last
        return wrapper
    return deco

def typed(fn):
    hints = fn.__annotations__
    @functools.wraps(fn)
    def wrapper(*args):
        for (name, typ), val in zip([(k, v) for k, v in hints.items() if k != "return"], args):
            if not isinstance(val, typ):
                raise TypeError(f"{fn.__name__}(): {name} must be {typ.__name__}, got {type(val).__name__}")
        result = fn(*args)
        if "return" in hints and not isinstance(result, hints["return"]):
            raise TypeError(f"{fn.__name__}() returned {type(result).__name__}")
        return result
    return wrapper

class countcalls:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.fn = fn
        self.count = 0
    def __call__(self, *a, **k):
        self.count += 1
        return self.fn(*a, **k)

@trace
def add(a, b=0):
    return a + b

@retry(3, (ValueError,))
def flaky(x, attempt):
    if attempt < 3:
        raise ValueError(f"not yet ({x})")
    return x * 10

@retry(2)
def hopeless(attempt):
    raise KeyError(attempt)

@typed
def scale(v: int, f: float) -> float:
    return v * f

@countcalls
def hello(name):
    """Greets."""
    return f"hello {name}"

print(add(1, 2), add(5), add(a=3, b=4), calls)
print(flaky(7))
try:
    hopeless()
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))
print(scale(3, 1.5))
for args in [(3.0, 1.5), (3, 2)]:
    try:
        scale(*args)
    except TypeError as e:
        print("TypeError:", e)
print(hello("a"), hello("b"), hello.count, hello.__name__, hello.__doc__, hello.__wrapped__("c"))
print(add.__name__, add.__wrapped__(10, 20), flaky.__name__, scale.__wrapped__.__annotations__["return"])
stacked = trace(trace(lambda q: q * 2))
print(stacked(4), calls[-2:])
pow2 = functools.partial(pow, 2)
print(pow2(10), functools.partial(add, b=100)(1), functools.partial(functools.partial(add, 1), 2)())
