# parameterised and stacked decorators, functools.wraps
import functools
def repeat(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return [fn(*args, **kwargs) for _ in range(times)]
        return wrapper
    return deco
@repeat(3)
def hello(name):
    """Say hello."""
    return "hi " + name
print(hello("x"), hello.__name__, hello.__doc__, hello.__wrapped__("y"))
def tag(name):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a):
            return f"<{name}>{fn(*a)}</{name}>"
        return wrapper
    return deco
@tag("b")
@tag("i")
def text(s):
    return s
print(text("bold italic"), text.__name__)
def validate(**types):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(**kwargs):
            for k, t in types.items():
                if not isinstance(kwargs.get(k), t):
                    raise TypeError(f"{k} must be {t.__name__}, got {type(kwargs.get(k)).__name__}")
            return fn(**kwargs)
        return wrapper
    return deco
@validate(a=int, b=str)
def combine(a, b):
    return b * a
print(combine(a=2, b="ab"))
try:
    combine(a="2", b="ab")
except TypeError as e:
    print(type(e).__name__, e)
def no_wraps(fn):
    def wrapper():
        return fn()
    return wrapper
@no_wraps
def original():
    """doc"""
print(original.__name__, original.__doc__)
def optional_args(fn=None, *, prefix=">"):
    if fn is None:
        return lambda f: optional_args(f, prefix=prefix)
    @functools.wraps(fn)
    def wrapper(*a):
        return prefix + str(fn(*a))
    return wrapper
@optional_args
def a1():
    return 1
@optional_args(prefix="#")
def a2():
    return 2
print(a1(), a2(), a1.__name__, a2.__name__)
class Deco:
    def __init__(self, fn):
        self.__name__ = fn.__name__
        self.__doc__ = fn.__doc__
        self.fn = fn
        self.count = 0
    def __call__(self, *a):
        self.count += 1
        return self.fn(*a)
@Deco
def square(x):
    """Square it."""
    return x * x
print(square(3), square(4), square.count, square.__name__, square.__doc__)
