# typing: get_origin of generic aliases is the collections class, Literal equality ignores order
# and repeats, Union[()] is refused, TypeVar bounds and constraints given as strings are ForwardRefs
import typing
from typing import (AsyncIterator, Callable, ChainMap, Counter, DefaultDict, Deque, Dict, FrozenSet, Iterable,
                    List, Literal, Mapping, MutableMapping, Optional, OrderedDict, Sequence, Type, TypeVar, Union,
                    get_args, get_origin)

for alias in (Callable[[int], str], Iterable[int], Sequence[str], Mapping[str, int], MutableMapping[str, int],
              AsyncIterator[int], DefaultDict[str, int], OrderedDict[str, int], Counter[str], Deque[int],
              ChainMap[str, int], List[int], Dict[str, int], Type[int], Optional[int], Literal[1],
              typing.ClassVar[int]):
    print(f"{alias!r:45} {get_origin(alias)!r}")
print(get_origin(int), get_origin(List), get_origin(Sequence), get_origin(Union), get_origin(typing.Any), get_args(Callable[[int], str]))

print(Literal[1, 2] == Literal[2, 1], Literal[1, 1, 2], Literal[1] == Literal[True], Literal[1, True, 1.0])
print(Literal[Literal["a", "b"], "c", Literal["a"]], hash(Literal["x", "y"]) == hash(Literal["y", "x"]))
print(Literal[[1], [1]], Literal["a", 1] == Literal[1, "a", 1], Literal["a"] != Literal["b"])
try:
    Union[()]
except TypeError as e:
    print("TypeError:", e)

T = TypeVar("T", bound="Node")
S = TypeVar("S", "int", str)
print(T.__bound__, S.__constraints__, TypeVar("U").__bound__, TypeVar("V").__constraints__)
