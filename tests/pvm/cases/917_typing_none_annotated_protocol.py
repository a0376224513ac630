# typing: None in alias arguments prints as NoneType, Tuple[()] keeps its
# parentheses, Annotated carries __metadata__ that get_type_hints drops by
# default, and protocol classes cannot be instantiated.
from typing import (Annotated, Callable, ClassVar, Dict, Generator, List, Literal, Optional,
                    Protocol, Tuple, TypeVar, get_args, get_type_hints, runtime_checkable)

print(List[None], Dict[str, None], Tuple[None, int])
print(Callable[[int, None], None], Generator[int, None, None])
print(Literal[None, 1], Optional[None], Tuple[()], Tuple[int, ...])
print(Annotated[None, None], Annotated[int, "unit", 3])

Meters = Annotated[float, "m"]
print(Meters, Meters.__metadata__, get_args(Meters))


def move(dist: Meters, steps: Annotated[List[int], "count"] = None) -> Annotated[str, "log"]:
    return "moved %s" % dist


print(get_type_hints(move))
print(get_type_hints(move, include_extras=True))
print(move.__annotations__["dist"] == Meters, move(2.5))


class Reading:
    value: Annotated[int, "raw"]
    scale: ClassVar[int] = 10
    label: Optional[str] = None
    pair: Tuple[Annotated[int, "x"], int] = (0, 0)


for name, hint in get_type_hints(Reading).items():
    print(name, hint)
print(get_type_hints(Reading, include_extras=True)["pair"])


class Shape(Protocol):
    def area(self) -> float: ...


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2


class Dot(Shape):
    def area(self):
        return 0.0


@runtime_checkable
class Sized(Protocol):
    def __len__(self) -> int: ...


T = TypeVar("T")


class Source(Protocol[T]):
    def get(self) -> T: ...


class Constant(Source[int]):
    def get(self):
        return 7


def attempt(label, fn):
    try:
        print(label, fn())
    except TypeError as e:
        print(label, "TypeError:", e)


attempt("Shape()", lambda: Shape())
attempt("Sized()", lambda: Sized())
attempt("Source()", lambda: Source())
attempt("Square(3)", lambda: Square(3).area())
attempt("Dot()", lambda: Dot().area())
attempt("Dot(1)", lambda: Dot(1))
attempt("Constant()", lambda: Constant().get())
print(isinstance([1, 2], Sized), isinstance(3, Sized), isinstance(Square(1), Square))
