from collections import namedtuple

Point = namedtuple("Point", "x y")

class Segment:
    __match_args__ = ("a", "b")
    def __init__(self, a, b):
        self.a, self.b = a, b

def length(shape):
    match shape:
        case Point():
            return 0
        case Segment(Point(x1, y1), Point(x2, y2)):
            return ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
        case [first, *rest]:
            return sum(length(Segment(p, q)) for p, q in zip([first, *rest], rest))
        case _:
            raise TypeError(f"no length for {shape!r}")

print(length(Point(1, 2)), length(Segment(Point(0, 0), Point(3, 4))))
print(length([Point(0, 0), Point(3, 4), Point(3, 0)]))
print(length([Point(1, 1)]))
def area(poly):
    total = 0
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
        total += x1 * y2 - x2 * y1
    return abs(total) / 2
square = [Point(0, 0), Point(2, 0), Point(2, 2), Point(0, 2)]
print(area(square), length(square + square[:1]))
try:
    length("abc")
except TypeError as e:
    print("TypeError:", e)
def classify(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(0, _) | Point(_, 0):
            return "axis"
        case Point(x, y) if x == y:
            return "diagonal"
        case Point():
            return "plane"
print([classify(p) for p in [Point(0, 0), Point(0, 5), Point(2, 0), Point(3, 3), Point(1, 2)]])
print(Point.__match_args__, Segment.__match_args__)
print("checking a 3-coordinate pattern")
match Point(1, 2):
    case Point(x, y, z):
        print("impossible", x, y, z)
