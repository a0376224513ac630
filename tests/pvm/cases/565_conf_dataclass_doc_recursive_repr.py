from dataclasses import dataclass, field, InitVar, KW_ONLY
from typing import Optional, List, ClassVar
import typing
@dataclass(init=False)
class X:
    a: int = 3
print(repr(X.__doc__))
@dataclass
class Y:
    a: int
    b: Optional[List[str]] = None
    c: InitVar[int] = 0
    d: 'Y' = field(default_factory=list)
    e: ClassVar[int] = 1
    _: KW_ONLY
    f: typing.Any = 'q'
    g: list[int] = field(default_factory=list)
print(repr(Y.__doc__))
@dataclass
class Z:
    '''my doc'''
    a: int
print(Z.__doc__)
@dataclass
class W(Y):
    h: float = 1.5
print(W.__doc__)
class Plain: pass
@dataclass
class V(Plain):
    x: Plain = None
    y: dict = None
print(V.__doc__)
@dataclass
class Node:
    val: int
    prev: "Node | None" = field(default=None, repr=True)
    next: "Node | None" = None
a = Node(1); b = Node(2, prev=a); a.next = b
print(a); print(b); print([a, b])
@dataclass
class Holder:
    items: list
h = Holder([]); h.items.append(h); print(h)
@dataclass(frozen=True)
class Pt:
    x: float
    y: float = 0.0
print(Pt.__doc__, Pt(1.5))
@dataclass
class Tree:
    name: str
    children: list = field(default_factory=list)
    parent: "Tree | None" = field(default=None, repr=False)
root = Tree("root"); kid = Tree("kid", parent=root); root.children.append(kid)
print(root)
