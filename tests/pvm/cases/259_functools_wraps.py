# functools.wraps copies metadata and sets __wrapped__
import functools
def plain_deco(fn):
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
def good_deco(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    wrapper.extra = "attached"
    return wrapper
def target(x: int, y: int = 2) -> int:
    """Target docstring."""
    return x * y
target.custom_attr = "copied via __dict__"
p = plain_deco(target)
g = good_deco(target)
print(p.__name__, p.__doc__, p.__qualname__, p.__annotations__)
print(g.__name__, g.__doc__, g.__qualname__, g.__annotations__, g.__module__)
print(g.__wrapped__ is target, g.custom_attr, g.extra, g(3), g(3, y=5))
print(hasattr(p, "__wrapped__"), hasattr(target, "extra"))
def stacked_a(fn):
    @functools.wraps(fn)
    def a(*args):
        return "a(" + fn(*args) + ")"
    return a
def stacked_b(fn):
    @functools.wraps(fn)
    def b(*args):
        return "b(" + fn(*args) + ")"
    return b
@stacked_a
@stacked_b
def base(s):
    """base doc"""
    return s
print(base("x"), base.__name__, base.__doc__, base.__wrapped__("y"), base.__wrapped__.__wrapped__("z"))
def limited(assigned):
    def deco(fn):
        @functools.wraps(fn, assigned=assigned, updated=())
        def w():
            return fn()
        return w
    return deco
@limited(("__doc__",))
def only_doc():
    """kept doc"""
    return 1
print(only_doc.__name__, only_doc.__doc__, only_doc())
class CallableDeco:
    def __init__(self, fn):
        functools.wraps(fn)(self)
        self.calls = 0
    def __call__(self, *a):
        self.calls += 1
        return self.__wrapped__(*a)
@CallableDeco
def doubled(v):
    """Doubles."""
    return v * 2
print(doubled(4), doubled(5), doubled.calls, doubled.__name__, doubled.__doc__)
print(functools.WRAPPER_ASSIGNMENTS, functools.WRAPPER_UPDATES)
