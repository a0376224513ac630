# Functions made again and again by one def or lambda in a function body
# (the site keeps a template with the inline caches): each is a distinct
# object with its own defaults, closure, attributes and __module__.

LIMIT = 3


def makers(n):
    out = []
    for i in range(n):
        def f(x, i=i, *, scale=2) -> int:
            return (x + i) * scale + len(str(LIMIT))
        out.append(f)
        out.append(lambda y: abs(y - i) + LIMIT)
    return out


fs = makers(3)
print([g(1) for g in fs])
print(fs[0] is fs[2], fs[0].__name__, fs[1].__name__, fs[0].__qualname__, fs[1].__qualname__)
print(fs[0].__defaults__, fs[2].__defaults__, fs[0].__kwdefaults__, fs[0].__annotations__)
fs[0].tag = "first"
print(getattr(fs[0], "tag", None), getattr(fs[2], "tag", None))
fs[2].__defaults__ = (100,)
print(fs[0](0), fs[2](0), fs[0](0, scale=1))
print(fs[0].__module__, fs[1].__module__)


def counter():
    n = 0

    def bump(step=1):
        nonlocal n
        n += step
        return n

    return bump


a, b = counter(), counter()
print(a(), a(), b(), a(5), b(10), a is b)


class Box:
    def __init__(self, v):
        self.v = v

    def getters(self):
        return [lambda: self.v + k for k in range(3)]


box = Box(10)
gs = box.getters()
box.v = 20
print([g() for g in gs], [g() for g in Box(1).getters()])


def rebinding():
    global LIMIT
    first = makers(1)[1]
    LIMIT = 100
    second = makers(1)[1]
    return first(0), second(0)


print(rebinding())
__name__ = "renamed"


def late():
    return lambda: 0


print(late().__module__, late() is late())


def sort_many(rows):
    out = []
    for r in range(3):
        out.append(sorted(rows, key=lambda p: (p[r % 2], len(p))))
    return out


print(sort_many([("b", 2), ("a", 3), ("c", 1)]))
try:
    makers(1)[0]("x")
except TypeError as e:
    print("TypeError", e)
