# Realistic program: a typed code base: ParamSpec/Concatenate decorators, TypeAlias, Self, a Generic pair, a Protocol, Final/Literal/Annotated and get_type_hints, overloads.
from typing import (Any, Awaitable, Callable, Concatenate, Dict, Generic, Iterator, List, Optional, ParamSpec, Protocol,
                    Self, Tuple, TypeAlias, TypeVar, Union, get_type_hints, overload, Final, Literal, Annotated, Sequence)
from dataclasses import dataclass
import functools
P = ParamSpec("P")
R = TypeVar("R")
K = TypeVar("K")
V = TypeVar("V")
def logged(f: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(f)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        print(f"calling {f.__name__}{args}")
        return f(*args, **kwargs)
    return inner
@logged
def add(a: int, b: int = 2) -> int:
    return a + b
print(add(1), add(3, b=4), add.__annotations__, P, P.args, P.kwargs, R)
def with_ctx(f: Callable[Concatenate[str, P], R]) -> Callable[P, R]:
    def inner(*a: P.args, **k: P.kwargs) -> R:
        return f("ctx", *a, **k)
    return inner
@with_ctx
def greet(ctx: str, name: str) -> str:
    return f"{ctx}:{name}"
print(greet("bob"), Callable[P, R], Callable[Concatenate[str, P], R], Callable[[], None], Callable[..., Any])
Vector: TypeAlias = List[float]
JSON = Union[Dict[str, "JSON"], List["JSON"], str, int, float, bool, None]
def scale(v: Vector, k: float) -> Vector:
    return [x * k for x in v]
print(scale([1.0, 2.0], 2), Vector, JSON)
class Builder:
    def __init__(self) -> None:
        self.parts: List[str] = []
    def add(self, p: str) -> Self:
        self.parts.append(p)
        return self
print(Builder().add("a").add("b").parts, get_type_hints(Builder.add))
class Pair(Generic[K, V]):
    def __init__(self, k: K, v: V) -> None:
        self.k, self.v = k, v
    def swap(self) -> "Pair[V, K]":
        return Pair(self.v, self.k)
    def __repr__(self) -> str:
        return f"Pair({self.k!r}, {self.v!r})"
p = Pair[str, int]("a", 1)
print(p, p.swap(), Pair[str, int], Pair[str, int].__args__, p.__orig_class__ if hasattr(p, "__orig_class__") else "", Pair.__parameters__)
class SupportsClose(Protocol):
    def close(self) -> None: ...
@dataclass
class Res:
    name: str
    def close(self) -> None:
        print(f"close {self.name}")
def close_all(items: Sequence[SupportsClose]) -> int:
    for it in items:
        it.close()
    return len(items)
print(close_all([Res("a"), Res("b")]))
MAX: Final[int] = 3
Mode = Literal["r", "w"]
Port = Annotated[int, "port number"]
def open_(mode: Mode, port: Port = 80) -> Tuple[Mode, Port]:
    return mode, port
print(open_("r"), Mode, Port, Final[int], get_type_hints(open_), get_type_hints(open_, include_extras=True))
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x):
    return x
print(parse(1), parse("s"))
async def fetch() -> int:
    return 1
def run(c: Awaitable[int]) -> Optional[int]:
    try:
        c.send(None)
    except StopIteration as e:
        return e.value
print(run(fetch()), Awaitable[int], Iterator[Tuple[int, ...]])
