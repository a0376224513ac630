# collections.namedtuple
from collections import namedtuple
Point = namedtuple("Point", ["x", "y"])
p = Point(1, 2)
print(p, p.x, p.y, p[0], p[-1], len(p), tuple(p), list(p), p == (1, 2), isinstance(p, tuple))
x, y = p
print(x, y, Point._fields, Point.__name__, type(p).__name__)
print(p._asdict(), p._replace(x=10), p, Point._make([5, 6]), Point(y=4, x=3))
P3 = namedtuple("P3", "x y z", defaults=[0])
print(P3(1, 2), P3(1, 2, 3), P3._field_defaults, P3.__doc__)
Rec = namedtuple("Rec", "name, age")
print(Rec("ann", 30), Rec._fields)
try:
    p.x = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Point(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point(1, z=2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    namedtuple("Bad", ["ok", "def"])
except ValueError as e:
    print(type(e).__name__, e)
try:
    namedtuple("Bad", ["a", "a"])
except ValueError as e:
    print(type(e).__name__, e)
try:
    namedtuple("Bad", ["_under"])
except ValueError as e:
    print(type(e).__name__, e)
R = namedtuple("R", ["a", "def", "a", "_x"], rename=True)
print(R._fields)
try:
    p._replace(z=1)
except (ValueError, TypeError) as e:
    print(type(e).__name__, e)
class Vec(namedtuple("Vec", "x y")):
    __slots__ = ()
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
v = Vec(3, 4) + Vec(1, 1)
print(v, v.norm, Vec(3, 4).norm, type(v).__name__)
pts = [Point(3, 1), Point(1, 2), Point(1, 1)]
print(sorted(pts), max(pts, key=lambda q: q.y), {p: "hashable"}[Point(1, 2)], hash(Point(1, 2)) == hash((1, 2)))
Emp = namedtuple("Emp", "name dept salary")
emps = [Emp("a", "x", 10), Emp("b", "y", 20), Emp("c", "x", 30)]
print([e.name for e in emps if e.dept == "x"], sum(e.salary for e in emps), emps[1]._asdict())
print(Point(*map(int, "7 8".split())), Point._make(range(2)), Point(x=[1], y={}).x)
