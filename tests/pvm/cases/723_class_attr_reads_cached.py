# Reads of class attributes on the class itself at one site, repeated
# (served from the site's cache) while the class and its bases change.
class Base:
    LEVEL = 1
    NAME = "base"

    @classmethod
    def make(cls):
        return cls.__name__

    @staticmethod
    def helper(x):
        return x * 2


class Child(Base):
    pass


# One reading site each.
level = lambda c: c.LEVEL  # noqa: E731
name = lambda c: c.NAME  # noqa: E731
maker = lambda c: c.make  # noqa: E731
helper = lambda c: c.helper  # noqa: E731


for i in range(3):
    print(level(Base), level(Child), name(Child), maker(Child)(), helper(Child)(i))
Child.LEVEL = 2  # the subclass now shadows its base
print(level(Base), level(Child))
Base.LEVEL = 3
print(level(Base), level(Child))
del Child.LEVEL
print(level(Base), level(Child))
Base.NAME = ("tuple", 1)
print(name(Base), name(Child))
Base.make = classmethod(lambda cls: "new make for " + cls.__name__)
print(maker(Child)(), maker(Base)())
Base.helper = staticmethod(lambda x: x + 100)
print(helper(Child)(1))
Base.helper = lambda x: x - 100  # a plain function read on the class
print(helper(Child)(1))
del Base.LEVEL
try:
    level(Child)
except AttributeError as e:
    print("AttributeError", e)


class Desc:
    def __get__(self, obj, owner):
        return "Desc for " + owner.__name__


Base.LEVEL = Desc()
print(level(Base), level(Child))
Base.LEVEL = None
print(level(Base), level(Child))


class Other:
    LEVEL = "other"


for c in [Base, Other, Child, Other, Base]:
    print(level(c), end=" ")
print()
o = Other()
print(level(o))
o.LEVEL = "instance"
print(level(o), level(Other))
print(level(type(o)), name(Base))
