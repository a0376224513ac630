# typing aliases as base classes (class Registry(Dict[str, int])): the collections class, plus Generic
# when the alias has type variables; typing's own type variables T, KT, VT, ...
import typing
from typing import (CT_co, KT, VT, ByteString, Callable, Dict, Generic, Iterator, List, Mapping, MappingView,
                    Sequence, T, T_co, T_contra, TypeVar, Union)


class Registry(Dict[str, Callable[[int], int]]):
    def register(self, name):
        def deco(f):
            self[name] = f
            return f
        return deco


reg = Registry()


@reg.register("double")
def double(x):
    return x * 2


print(list(reg), reg["double"](21), Registry.__mro__, Registry.__orig_bases__, Registry.__parameters__)


class TypedMap(Dict[KT, VT]):
    def invert(self):
        return TypedMap({v: k for k, v in self.items()})


m = TypedMap[str, int](a=1, b=2)
print(m, m.invert(), type(m.invert()).__name__, TypedMap.__parameters__, TypedMap[str, int], TypedMap.__mro__)


class Stack(List[T]):
    def push(self, x):
        self.append(x)
        return self


print(Stack[int]().push(1).push(2), Stack.__mro__, Stack.__parameters__)


class Countdown(Iterator[int]):
    def __init__(self, n):
        self.n = n

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


print(list(Countdown(3)), isinstance(Countdown(1), Iterator), Countdown.__parameters__)


class Table(Mapping[str, int], Generic[T]):
    def __init__(self, **kw):
        self._d = kw

    def __getitem__(self, k):
        return self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)


t = Table(x=1, y=2)
print(dict(t), t.get("z", 0), "x" in t, Table.__parameters__, Table[int])


class Plain(Sequence):
    def __getitem__(self, i):
        return "abc"[i]

    def __len__(self):
        return 3


print(list(Plain()), Plain().index("c"), issubclass(Plain, typing.Generic))
try:
    class Bad(Union[int, str]):
        pass
except TypeError as e:
    print("TypeError:", e)
print(T, KT, VT, T_co, T_contra, CT_co, CT_co.__bound__, ByteString, MappingView[int])
