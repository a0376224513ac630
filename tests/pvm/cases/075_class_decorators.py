# class decorators and decorators applied to methods
def add_repr(cls):
    fields = cls.fields
    def __repr__(self):
        args = ", ".join(f"{f}={getattr(self, f)!r}" for f in fields)
        return f"{cls.__name__}({args})"
    cls.__repr__ = __repr__
    return cls
def add_init(cls):
    def __init__(self, *args):
        for f, a in zip(cls.fields, args):
            setattr(self, f, a)
    cls.__init__ = __init__
    return cls
@add_repr
@add_init
class Point:
    fields = ("x", "y")
print(Point(1, 2), Point("a", [1]))
registry = {}
def register(name):
    def deco(cls):
        registry[name] = cls
        cls.registered_as = name
        return cls
    return deco
@register("circle")
class Circle:
    pass
@register("square")
class Square:
    pass
print(sorted(registry), Circle.registered_as, registry["square"].__name__)
def singleton(cls):
    instances = {}
    def get(*args):
        if cls not in instances:
            instances[cls] = cls(*args)
        return instances[cls]
    return get
@singleton
class Config:
    def __init__(self, v=0):
        self.v = v
a = Config(1)
b = Config(2)
print(a is b, a.v, b.v)
def log_calls(fn):
    def wrapper(self, *args):
        print(f"  calling {type(self).__name__}.{fn.__name__}{args}")
        return fn(self, *args)
    return wrapper
class Calc:
    @log_calls
    def add(self, a, b):
        return a + b
    @staticmethod
    def helper():
        return "static"
    @classmethod
    @log_calls
    def cm(cls, x):
        return x
print(Calc().add(2, 3), Calc.helper())
def frozen(cls):
    def __setattr__(self, k, v):
        if hasattr(self, "_frozen"):
            raise AttributeError(f"{cls.__name__} is frozen")
        object.__setattr__(self, k, v)
    orig = cls.__init__
    def __init__(self, *a, **kw):
        orig(self, *a, **kw)
        object.__setattr__(self, "_frozen", True)
    cls.__setattr__ = __setattr__
    cls.__init__ = __init__
    return cls
@frozen
class Pt:
    def __init__(self, x):
        self.x = x
p = Pt(3)
print(p.x)
try:
    p.x = 4
except AttributeError as e:
    print(type(e).__name__, e)
def returns_other(cls):
    return 42
@returns_other
class Gone:
    pass
print(Gone)
