# typing: string type arguments become ForwardRefs, which get_type_hints resolves inside aliases
from typing import (Annotated, Callable, ClassVar, Dict, ForwardRef, Generic, List, Literal, NamedTuple,
                    Optional, TypedDict, TypeVar, Union, get_type_hints)

T = TypeVar("T")


class Box(Generic[T]):
    item: T


class Node:
    children: List["Node"]
    parent: Optional["Node"]
    boxes: Dict[str, "Box[Node]"]
    plain: list["Node"]
    either: "int | Node"
    label: Annotated["str", "metadata stays a str"]
    kind: Literal["leaf", "branch"]
    count: ClassVar["int"] = 0


print(List["Node"], Optional["Node"], Union["A", "A", int], Callable[["A"], "B"], Box["Node"])
print(List["Node"].__args__, Annotated["str", "m"].__metadata__, Literal["x"].__args__, list["Node"])
for name, hint in get_type_hints(Node).items():
    print(f"{name:8} {hint}")
print(get_type_hints(Node, include_extras=True)["label"])

ref = ForwardRef("Node")
print(ref, ref.__forward_arg__, ref.__forward_module__, ref == ForwardRef("Node"), ref == ForwardRef("Node", module="m"))
print(ForwardRef("x", module="mod"), hash(ref) == hash(ForwardRef("Node")), ref != "Node")
try:
    ForwardRef(1)
except TypeError as e:
    print("TypeError:", e)


class Pair(NamedTuple):
    first: "int"
    second: None = None


class Movie(TypedDict, total=False):
    title: "str"
    sequel: Optional["Movie"]


print(Pair.__annotations__, get_type_hints(Pair))
print(Movie.__annotations__)
print(get_type_hints(Movie))
print(NamedTuple("P", [("x", "int")]).__annotations__, TypedDict("TD", {"a": "int"}).__annotations__)

Loop = "Loop"


def f(a: "Loop", b: List["Loop"]) -> "Callable[[Node], Box[int]]":
    return a


print(get_type_hints(f))
