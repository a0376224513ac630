# object.__dir__ exists (super().__dir__() in a custom __dir__, hasattr),
# and object's method descriptors word a missing receiver as CPython does.


class Record:
    kind = "record"

    def __init__(self, **fields):
        self.__dict__.update(fields)

    def __dir__(self):
        # Advertise the computed attribute next to the real ones.
        return super().__dir__() + ["computed"]

    def __getattr__(self, name):
        if name == "computed":
            return len(self.__dict__)
        raise AttributeError(name)


r = Record(a=1, b=2)
print([n for n in dir(r) if not n.startswith("__")])
print(r.computed, hasattr(r, "__dir__"), "__dir__" in dir(object), "__dir__" in dir(r))
names = object.__dir__(r)
print(type(names).__name__, sorted(n for n in names if not n.startswith("__")))
print(sorted(n for n in r.__dir__() if not n.startswith("_")))


class Slotted:
    __slots__ = ("x", "y")


print(sorted(n for n in object.__dir__(Slotted()) if not n.startswith("__")))


class Quiet:
    def __dir__(self):
        return ["only", "these"]


print(dir(Quiet()), sorted(object.__dir__(Quiet()))[:3] == sorted(dir(object))[:3])


class Base:
    def base_method(self):
        pass


class Child(Base):
    def __dir__(self):
        return [n for n in super().__dir__() if not n.startswith("_")]

    def child_method(self):
        pass


print(dir(Child()))

for name in ["__dir__", "__format__", "__hash__", "__repr__", "__str__", "__eq__", "__init__"]:
    try:
        getattr(object, name)()
    except TypeError as e:
        print(name, "TypeError:", e)
print(dir(object) == sorted(object.__dir__(object())))
