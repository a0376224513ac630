# One attribute site seeing instances with __slots__ and without, slots
# deleted and set again, classes changed under a warm site, and slotted
# instances made by the thousand.


class Pt:
    __slots__ = ("x", "y")

    def __init__(self, *xy):
        self.x, self.y = xy


class Pt3(Pt):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        Pt.__init__(self, x, y)
        self.z = z


class D:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def total(objs):
    s = 0
    for o in objs:
        s += o.x * 10 + o.y
    return s


def bump(objs):
    for o in objs:
        o.x = o.x + 1
        o.y += 2


objs = [Pt(1, 2), Pt3(3, 4, 5), D(6, 7)] * 4
print(total(objs))
bump(objs)
print(total(objs), [type(o).__name__ for o in objs[:3]])

p = Pt(1, 2)
for i in range(3):
    print(p.x, p.y)
    del p.y
    try:
        p.y
    except AttributeError as e:
        print("deleted:", e)
    p.y = i * 5

q = Pt3(1, 2, 3)
try:
    q.w = 1
except AttributeError as e:
    print(e)
try:
    print(Pt3.__new__(Pt3).z)
except AttributeError as e:
    print("unset:", e)


def reads(o, n):
    return [o.x + o.y for _ in range(n)]


print(reads(p, 3))
Pt.x_default = 9
print(reads(p, 2), p.x_default)


class R:
    __slots__ = ("a", "b", "c", "d", "e")

    def __init__(self, v):
        self.a = self.b = self.c = self.d = self.e = v


made = [R(i) for i in range(2000)]
print(sum(r.a + r.e for r in made), made[-1].c)
for r in made[::3]:
    del r.b
print(sum(1 for r in made if hasattr(r, "b")))
