# abs() of ints at the edges of the small-int range and isinstance()
# where the class is the object's own, a base, a tuple or has a metaclass hook.
big = 2 ** 63


def show(xs):
    for x in xs:
        print(repr(x), "->", repr(abs(x)), type(abs(x)).__name__)


show([0, 7, -7, -(big - 1), -big, -big - 1, big, True, False, -0.0, -2.5])


class Meta(type):
    def __instancecheck__(cls, obj):
        print("hook", type(obj).__name__)
        return False


class Hooked(metaclass=Meta):
    pass


class Base:
    pass


class Child(Base):
    pass


def check():
    h, c = Hooked(), Child()
    print(isinstance(h, Hooked), isinstance(3, Hooked), isinstance(c, Child))
    print(isinstance(c, Base), isinstance(True, int), isinstance(3, bool))
    print(isinstance(c, (int, Base)), isinstance(3.0, float), isinstance(None, type(None)))
    print(isinstance(int, type), isinstance(Child, Base), isinstance("s", (bytes, str)))
    try:
        isinstance(3, 4)
    except TypeError as e:
        print("TypeError", e)
    try:
        abs()
    except TypeError as e:
        print("TypeError", e)


check()
