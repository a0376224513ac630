# A class attribute read through a global (Color.RED) and a method called
# on a local with no arguments (self.m()): the fast paths, and every way
# they can miss (rebinding, shadowing, non-instances, errors).
import math


class Color:
    RED = 1
    GREEN = 2

    def name(self):
        return "color"


class Shape:
    def __init__(self, n):
        self.n = n

    def area(self):
        return self.n * self.n

    def twice(self):
        return self.area() + self.area()

    def __getattr__(self, name):
        if name == "ghost":
            return lambda: "ghost of %d" % self.n
        raise AttributeError(name)


def read_colors():
    return Color.RED + Color.GREEN


print(read_colors(), read_colors())
Color.RED = 10  # the class changes: the cached value must not be used
print(read_colors())
del Color.GREEN
try:
    read_colors()
except AttributeError as e:
    print("AttributeError:", e)
Color.GREEN = 5
print(read_colors())
saved = Color
Color = math  # the global is rebound to a module, then to an instance


def read_pi():
    return Color.pi


print(read_colors.__name__, round(read_pi(), 5))
Color = saved()
print(Color.RED, Color.name())
del Color
try:
    read_colors()
except NameError as e:
    print("NameError:", e)
Color = saved

s = Shape(3)
print(s.twice(), s.twice())
s.area = lambda: 100  # an instance attribute shadows the method
print(s.twice())
del s.area
print(s.twice(), s.ghost())


def call_each(items):
    out = []
    for it in items:
        out.append(it.copy())  # lists, dicts and instances
    return out


class Copyable:
    def copy(self):
        return "copied"


print(call_each([[1, 2], {"a": 1}, Copyable()]))


def unbound():
    if False:
        obj = Shape(1)
    return obj.area()


try:
    unbound()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)


class Broken:
    def go(self):
        return self.missing()


try:
    Broken().go()
except AttributeError as e:
    print("AttributeError:", e)


def total(n):
    s = Shape(2)
    t = 0
    for _ in range(n):
        t += s.area()
    return t


print(total(1000))
