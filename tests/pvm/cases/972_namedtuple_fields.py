# namedtuple fields read through the inline caches: plain reads, subclasses
# that add attributes or override a field, and the getter's errors.
from collections import namedtuple
from typing import NamedTuple

Point = namedtuple('Point', 'x y')


class Point3(Point):
    @property
    def y(self):
        return 'overridden'


class Tagged(Point):
    def norm1(self):
        return abs(self.x) + abs(self.y)


class Pair(NamedTuple):
    left: int
    right: str = 'r'


def reads():
    pts = [Point(i, -i) for i in range(4)]
    total = 0
    for p in pts:
        total += p.x * 10 + p.y
    print(total, pts[-1].x, pts[-1].y, pts[0])
    t = Tagged(3, -4)
    t.extra = 'e'
    t.__dict__['x'] = 'shadow'  # the field is a data descriptor: it wins
    print(t.norm1(), t.x, t.extra, Point3(1, 2).y, Point3(1, 2).x)
    for q in (Point(5, 6), Point3(7, 8), Tagged(9, 10), Point(11, 12)):
        print(q.x, q.y)
    pr = Pair(1)
    print(pr.left, pr.right, pr._replace(right='z').right, Pair._make([2, 's']).left)


def errors():
    getter = Point.x
    print(getter.__get__(Point(1, 2)))
    print(getter.__get__((7, 8)))
    try:
        Point(1, 2).x = 5
    except AttributeError as e:
        print('AttributeError', e)
    try:
        del Point(1, 2).y
    except AttributeError as e:
        print('AttributeError', e)


def rebinding():
    # The caches follow a field replaced on the class.
    class P2(Point):
        pass
    p = P2(4, 5)
    for step in range(3):
        print(p.x, p.y)
        if step == 1:
            P2.x = property(lambda self: 'replaced')


reads()
errors()
rebinding()
