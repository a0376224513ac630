# property error messages name the property only when a class body defined it
# (__set_name__), as CPython 3.11 does; copies made by .setter keep the name.
class A:
    @property
    def x(self):
        return 1
    y = property(None)
    z = x
class B(A):
    pass
a = B()
A.w = property(lambda s: 2)
for name in ("x", "y", "z", "w"):
    for op in ("set", "del", "get"):
        try:
            if op == "set":
                setattr(a, name, 1)
            elif op == "del":
                delattr(a, name)
            else:
                getattr(a, name)
        except AttributeError as e:
            print(name, op, e)
p = A.x.setter(lambda s, v: None)
class C:
    q = p
try:
    del C().q
except AttributeError as e:
    print(e)
