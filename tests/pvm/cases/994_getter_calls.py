# Getters: methods and properties whose body is one return (of an
# attribute, of self, of a constant), called in loops, and every way the
# call can differ from its body (missing attributes, shadowing, slots,
# subclasses, class defaults, recursion).
class Point:
    kind_default = "plain"

    def __init__(self, x, y):
        self._x = x
        self._y = y

    @property
    def x(self):
        return self._x

    @property
    def me(self):
        return self

    @property
    def dims(self):
        return 2

    def get_y(self):
        return self._y

    def kind(self):
        return self.kind_default

    def is_point(self):
        return True


class Point3(Point):
    @property
    def x(self):
        return self._x * 10

    def get_y(self):
        return -self._y


class Slotted:
    __slots__ = ("_v",)

    def __init__(self, v):
        self._v = v

    @property
    def v(self):
        return self._v

    def get_v(self):
        return self._v


def total(points):
    t = 0
    for p in points:
        t += p.x + p.get_y() + p.dims
        if p.is_point() and p.me is p:
            t += 1
    return t


pts = [Point(i, 2 * i) for i in range(50)] + [Point3(i, i) for i in range(5)]
print(total(pts), total(pts))
print(pts[0].kind(), [s.v + s.get_v() for s in [Slotted(1), Slotted(2)]])
pts[1].kind_default = "own"
print(pts[1].kind(), pts[2].kind())
pts[3].get_y = lambda: 1000  # an instance attribute shadows the method
print(pts[3].get_y(), total(pts))
del pts[4]._x
try:
    total(pts)
except AttributeError as e:
    print("AttributeError:", e)
s = Slotted(5)
del s._v
try:
    s.get_v()
except AttributeError as e:
    print("AttributeError:", e)
try:
    print(s.v)
except AttributeError as e:
    print("AttributeError:", e)


class Deep:
    def __init__(self, n):
        self.n = n

    @property
    def val(self):
        return self.n

    def down(self, k):
        if k == 0:
            return self.val
        return self.down(k - 1)


d = Deep(7)
print(d.down(50))
try:
    d.down(100000)
except RecursionError as e:
    print("RecursionError:", e)


class Stack(list):
    def reset(self):
        self.clear()  # a built-in method of the instance's base
        return self.copy()


st = Stack([1, 2])
print(st.reset(), len(st))
