# functools.cached_property is named by the class statement (__set_name__):
# it caches under that name, exposes attrname, func and __doc__, and a
# failing __set_name__ is a RuntimeError caused by the failure (CPython 3.11).
from functools import cached_property

class A:
    def compute(self):
        print("computing")
        return 42
    value = cached_property(compute)

    @cached_property
    def other(self):
        "Docs of other."
        return [1, 2]

a = A()
print(a.value, a.value, sorted(vars(a)))
print(A.value.attrname, A.other.attrname, A.other.__doc__, A.value.func.__name__)
print(a.other is a.other)

cp = cached_property(lambda self: 1)
print(cp.attrname)
class B:
    pass
B.x = cp
try:
    B().x
except TypeError as e:
    print(e)
cp.__set_name__(B, "x")
print(B().x, cp.attrname)
try:
    cp.__set_name__(B, "y")
except TypeError as e:
    print(e)
try:
    class C:
        a = cp
except RuntimeError as e:
    print(type(e).__name__, e, "|", type(e.__cause__).__name__, e.__cause__, e.__context__ is e.__cause__)

class Named:
    def __set_name__(self, owner, name):
        raise ValueError("no " + name)
try:
    class D:
        field = Named()
except RuntimeError as e:
    print(e, "|", repr(e.__cause__))

class S:
    __slots__ = ("n",)
    @cached_property
    def v(self):
        print("not called")
        return 1
try:
    S().v
except TypeError as e:
    print(e)

# Every object has its class's __doc__ (None for built-in types here).
print(hasattr([], "__doc__"), hasattr(3, "__doc__"), hasattr(None, "__doc__"))
print(None.__doc__, A().__doc__, Q.__doc__ if (Q := type("Q", (), {})) else 0)

# A namespace built by type() may have keys other than strs.
class Named:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, repr(name))
X = type("X", (), {1: 2, "d": Named(), "p": property(lambda s: 1)})
print(X.__dict__[1], X().p)
class Refuses:
    def __set_name__(self, owner, name):
        raise KeyError(name)
try:
    type("Y", (), {5: Refuses()})
except RuntimeError as e:
    print(e, repr(e.__cause__))
