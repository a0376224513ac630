# Class calls, __init__ and exception construction on the paths the
# interpreter shortcuts: instances built in the caller's stack slot,
# *args tuples, exception args, exceptions unwinding many frames and
# generators driven by for, sum, list and next.


class Point:
    def __init__(self, x, y=0, *rest, **kw):
        self.x, self.y, self.rest, self.kw = x, y, rest, kw


class BadInit:
    def __init__(self):
        return 5


class WithNew:
    def __new__(cls, v):
        return v * 2


class Meta(type):
    def __call__(cls, *args):
        return ("meta", args)


class ViaMeta(metaclass=Meta):
    pass


class Boom:
    def __init__(self, v):
        raise ValueError("boom", v)


p = Point(1)
print(p.x, p.y, p.rest, p.kw)
p = Point(1, 2, 3, 4, 5, z=6)
print(p.x, p.y, p.rest, p.kw)
p = Point(y=7, x=8)
print(p.x, p.y, p.rest, p.kw)
print([Point(i, i * i).y for i in range(4)])
print(WithNew(21), ViaMeta(1, 2))
try:
    BadInit()
except TypeError as e:
    print("TypeError", e)
try:
    Boom(3)
except ValueError as e:
    print(e.args, len(e.args))
try:
    Point()
except TypeError as e:
    print(e)


def star(*args):
    return args, type(args).__name__


print(star(), star(1), star(1, 2, 3, 4, 5, 6))

print(KeyError().args, KeyError(1, 2).args, OSError(2, "nope", "f").args)
print(AttributeError("m", name="n", obj=3).args, ImportError("x", name="m").args)


def down(n):
    if n == 0:
        raise RuntimeError("bottom")
    return down(n - 1)


for depth in (0, 1, 3, 4, 5, 9):
    try:
        try:
            down(depth)
        finally:
            depth += 100
    except RuntimeError as e:
        print(depth, e, e.args)


def gen():
    yield 1
    yield 2
    return 3


print(list(gen()), sum(x for x in gen()), next(gen()))
g = gen()
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)
print(next(g, "done"))
