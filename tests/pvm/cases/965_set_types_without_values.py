# set and frozenset are types in the PVM (only making one is refused): isinstance/issubclass checks
# with them, set[int] and typing.Set annotations, and type(x) is set comparisons work as in CPython
import typing
from typing import FrozenSet, Set


def flatten(x):
    if isinstance(x, (list, tuple, set, frozenset)):
        for y in x:
            yield from flatten(y)
    else:
        yield x


def kind(x):
    if type(x) is set or isinstance(x, frozenset):
        return "a set"
    if isinstance(x, dict):
        return "a dict"
    return type(x).__name__


def unique(xs: list[int]) -> set[int]:
    return dict.fromkeys(xs)


def tags(xs: Set[str], ys: FrozenSet[str] = None) -> frozenset[str]:
    return xs


print(list(flatten([1, (2, [3, 4]), [[5]]])), [kind(v) for v in ([], {}, "s", 1.5)])
print(unique.__annotations__, tags.__annotations__, list(unique([3, 1, 3])))
print(set, frozenset, set.__name__, frozenset.__qualname__, set[int], frozenset[str | int], type(set))
print(issubclass(set, object), issubclass(list, (set, frozenset)), issubclass(bool, int), isinstance(set, type))
print(typing.get_origin(Set[int]), typing.get_origin(FrozenSet[str]), typing.get_args(Set[int]), Set[int], FrozenSet)
try:
    Set()
except TypeError as e:
    print("TypeError:", e)
match [1, 2]:
    case set():
        print("a set")
    case list():
        print("a list")
