# type() and metaclass hooks, object/type methods, __slots__ descriptors, builtin __new__
Point = type("Point", (), {"x": 0, "norm": lambda self: abs(self.x)})
p = Point()
p.x = -4
print(Point.__name__, Point.__qualname__, Point.__module__, p.norm(), type(p) is Point, Point.__bases__)
Sub = type("Sub", (Point,), {"y": 1})
print([c.__name__ for c in Sub.mro()], Sub().y, isinstance(Sub(), Point))
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["created_by"] = mcls.__name__
        cls = super().__new__(mcls, name, bases, ns)
        cls.options = kw
        return cls
    def __instancecheck__(cls, obj):
        return hasattr(obj, "quacks")
    def __subclasscheck__(cls, sub):
        return hasattr(sub, "quacks")
class Duck(metaclass=Meta, loud=True):
    pass
class Robot:
    quacks = True
print(Duck.created_by, Duck.options, type(Duck).__name__, isinstance(Robot(), Duck), isinstance(1, Duck), issubclass(Robot, Duck))
print(type.__instancecheck__(Duck, Duck()), isinstance(Duck(), (int, Duck)))
class Celsius(float):
    def __new__(cls, value):
        return super().__new__(cls, round(value, 1))
    def __repr__(self):
        return f"{float(self)}C"
print(Celsius(21.26), Celsius(3) + 1, type(Celsius(1)).__name__)
class Upper(str):
    def __new__(cls, s):
        return str.__new__(cls, s.upper())
print(Upper("abc"), len(Upper("xy")), Upper("q") == "Q")
for bad in [lambda: str.__new__(int), lambda: int.__new__(5), lambda: object.__new__(Point, 1), lambda: type("X", (), {}, 1)]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = 1
s = Slotted()
print(type(Slotted.a).__name__, repr(Slotted.b), s.a, hasattr(s, "b"), hasattr(s, "__dict__"))
s.b = 2
del s.a
print(s.b, hasattr(s, "a"), Slotted.a.__get__ if False else "ok")
try:
    del s.a
except AttributeError as e:
    print("AttributeError", e)
class Ord:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return isinstance(other, Ord) and self.v == other.v
print(Ord(1) == Ord(1), Ord.__hash__, object.__eq__(Ord(1), Ord(1)), object.__ne__(Ord(1), Ord(1)))
try:
    hash(Ord(1))
except TypeError as e:
    print(type(e).__name__, e)
m1, m2 = p.norm, p.norm
print(m1 == m2, m1 is m2, m1 != Point().norm, type(str.upper).__name__, type("a".upper).__name__)
print(type(None)(), type(NotImplemented)(), type(...)())
