# `from __future__ import annotations` (common at the top of modern
# scripts) is a compiler directive: annotations are not evaluated but kept
# as CPython's normalised source text, so forward references and names
# defined later work; dataclasses still see ClassVar / InitVar / KW_ONLY.
from __future__ import annotations

import dataclasses
from dataclasses import InitVar, KW_ONLY, dataclass, field
from typing import Callable, ClassVar, Dict, Optional, Tuple


class Tree:
    def __init__(self, left: Tree | None, value: int, right: Tree | None) -> None:
        self.left, self.value, self.right = left, value, right

    def __iter__(self) -> Iterator[int]:  # Iterator is never imported
        if self.left:
            yield from self.left
        yield self.value
        if self.right:
            yield from self.right


def build(values: range) -> Tree | None:
    if not values:
        return None
    i = len(values) // 2
    return Tree(build(values[:i]), values[i], build(values[i + 1 :]))


print(list(build(range(12))), sum(build(range(1000))))
print(Tree.__init__.__annotations__)
print(build.__annotations__, Tree.__iter__.__annotations__)


def shapes(a: Optional[Dict[str, list[int]]] = None, *rest: Tuple[int, ...], key: "Tree" = None,
           **kw: Callable[[int, str], None]) -> dict[str, tuple[int, ...]] | None:
    return None


print(shapes.__annotations__)
print((lambda: 0).__annotations__ if hasattr(lambda: 0, "__annotations__") else None)


@dataclass(order=True)
class Node:
    name: str
    children: list[Node] = field(default_factory=list)
    parent: Node | None = field(default=None, compare=False, repr=False)
    scale: InitVar[int] = 1
    _: KW_ONLY
    weight: float = 1.0
    registry: ClassVar[dict[str, Node]] = {}

    def __post_init__(self, scale: int) -> None:
        self.weight *= scale
        Node.registry[self.name] = self


root = Node("root", scale=3)
leaf = Node("leaf", parent=root, weight=0.5)
root.children.append(leaf)
print(root, leaf < root, sorted(Node.registry))
print([(f.name, f.type) for f in dataclasses.fields(Node)])
print(Node.__annotations__)

limit: MaxValue = 10  # annotations at module level are not evaluated either
print(__annotations__, limit)
