# property: getter, setter, deleter, computed attributes, read-only errors
class Temperature:
    def __init__(self, celsius=0.0):
        self._c = celsius
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError(f"below absolute zero: {value}")
        self._c = value
    @celsius.deleter
    def celsius(self):
        print("deleting celsius")
        del self._c
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9
t = Temperature(25)
print(t.celsius, repr(t.fahrenheit))
t.fahrenheit = 212
print(repr(t.celsius))
t.celsius = -40
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print(type(e).__name__, e)
del t.celsius
try:
    t.celsius
except AttributeError as e:
    print(type(e).__name__, e)
class ReadOnly:
    @property
    def value(self):
        return 42
r = ReadOnly()
print(r.value)
try:
    r.value = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del r.value
except AttributeError as e:
    print(type(e).__name__, e)
def get_x(self):
    return self._x * 2
def set_x(self, v):
    self._x = v
class Classic:
    x = property(get_x, set_x, None, "the x property")
c = Classic()
c.x = 5
print(c.x, Classic.x.__doc__, type(Classic.x).__name__)
print(isinstance(Classic.__dict__["x"], property), Classic.x.fget is get_x, Classic.x.fdel)
class Lazy:
    def __init__(self):
        self.computed = 0
    @property
    def expensive(self):
        self.computed += 1
        return sum(range(100))
lz = Lazy()
print(lz.expensive, lz.expensive, lz.computed)
class Base:
    @property
    def name(self):
        return "base"
class Derived(Base):
    @property
    def name(self):
        return "derived:" + super().name
print(Derived().name)
class Err:
    @property
    def broken(self):
        raise KeyError("inside property")
try:
    Err().broken
except KeyError as e:
    print(type(e).__name__, e)
try:
    hasattr(Err(), "broken")
except KeyError as e:
    print("hasattr propagates", type(e).__name__, e)
