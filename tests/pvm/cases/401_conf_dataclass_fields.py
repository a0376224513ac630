from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError
from typing import List, Optional

@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"

@dataclass
class Package:
    name: str
    version: Version
    deps: List[str] = field(default_factory=list)
    note: Optional[str] = field(default=None, repr=False)
    size: int = field(default=0, compare=False)

@dataclass(frozen=True)
class Point:
    x: float
    y: float
    def dist(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

vs = [Version(1, 2, 3), Version(1, 0), Version(0, 9, 9), Version(1, 2)]
print(sorted(vs))
print(max(vs), min(vs), Version(1) < Version(1, 0, 1))
p = Package("foo", Version(1), ["bar"], note="hidden", size=10)
print(p)
print(asdict(p))
print(astuple(p))
q = replace(p, name="baz")
print(q, q == p, p == Package("foo", Version(1), ["bar"], size=99))
print([f.name for f in fields(Package)])
pt = Point(3, 4)
print(pt, pt.dist(), hash(pt) == hash(Point(3, 4)))
try:
    pt.x = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError", e)
d = {pt: 1}
print(d[Point(3, 4)])
@dataclass
class Node:
    value: int
    children: list = field(default_factory=list)
    def add(self, v):
        n = Node(v)
        self.children.append(n)
        return n
root = Node(1)
root.add(2).add(3)
root.add(4)
print(root)
@dataclass
class WithPost:
    a: int
    b: int = field(init=False)
    def __post_init__(self):
        self.b = self.a * 2
print(WithPost(5))
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    Version(1, 2, 3, 4)
except TypeError as e:
    print("TypeError:", e)
try:
    Package("x")
except TypeError as e:
    print("TypeError:", e)
print(Version.__eq__(Version(1), Version(1)), Version(1) == (1, 0, 0))
@dataclass(eq=False)
class Ident:
    v: int
print(Ident(1) == Ident(1))
