# isinstance() with tuples of classes: the order in which metaclass hooks
# run, items that are not classes before and after a match, nested
# tuples and unions, called with loaded arguments and with a built tuple.
class Meta(type):
    def __instancecheck__(cls, obj):
        print("  hook", cls.__name__, type(obj).__name__)
        return type(obj).__name__ == "int"


class Hooked(metaclass=Meta):
    pass


class Base:
    pass


class Child(Base):
    pass


def classify(x):
    if isinstance(x, Child):
        return "child"
    if isinstance(x, Base):
        return "base"
    if isinstance(x, (int, float)):
        return "number"
    if isinstance(x, (bytes, (str, list))):
        return "nested"
    return "other"


values = [Child(), Base(), 3, 2.5, True, "s", [1], b"b", None, (1,)]
print([classify(v) for v in values])

c = Child()
print(isinstance(c, (Base, Hooked)))
print(isinstance(c, (Hooked, Base)))
print(isinstance(3, (Hooked, str)))
print(isinstance("x", (str, Hooked)))
print(isinstance(3, (int, 4)))
print(isinstance(3, ()))
print(isinstance(3, int | str), isinstance(None, int | None))
for bad in [(str, 4), 4, (str, (bytes, "x"))]:
    try:
        isinstance(3, bad)
    except TypeError as e:
        print("TypeError", e)

types = (int, str)
loaded = Base
t = 0
for v in values:
    if isinstance(v, types):
        t += 1
    if isinstance(v, loaded):
        t += 10
    if isinstance(v, Hooked):
        t += 100
print(t)


class Fake:
    @property
    def __class__(self):
        return Base


f = Fake()
print(isinstance(f, Base), isinstance(f, Fake), isinstance(f, (int, Base)))
print(type(f).__name__)


class NoClass:
    @property
    def __class__(self):
        raise AttributeError("no class")


class BadClass:
    @property
    def __class__(self):
        raise KeyError("bad")


class Proxy:
    def __getattribute__(self, name):
        if name == "__class__":
            return Child
        return object.__getattribute__(self, name)


print(isinstance(NoClass(), Base), isinstance(NoClass(), NoClass))
try:
    isinstance(BadClass(), Base)
except KeyError as e:
    print("KeyError", e)
print(isinstance(Proxy(), Base), isinstance(Proxy(), (str, Child)), isinstance(Proxy(), int))


def check(x):
    return isinstance(x, types), isinstance(x, Hooked), isinstance(x, Base)


print(check(3), check(Child()))
types = 5
try:
    check(3)
except TypeError as e:
    print("TypeError", e)
isinstance = lambda a, b: "shadowed"
print(check(3))
del isinstance
types = (str,)
print(check("s"), check(Proxy()))
