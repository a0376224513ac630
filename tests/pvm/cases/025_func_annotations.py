# annotations are stored in __annotations__ and never enforced
def area(w: float, h: float = 1.0) -> float:
    return w * h
print(area(2, 3), area("ab", 2), area.__annotations__)
def no_ann(a, b):
    return a
print(no_ann.__annotations__)
def partial_ann(a: int, b, *args: str, c: bool = False, **kw: dict) -> None:
    pass
print(partial_ann.__annotations__)
print(list(partial_ann.__annotations__))
def ann_exprs(x: "forward ref", y: 1 + 2, z: [int, str]) -> (1, 2):
    return x
print(ann_exprs.__annotations__)
class Point:
    x: int
    y: int = 0
    label: str = "p"
    def __init__(self, x: int):
        self.x = x
print(Point.__annotations__)
p = Point(3)
print(p.x, p.y, p.label)
try:
    print(Point.x)
except AttributeError as e:
    print(type(e).__name__, e)
counter: int = 5
untyped: list
print(counter)
try:
    print(untyped)
except NameError as e:
    print(type(e).__name__, e)
def local_annotations():
    v: int = 3
    w: str
    return v
print(local_annotations())
lam = lambda q: q
print(lam.__annotations__)
from typing import List, Dict, Optional, Tuple, Union, Any, Callable
def typed(a: List[int], b: Optional[Dict[str, int]] = None) -> Tuple[int, ...]:
    return tuple(a)
print(typed([1, 2]), sorted(typed.__annotations__))
def uses_union(v: Union[int, str], cb: Callable[[int], int] = abs) -> Any:
    return cb(v) if isinstance(v, int) else v
print(uses_union(-4), uses_union("s"))
def outer() -> int:
    def inner(z: float) -> str:
        return str(z)
    return inner.__annotations__
print(outer())
print(area.__annotations__["return"] is float, area.__annotations__["w"].__name__)
