# object.__new__ refuses classes with abstract methods: ABCs, classes given
# __abstractmethods__ by hand, and what escapes the check (built-in bases,
# a __new__ that does not call object.__new__, a metaclass __call__).
from abc import ABC, ABCMeta, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self): ...

    @abstractmethod
    def perimeter(self): ...


class Half(Shape):
    def area(self):
        return 1


class Square(Half):
    def perimeter(self):
        return 4


def attempt(cls, *args):
    try:
        obj = cls(*args)
        print("made", type(obj).__name__)
    except TypeError as e:
        print("TypeError:", e)


for cls in (Shape, Half, Square):
    attempt(cls)
    attempt(cls)  # the second call runs from the class's cached state

print(sorted(Shape.__abstractmethods__), sorted(Square.__abstractmethods__))


class Plain:
    pass


Plain.__abstractmethods__ = ("zeta", "alpha")
attempt(Plain)
Plain.__abstractmethods__ = ()
attempt(Plain)
del Plain.__abstractmethods__
attempt(Plain)


class Own(ABC):
    @abstractmethod
    def run(self): ...

    def __new__(cls):
        return object.__new__(cls)


attempt(Own)


class Dodge(ABC):
    @abstractmethod
    def run(self): ...

    def __new__(cls):
        return 42


attempt(Dodge)
print(Dodge())


class AbstractDict(dict, ABC):
    @abstractmethod
    def run(self): ...


attempt(AbstractDict)


class Counting(ABCMeta):
    calls = 0

    def __call__(cls, *args):
        Counting.calls += 1
        return super().__call__(*args)


class Counted(metaclass=Counting):
    @abstractmethod
    def run(self): ...


class Done(Counted):
    def run(self):
        return "ran"


attempt(Counted)
print(Done().run(), Counting.calls)
try:
    object.__new__(Shape)
except TypeError as e:
    print("object.__new__:", e)
