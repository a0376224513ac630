# __new__ and __init__ interplay
class Logged:
    def __new__(cls, *args, **kwargs):
        print("  __new__", cls.__name__, args, kwargs)
        return super().__new__(cls)
    def __init__(self, x, y=0):
        print("  __init__", x, y)
        self.x, self.y = x, y
o = Logged(1, y=2)
print(o.x, o.y)
class ReturnsOther:
    def __new__(cls):
        return 42
    def __init__(self):
        print("never called because __new__ returned a non-instance")
print(ReturnsOther(), type(ReturnsOther()).__name__)
class BadInit:
    def __init__(self):
        return 5
try:
    BadInit()
except TypeError as e:
    print(type(e).__name__, e)
class Singleton:
    _instance = None
    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
            cls._instance.count = 0
        return cls._instance
    def __init__(self):
        self.count += 1
s1, s2 = Singleton(), Singleton()
print(s1 is s2, s1.count)
class Upper(str):
    def __new__(cls, value):
        return super().__new__(cls, value.upper())
print(Upper("abc"), type(Upper("abc")).__name__, Upper("abc") == "ABC", len(Upper("xy")))
class Positive(int):
    def __new__(cls, v):
        if v <= 0:
            raise ValueError(f"{v} is not positive")
        return super().__new__(cls, v)
print(Positive(5) + 1, isinstance(Positive(3), int))
try:
    Positive(-1)
except ValueError as e:
    print(type(e).__name__, e)
class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self):
        return self[0]
    @property
    def y(self):
        return self[1]
p = Point(3, 4)
print(p, p.x, p.y, len(p), p + (5,), type(p).__name__)
class NoArgsInit:
    pass
try:
    NoArgsInit(1)
except TypeError as e:
    print(type(e).__name__, e)
class InitOnly:
    def __init__(self, a):
        self.a = a
print(InitOnly(a=9).a)
class NewOnly:
    def __new__(cls, a):
        inst = super().__new__(cls)
        inst.a = a * 2
        return inst
print(NewOnly(4).a)
class Sub(Logged):
    def __init__(self, x):
        super().__init__(x, y=x * 10)
s = Sub(7)
print(type(s).__name__, s.x, s.y)
