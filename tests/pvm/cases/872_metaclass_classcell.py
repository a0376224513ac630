# A metaclass sees the class namespace, including the __classcell__ that
# feeds __class__ and zero-argument super(). Replacing it by something that
# is not a cell is a TypeError from type.__new__ (not an interpreter fault);
# removing it from a class that does not use __class__ is harmless.


class Replacing(type):
    def __new__(mcls, name, bases, namespace, cell=None):
        namespace["__classcell__"] = cell
        return super().__new__(mcls, name, bases, namespace)


for bad in (None, 0, "", 1.5):
    try:

        class A(metaclass=Replacing, cell=bad):
            def who(self):
                return __class__

        print("created", A)
    except TypeError as e:
        print("TypeError:", e)


class Dropping(type):
    def __new__(mcls, name, bases, namespace):
        print("namespace has cell:", "__classcell__" in namespace)
        namespace.pop("__classcell__", None)
        return super().__new__(mcls, name, bases, namespace)


class Plain(metaclass=Dropping):
    x = 1


print(Plain.x, "__classcell__" in Plain.__dict__)


class Keeping(type):
    def __new__(mcls, name, bases, namespace):
        cls = super().__new__(mcls, name, bases, namespace)
        print("keeping", name, "__classcell__" in cls.__dict__)
        return cls


class Base(metaclass=Keeping):
    def hello(self):
        return "base of " + type(self).__name__


class Child(Base):
    def hello(self):
        return "child+" + super().hello() + " via " + __class__.__name__


print(Child().hello())
