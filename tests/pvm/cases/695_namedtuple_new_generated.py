# namedtuple.__new__ generated from source: defaults, keywords, errors,
# one and zero fields, renamed fields, subclasses.
from collections import namedtuple
Pt = namedtuple("Pt", "x y z", defaults=(9,))
print(Pt(1, 2), Pt(1, 2, 3), Pt(x=1, y=2), Pt.__new__.__qualname__, Pt.__new__.__doc__, Pt.__new__.__defaults__)
for a, k in [((), {}), ((1, 2, 3, 4), {}), ((1,), {"q": 2}), ((1, 2), {"x": 1})]:
    try:
        Pt(*a, **k)
    except TypeError as e:
        print("TypeError:", e)
One = namedtuple("One", ["a"])
Zero = namedtuple("Zero", [])
print(One(5), Zero(), One._make([3]), Pt(1, 2)._replace(z=0), Pt(1, 2)._asdict())
R = namedtuple("R", "a def a", rename=True)
print(R(1, 2, 3), R._fields)
class Sub(Pt):
    def total(self):
        return self.x + self.y + self.z
print(Sub(1, 2).total(), Sub(1, 2, 3))


def area(p):
    return p.x * p.y


print([area(Pt(i, i + 1)) for i in range(4)])
