# Instance attributes over class-level defaults (count = 0), x.__class__,
# and operator.attrgetter, through the attribute caches: each read must
# see the instance's own value, else the class's current one.
from operator import attrgetter


class Counter:
    count = 0
    label = "none"
    items = []
    ratio = 1.5

    def bump(self):
        self.count += 1
        return self.count


a, b = Counter(), Counter()
for _ in range(3):
    a.bump()
print(a.count, b.count, Counter.count, a.label, b.items is Counter.items)
b.label = "b"
print(a.label, b.label)
Counter.label = "changed"  # rebinding the default reaches instances without their own
print(a.label, b.label)
del b.label
print(b.label)
a.items = [1]
print(a.items, b.items, Counter.items)
b.items.append(2)  # the shared default itself
print(Counter.items, Counter().items)


class Slotted:
    __slots__ = ("x",)
    default = 7


s = Slotted()
print(s.default)
try:
    s.default = 1
except AttributeError as e:
    print("AttributeError:", e)


class Base:
    kind = "base"


class Child(Base):
    pass


class Shadow(Base):
    @property
    def kind(self):
        return "property"


objs = [Base(), Child(), Shadow()]
objs[1].kind = "own"
for o in objs * 2:
    print(o.__class__.__name__, o.kind, o.__class__ is type(o))


o = Child()
print(o.__class__.__name__)
o.__class__ = Base
print(o.__class__.__name__, o.kind)

get = attrgetter("count", "label", "ratio")
print([get(x) for x in (a, b, Counter())])
print(attrgetter("label")(a), attrgetter("__class__.__name__")(a))
try:
    attrgetter("missing")(a)
except AttributeError as e:
    print("AttributeError:", e)
