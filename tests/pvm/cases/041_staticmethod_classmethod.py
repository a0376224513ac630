# staticmethod and classmethod: binding, alternate constructors, inheritance
class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
    @classmethod
    def from_string(cls, s):
        y, m, d = map(int, s.split("-"))
        return cls(y, m, d)
    @staticmethod
    def is_leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    def __repr__(self):
        return f"{type(self).__name__}({self.y}, {self.m}, {self.d})"
class MyDate(Date):
    pass
print(Date.from_string("2024-02-29"), MyDate.from_string("1999-12-31"))
print(Date.is_leap(2000), Date.is_leap(1900), Date(1, 1, 1).is_leap(2024))
print([y for y in range(1896, 1912) if Date.is_leap(y)])
class Counter:
    n = 0
    @classmethod
    def incr(cls):
        cls.n += 1
        return cls.n
class Sub(Counter):
    pass
print(Counter.incr(), Counter.incr(), Sub.incr(), Counter.n, Sub.n)
print(Counter().incr(), Counter.n)
class Tools:
    @staticmethod
    def add(a, b):
        return a + b
    def call_static(self):
        return self.add(1, 2) + Tools.add(3, 4)
print(Tools.add(1, 1), Tools().add(2, 2), Tools().call_static())
sm = Tools.__dict__["add"]
print(type(sm).__name__, sm.__func__(5, 6))
cm = Counter.__dict__["incr"]
print(type(cm).__name__, cm.__func__.__name__)
bound = Counter.incr
print(bound.__self__.__name__, bound.__func__.__name__, bound())
def plain(x):
    return x * 10
class Wrapped:
    s = staticmethod(plain)
    c = classmethod(lambda cls, v: (cls.__name__, v))
print(Wrapped.s(3), Wrapped().s(4), Wrapped.c(5), Wrapped().c(6))
class Shape:
    registry = []
    @classmethod
    def register(cls, *names):
        cls.registry = cls.registry + list(names)
        return cls
class Circle(Shape):
    pass
Circle.register("round", "disc")
Shape.register("any")
print(Circle.registry, Shape.registry)
try:
    Tools.add(1)
except TypeError as e:
    print(type(e).__name__, e)
class Factory:
    @classmethod
    def make(cls):
        return cls()
    def __repr__(self):
        return "Factory()"
print(Factory.make(), Factory().make().make())
