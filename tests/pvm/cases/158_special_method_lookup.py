# special methods are looked up on the type, not the instance
class C:
    def __len__(self):
        return 1
    def __repr__(self):
        return "C()"
c = C()
c.__len__ = lambda: 99
print(len(c), c.__len__())
c.__repr__ = lambda: "instance repr"
print(repr(c), c.__repr__())
class Dyn:
    def __getattr__(self, name):
        if name == "__len__":
            return lambda: 5
        raise AttributeError(name)
d = Dyn()
print(d.__len__())
try:
    len(d)
except TypeError as e:
    print(type(e).__name__, e)
class AddLater:
    pass
a = AddLater()
try:
    a + 1
except TypeError as e:
    print(type(e).__name__, e)
AddLater.__add__ = lambda self, other: f"added {other}"
print(a + 1, a + "x")
AddLater.__len__ = lambda self: 3
AddLater.__getitem__ = lambda self, i: i * 2
AddLater.__iter__ = lambda self: iter("xyz")
print(len(a), a[4], list(a), "y" in a)
del AddLater.__add__
try:
    a + 1
except TypeError as e:
    print(type(e).__name__, e)
class Callable:
    pass
inst = Callable()
inst.__call__ = lambda: "instance call attr"
try:
    inst()
except TypeError as e:
    print(type(e).__name__, e)
Callable.__call__ = lambda self: "class call"
print(inst(), inst.__call__())
class Bool:
    pass
b = Bool()
b.__bool__ = lambda: False
print(bool(b))
Bool.__bool__ = lambda self: False
print(bool(b), "truthy" if b else "falsy")
class Eq:
    pass
e1, e2 = Eq(), Eq()
e1.__eq__ = lambda other: True
print(e1 == e2, e1.__eq__(e2))
class Ctx:
    pass
ctx = Ctx()
ctx.__enter__ = lambda: "x"
ctx.__exit__ = lambda *a: None
try:
    with ctx:
        pass
except (AttributeError, TypeError) as err:
    print(type(err).__name__, err)
