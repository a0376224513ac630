# Methods called on instances without a __dict__ (__slots__ classes, and
# subclasses of built-ins with empty __slots__), and on instances of their
# subclasses that do have one, where an instance attribute shadows a method.
class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)

    def scaled(self, k):
        return Vec(self.x * k, self.y * k)


class Loose(Vec):  # no __slots__: instances get a __dict__
    def norm1(self):
        return 100 + Vec.norm1(self)


class Ints(list):
    __slots__ = ()

    def total(self):
        return sum(self)


def run(items):
    t = 0
    for _ in range(200):
        for it in items:
            t += it.norm1()
    return t


vs = [Vec(1, -2), Vec(3, 4), Loose(1, 1)]
print(run(vs), vs[0].scaled(3).norm1())
shadow = Loose(2, 2)
print(shadow.norm1())
shadow.norm1 = lambda: -1  # an instance attribute shadows the method
print(shadow.norm1(), run([shadow, Vec(0, 5)]))
del shadow.norm1
print(shadow.norm1())
try:
    Vec(1, 1).norm1 = lambda: 0
except AttributeError as e:
    print("AttributeError:", e)
xs = Ints([1, 2, 3])
print(xs.total(), [Ints([i, i]).total() for i in range(4)])
xs.append(10)
print(xs.total(), len(xs))
try:
    xs.extra = 1
except AttributeError as e:
    print("AttributeError:", e)
