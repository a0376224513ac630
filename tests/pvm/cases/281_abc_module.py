# abc.ABC, abstractmethod, abstract properties, register, instantiation errors
from abc import ABC, ABCMeta, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self):
        ...
    @abstractmethod
    def perimeter(self):
        ...
    def describe(self):
        return f"{type(self).__name__}: area={self.area():.2f} perimeter={self.perimeter():.2f}"
class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h)
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3.141592653589793 * self.r ** 2
    def perimeter(self):
        return 2 * 3.141592653589793 * self.r
print(Rect(2, 3).describe(), Circle(1).describe())
for cls in [Shape]:
    try:
        cls()
    except TypeError as e:
        print(type(e).__name__, e)
class Partial(Shape):
    def area(self):
        return 0
try:
    Partial()
except TypeError as e:
    print(type(e).__name__, e)
print(sorted(Shape.__abstractmethods__), sorted(Partial.__abstractmethods__), Rect.__abstractmethods__)
class Named(ABC):
    @property
    @abstractmethod
    def name(self):
        ...
class Impl(Named):
    @property
    def name(self):
        return "impl"
print(Impl().name)
try:
    Named()
except TypeError as e:
    print(type(e).__name__, e)
class Plugin(metaclass=ABCMeta):
    @abstractmethod
    def run(self):
        return "base run"
class Concrete(Plugin):
    def run(self):
        return "concrete + " + super().run()
print(Concrete().run(), isinstance(Concrete(), Plugin), type(Plugin).__name__)
class Sized(ABC):
    @abstractmethod
    def __len__(self):
        ...
Sized.register(list)
print(isinstance([], Sized), issubclass(list, Sized), isinstance((), Sized), issubclass(tuple, Sized))
class Virtual:
    def __len__(self):
        return 0
Sized.register(Virtual)
print(isinstance(Virtual(), Sized), Virtual.__mro__)
class WithClassmethod(ABC):
    @classmethod
    @abstractmethod
    def make(cls):
        ...
class MadeOk(WithClassmethod):
    @classmethod
    def make(cls):
        return cls.__name__
print(MadeOk.make(), isinstance(Rect(1, 1), ABC), issubclass(Rect, Shape))
