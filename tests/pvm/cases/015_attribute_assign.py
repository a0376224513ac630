# attribute assignment, lookup order and deletion
class A:
    cls_attr = "class"
    def method(self):
        return "method"
a = A()
print(a.cls_attr, A.cls_attr)
a.cls_attr = "instance"
print(a.cls_attr, A.cls_attr)
del a.cls_attr
print(a.cls_attr)
a.new = 1
a.new += 1
print(a.new, hasattr(a, "new"), hasattr(A, "new"))
a.method = lambda: "shadowed"
print(a.method(), A.method(a))
del a.method
print(a.method())
A.added_later = 42
print(a.added_later)
def external(self):
    return "external " + self.__class__.__name__
A.ext = external
print(a.ext())
try:
    del a.nothing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    print(a.missing)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    print(A.missing)
except AttributeError as e:
    print(type(e).__name__, e)
for obj, name in [(1, "foo"), ("s", "bar"), ([], "baz"), (None, "qux"), ({}, "x"), (1.5, "y")]:
    try:
        getattr(obj, name)
    except AttributeError as e:
        print(type(e).__name__, e)
for obj in [1, "s", [], (), None]:
    try:
        obj.attr = 1
    except AttributeError as e:
        print(type(e).__name__, e)
def fn():
    pass
fn.custom = "function attribute"
print(fn.custom, fn.__name__)
class Chain:
    pass
c = Chain()
c.child = Chain()
c.child.child = Chain()
c.child.child.value = "deep"
print(c.child.child.value)
print(sorted(k for k in a.__dict__), a.__dict__)
a.__dict__["direct"] = 5
print(a.direct)
print(A.__name__, a.__class__.__name__, type(a) is A)
