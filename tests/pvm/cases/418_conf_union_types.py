from typing import Optional, List
from dataclasses import dataclass, field
def find(items: list[str], key: str | None = None) -> int | None:
    if key is None:
        return None
    return items.index(key) if key in items else -1
print(find(["a", "b"], "b"), find(["a"]), find.__annotations__)
@dataclass
class User:
    name: str
    email: str | None = None
    tags: list[str] = field(default_factory=list)
    scores: dict[str, int | float] = field(default_factory=dict)
print(User("ann"), User.__annotations__)
u = int | str
print(u, repr(u), u.__args__, type(u).__name__)
print(int | None, None | int, int | str | None, (int | str) | (bytes | int), int | int)
print(isinstance(3, int | str), isinstance(3.0, int | str), isinstance(None, int | None), issubclass(bool, int | str))
print(list[int], dict[str, list[int]], tuple[int, ...], tuple[()], type[int], list[int | None])
print(list[int].__origin__, list[int].__args__, dict[str, int].__args__)
try:
    int | 5
except TypeError as e:
    print("TypeError:", e)
try:
    None | None
except TypeError as e:
    print("TypeError:", e)
class A: pass
print(A | None, list[A], List[int | None])
def g(x: "A | None", y: Optional[int] = None) -> list[A]:
    return []
print(g.__annotations__)
def process(v: int | str | list[int]) -> str:
    if isinstance(v, int | str):
        return f"scalar {v!r}"
    return f"list of {len(v)}"
print(process(1), process("a"), process([1, 2]))
