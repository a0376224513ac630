# dataclasses: the generated __repr__ (fields, repr=False, recursion, nesting)
# and the __qualname__ of every generated method.
from dataclasses import dataclass, field
@dataclass
class P:
    x: int
    y: "str"
    tags: list = field(default_factory=list)
    hidden: int = field(default=0, repr=False)
@dataclass
class Node:
    val: int
    nxt: object = None
@dataclass
class E:
    pass
p = P(1, "a")
print(p, repr(p), str([p]))
n = Node(1); n.nxt = n
print(n)
print(E())
print(P.__repr__.__qualname__, P.__repr__.__name__)
class Sub(P):
    pass
print(Sub(2, "b"))
@dataclass
class Bad:
    x: int
    def __repr__(self):
        return "custom"
print(Bad(1))
@dataclass
class R:
    x: int
    def __post_init__(self):
        pass
try:
    @dataclass
    class Boom:
        x: int
        @property
        def y(self):
            raise ValueError("y")
    b = Boom(1)
    print(b)
except Exception as e:
    print(type(e).__name__, e)
@dataclass
class W:
    a: object
    def __repr__(self):
        return "W!"
@dataclass
class V:
    w: W
    f: float
print(V(W(1), 1.5))
@dataclass(order=True, frozen=True)
class F:
    a: int
for m in ("__init__", "__repr__", "__eq__", "__lt__", "__ge__", "__hash__", "__setattr__", "__delattr__"):
    print(m, getattr(F, m).__qualname__)
class Outer:
    @dataclass
    class Inner:
        z: int
print(Outer.Inner(3), Outer.Inner.__repr__.__qualname__)
