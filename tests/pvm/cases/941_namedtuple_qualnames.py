# namedtuple's methods are named after the class, in their qualnames and errors
from collections import namedtuple
P = namedtuple('P', 'x y', defaults=[0])
print(P._make.__qualname__, P._replace.__qualname__, P.__new__.__qualname__, P.__repr__.__qualname__, P._asdict.__qualname__, P.__getnewargs__.__qualname__)
for f in (lambda: P._make(), lambda: P(1)._replace(1), lambda: P._make([1, 2, 3]), lambda: P(1)._replace(z=1), lambda: P(), lambda: P(1, 2, 3), lambda: P(1, x=2)):
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(P(1), P(1, 2)._asdict(), P._make((3, 4)), P(5)._replace(y=6), P.__getnewargs__(P(7, 8)))
Point3 = namedtuple("Point3", ["x", "y", "z"])
p = Point3(1, 2, 3)
for name in ("_make", "_replace", "_asdict", "__repr__", "__getnewargs__", "__new__"):
    m = getattr(Point3, name)
    print(name, getattr(m, "__qualname__", None), getattr(m, "__name__", None))
try:
    p._asdict(1)
except TypeError as e:
    print(e)
try:
    Point3._make(1)
except TypeError as e:
    print(e)
print(repr(p), p._fields, Point3._field_defaults)
