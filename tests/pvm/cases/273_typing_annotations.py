# typing is annotation-only: names import, annotations are stored, nothing is enforced
from typing import List, Dict, Tuple, Optional, Union, Any, Callable, Iterable, Iterator, Sequence, Mapping, TypeVar, Generic
T = TypeVar("T")
def first(items: Sequence[T]) -> Optional[T]:
    return items[0] if items else None
def total(xs: Iterable[float]) -> float:
    return sum(xs)
def apply(fn: Callable[[int], int], v: int) -> int:
    return fn(v)
def group(pairs: List[Tuple[str, int]]) -> Dict[str, List[int]]:
    out: Dict[str, List[int]] = {}
    for k, v in pairs:
        out.setdefault(k, []).append(v)
    return out
def count_up(n: int) -> Iterator[int]:
    yield from range(n)
def describe(x: Union[int, str, None] = None) -> str:
    return "none" if x is None else type(x).__name__
print(first([3, 4]), first([]), total([1.5, 2.5]), apply(lambda v: v * 3, 7))
print(group([("a", 1), ("b", 2), ("a", 3)]), list(count_up(3)), describe(), describe(1), describe("s"))
print(first("not checked"), apply(str, 5), total(range(4)))
print(sorted(first.__annotations__), sorted(group.__annotations__), "return" in describe.__annotations__)
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
    def __len__(self) -> int:
        return len(self.items)
s: Stack[int] = Stack()
s.push(1)
s.push("anything goes")
print(s.pop(), len(s), type(s).__name__)
config: Mapping[str, Any] = {"debug": True}
names: List[str] = ["x"]
maybe: Optional[int] = None
print(config, names, maybe)
class Node:
    def __init__(self, value: int, children: "Optional[List[Node]]" = None) -> None:
        self.value = value
        self.children = children or []
    def total(self) -> int:
        return self.value + sum(c.total() for c in self.children)
print(Node(1, [Node(2), Node(3, [Node(4)])]).total(), Node.__init__.__annotations__["children"])
def untyped_default(x: int = "string default") -> int:
    return x
print(untyped_default(), untyped_default.__annotations__["x"].__name__)
