# typing as a schema layer: get_type_hints strips Annotated/Required/
# NotRequired everywhere, `from typing import *` gives exactly typing's
# __all__, and TypeVar, NamedTuple and Generic refuse what CPython refuses.
import typing
from typing import *

names = typing.__all__
print("T" in names, "cast" in names, "SupportsInt" in names, len([n for n in names if n.startswith("_")]))
try:
    T
except NameError as e:
    print("NameError:", e)

T = TypeVar("T")
S = TypeVar("S")
Ts = TypeVarTuple("Ts")


class Order(TypedDict, total=False):
    id: Required[int]
    note: NotRequired[Annotated[str, "free text"]]
    lines: Annotated[Required[list[Annotated[int, "qty"]]], "non-empty"]


def place(order: Order, tags: list[Annotated[str, "tag"]], ref: Annotated[int, "ref"] | None,
          extra: Optional[Annotated[str, 1]], qty: dict[str, Annotated[int, 2]]) -> Annotated[bool, "ok"]:
    return True


print(get_type_hints(Order))
print(get_type_hints(place))
print(get_type_hints(Order, include_extras=True)["lines"])
print(sorted(Order.__required_keys__), sorted(Order.__optional_keys__))

for args, kw in [(("X", int), {}), (("X", int, str), {"bound": int}), (("X",), {"covariant": True, "contravariant": True}),
                 (("X", int, str), {}), (("X",), {"bound": float, "covariant": True})]:
    try:
        print(repr(TypeVar(*args, **kw)))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

try:
    NamedTuple("Point", [("x", int)], y=int)
except TypeError as e:
    print("TypeError:", e)
print(NamedTuple("Point", x=int, y=int)._fields)

def twice():
    class G(Generic[T], Generic[T]):
        pass


def two_lists():
    class G(Generic[T], Generic[S]):
        pass


def unlisted():
    class G(List[T], Generic[S]):
        pass


def plain():
    class G(Generic):
        pass


attempts = {"twice": twice, "two lists": two_lists, "unlisted": unlisted, "plain": plain}
for name, make in attempts.items():
    try:
        make()
        print(name, "ok")
    except TypeError as e:
        print(name, "TypeError:", e)


class Pair(Dict[T, S], Generic[T, S]):
    pass


print(Pair.__parameters__, Pair[int, str])
print(Ts, [*Ts], Unpack[Ts], Tuple[int, *Ts], tuple[str, *Ts], get_args(Tuple[int, Unpack[Ts]]))


def collect(*args: Unpack[Ts]) -> Tuple[Unpack[Ts]]:
    return args


print(collect.__annotations__, collect(1, "a"))
