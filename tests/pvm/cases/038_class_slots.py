# __slots__ restrict instance attributes
class P:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"P({self.x}, {self.y})"
p = P(1, 2)
print(p, P.__slots__)
p.x = 10
print(p)
try:
    p.z = 3
except AttributeError as e:
    print(type(e).__name__, e)
print(hasattr(p, "__dict__"))
class Partial:
    __slots__ = ("a", "b")
q = Partial()
q.a = 1
try:
    print(q.b)
except AttributeError as e:
    print(type(e).__name__, e)
del q.a
try:
    del q.a
except AttributeError as e:
    print(type(e).__name__, e)
class Child(P):
    __slots__ = ("z",)
c = Child(1, 2)
c.z = 3
print(c, c.z)
try:
    c.w = 4
except AttributeError as e:
    print(type(e).__name__, e)
class NoSlots(P):
    pass
n = NoSlots(5, 6)
n.anything = "ok"
print(n, n.anything)
class WithDict:
    __slots__ = ("a", "__dict__")
w = WithDict()
w.a = 1
w.other = 2
print(w.a, w.other)
class Single:
    __slots__ = "only"
s = Single()
s.only = "string slots"
print(s.only)
try:
    s.other = 1
except AttributeError as e:
    print(type(e).__name__, e)
class Defaults:
    __slots__ = ("v",)
    kind = "class attr still fine"
d = Defaults()
print(d.kind)
try:
    d.kind = "x"
except AttributeError as e:
    print(type(e).__name__, e)
try:
    class Conflict:
        __slots__ = ("v",)
        v = 1
except ValueError as e:
    print(type(e).__name__, e)
