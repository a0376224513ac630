# typing.get_type_hints evaluates string (forward-reference) annotations.
import typing
from typing import Optional, List, Dict, Union, get_type_hints
import dataclasses
class Vector:
    dims: "int"
    def add(self, other: "Vector") -> "Vector": return self
    def scale(self, k: "float | int", tags: "list[str]" = None) -> "Optional[Vector]": ...
    def many(self, m: "Dict[str, List['Vector']]", u: "Union[int, None]", t: "tuple[int, ...]") -> "typing.Any": ...
    def cb(self, f: "typing.Callable[[int, str], bool]") -> None: ...
print(get_type_hints(Vector.add))
print(get_type_hints(Vector.scale))
print(get_type_hints(Vector.many))
print(get_type_hints(Vector.cb))
print(get_type_hints(Vector))
@dataclasses.dataclass
class Node:
    value: int
    children: "list[Node]" = dataclasses.field(default_factory=list)
    parent: "Node | None" = None
print(get_type_hints(Node))
def bad(x: "Undefined") -> None: ...
try: get_type_hints(bad)
except NameError as e: print("NE", e)
def plain(a: int, b: str = "x") -> bool: ...
print(get_type_hints(plain), get_type_hints(lambda: 0))
class Base:
    a: "int"
class Child(Base):
    b: "Base"
print(get_type_hints(Child))
import functools
def deco(f):
    @functools.wraps(f)
    def w(*a): return f(*a)
    return w
@deco
def wrapped(x: "int") -> "str": ...
print(get_type_hints(wrapped))
