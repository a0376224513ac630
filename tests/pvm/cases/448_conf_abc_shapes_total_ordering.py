from abc import ABC, abstractmethod
import math
from functools import total_ordering

@total_ordering
class Shape(ABC):
    count = 0
    def __init__(self, name):
        self.name = name
        Shape.count += 1
    @property
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
    def __eq__(self, other):
        return isinstance(other, Shape) and math.isclose(self.area, other.area)
    def __lt__(self, other):
        return self.area < other.area
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, area={self.area:.3f})"

class Circle(Shape):
    def __init__(self, r):
        super().__init__(f"circle r={r}")
        self.r = r
    @property
    def area(self):
        return math.pi * self.r ** 2
    def perimeter(self):
        return 2 * math.pi * self.r

class Rect(Shape):
    def __init__(self, w, h):
        super().__init__(f"rect {w}x{h}")
        self.w, self.h = w, h
    @property
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h)

class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
        self.name = f"square {s}"

class Triangle(Shape):
    def __init__(self, a, b, c):
        if a + b <= c or a + c <= b or b + c <= a:
            raise ValueError(f"invalid triangle sides {a}, {b}, {c}")
        super().__init__("triangle")
        self.sides = (a, b, c)
    @property
    def area(self):
        s = sum(self.sides) / 2
        a, b, c = self.sides
        return math.sqrt(s * (s - a) * (s - b) * (s - c))
    def perimeter(self):
        return sum(self.sides)

shapes = [Circle(1), Rect(2, 3), Square(2), Triangle(3, 4, 5), Circle(0.5), Rect(1, 6)]
for s in sorted(shapes):
    print(f"{s!r:<40} perimeter={s.perimeter():8.3f}")
print(max(shapes), min(shapes), Shape.count)
print(Rect(2, 3) == Rect(1, 6), Rect(2, 3) == Square(2), Square(2) <= Rect(2, 2), Circle(1) > Square(1))
print(sorted(shapes, key=lambda s: s.perimeter())[0].name, [type(s).__name__ for s in shapes if isinstance(s, Rect)])
try:
    Triangle(1, 2, 10)
except ValueError as e:
    print("ValueError:", e)
try:
    Shape("abstract")
except TypeError as e:
    print("TypeError:", e)
class Half(Shape):
    def perimeter(self):
        return 0
try:
    Half("half")
except TypeError as e:
    print("TypeError:", e)
print(sum(s.area for s in shapes).__round__(4), round(sum(s.perimeter() for s in shapes), 2))
by_type = {}
for s in shapes:
    by_type.setdefault(type(s).__name__, []).append(round(s.area, 2))
print(by_type, Square.__mro__[1].__name__, issubclass(Square, Shape), Shape.__abstractmethods__ if False else sorted(Shape.__abstractmethods__))
