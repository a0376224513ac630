# `X | Y` of typing constructs makes a typing.Union, as in CPython 3.11,
# in annotations evaluated when a def runs and in expressions.
from typing import Any, Callable, Dict, Generic, List, Literal, Optional, Tuple, TypeVar, Union, get_args, get_origin

T = TypeVar("T")


class Box(Generic[T]):
    pass


def show(make):
    try:
        print(repr(make()))
    except TypeError as e:
        print("TypeError", e)


show(lambda: List[int] | None)
show(lambda: None | List[int])
show(lambda: List | None)
show(lambda: Dict[str, int] | str)
show(lambda: Optional[int] | str)
show(lambda: T | None)
show(lambda: None | T)
show(lambda: T | int)
show(lambda: Literal[1, 2] | None)
show(lambda: Callable[[int], str] | None)
show(lambda: Box[int] | None)
show(lambda: List[int] | List[str])
show(lambda: int | List[int])
show(lambda: List[int] | int | None)
show(lambda: Union[int, str] | None)
show(lambda: Tuple[int, ...] | None)
show(lambda: "Later" | List[int])
show(lambda: Union | None)
show(lambda: Optional | int)
show(lambda: Literal | int)

u = List[int] | None
print(get_origin(u) is Union, get_args(u))
print((int | List[int]) == Union[int, List[int]], u == Optional[List[int]])
print(isinstance(None, Union[int, None]), isinstance(3, Union[str, None]))


def total(xs: List[int] | None = None, scale: int | float = 1) -> int | None:
    if xs is None:
        return None
    return sum(xs) * scale


print(total([1, 2, 3]), total(), total([1], 2.5))
print(total.__annotations__)


class Account:
    owner: str | None = None
    tags: Dict[str, List[int]] | None = None

    def __init__(self, owner: Optional[str] | bytes = None) -> None:
        self.owner = owner


print(Account.__annotations__, Account("ana").owner)
