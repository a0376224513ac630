# overriding and extending properties in subclasses
class Shape:
    def __init__(self, name):
        self._name = name
    @property
    def name(self):
        return self._name
    @name.setter
    def name(self, v):
        if not v:
            raise ValueError("name must be non-empty")
        self._name = v
    @property
    def area(self):
        return 0
    def describe(self):
        return f"{self.name} area={self.area}"
class Square(Shape):
    def __init__(self, side):
        super().__init__("square")
        self.side = side
    @property
    def area(self):
        return self.side ** 2
class LoudSquare(Square):
    @Shape.name.getter
    def name(self):
        return self._name.upper()
class ReadOnlyName(Shape):
    @property
    def name(self):
        return "fixed:" + self._name
s = Square(3)
print(s.describe(), s.area)
s.name = "box"
print(s.describe())
try:
    s.name = ""
except ValueError as e:
    print(type(e).__name__, e)
l = LoudSquare(2)
print(l.describe())
l.name = "quiet"
print(l.name, l._name)
r = ReadOnlyName("x")
print(r.name)
try:
    r.name = "y"
except AttributeError as e:
    print(type(e).__name__, e)
class Cached(Shape):
    computed = 0
    @property
    def area(self):
        if "_area" not in self.__dict__:
            Cached.computed += 1
            self.__dict__["_area"] = len(self.name) * 10
        return self.__dict__["_area"]
c = Cached("hexagon")
print(c.area, c.area, Cached.computed, c.describe())
print(isinstance(Square.area, property), Square.area is Shape.area, LoudSquare.name is Shape.name)
print(Shape.name.fset is LoudSquare.name.fset, ReadOnlyName.name.fset)
class Base:
    @property
    def value(self):
        return 1
class Child(Base):
    value = 5
print(Base().value, Child().value)
class Child2(Base):
    def __init__(self):
        try:
            self.value = 7
        except AttributeError as e:
            print("cannot shadow read-only property:", e)
Child2()
