from abc import ABC, abstractmethod
from typing import TypeVar, Generic, Optional, Union, List, Dict, Callable, NamedTuple, TypedDict, Protocol, cast, Any, Iterable, Tuple
class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...
    @abstractmethod
    def name(self): ...
    def describe(self):
        return f"{self.name()} with area {self.area():.2f}"
class Sq(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
    def name(self): return "square"
print(Sq(3).describe())
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
class Half(Shape):
    def area(self): return 1
try:
    Half()
except TypeError as e:
    print("TypeError:", e)
T = TypeVar("T")
K = TypeVar("K", bound=str)
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, x: T) -> None:
        self.items.append(x)
    def pop(self) -> T:
        return self.items.pop()
s: Stack[int] = Stack()
s.push(1); s.push(2)
print(s.pop(), s.items, Stack[int].__name__ if hasattr(Stack[int], "__name__") else "alias")
class Emp(NamedTuple):
    name: str
    dept: str = "eng"
    salary: int = 0
    def tag(self):
        return f"{self.name}@{self.dept}"
e = Emp("ann", salary=5)
print(e, e.tag(), e._asdict(), Emp._fields, e._replace(dept="ops"))
class Movie(TypedDict):
    title: str
    year: int
m: Movie = {"title": "x", "year": 1999}
print(m, type(m).__name__)
class Greeter(Protocol):
    def greet(self) -> str: ...
def use(g: Greeter) -> str:
    return g.greet()
class En:
    def greet(self): return "hello"
print(use(En()), cast(int, "x"), cast("List[int]", 5))
def f(a: int, b: "str" = "x", *c: float, d: Optional[int] = None) -> Dict[str, Any]:
    return {}
print(f.__annotations__)
print(T, K.__name__, repr(Optional[int]), repr(Union[int, str]), repr(List[int]), repr(Dict[str, int]))
print(repr(Callable[[int], str]), repr(Tuple[int, ...]), Optional[int] == Union[int, None])
def g(x: Union[int, str]) -> Iterable[int]:
    return [1]
print(g.__annotations__["return"], Any)
x: int = 5
y: List[int]
print(__annotations__ if False else x)
class Point:
    x: int
    y: int = 0
print(Point.__annotations__, Point.y)
print(isinstance(En(), object), list[int], dict[str, int], tuple[int, ...], int | None)
