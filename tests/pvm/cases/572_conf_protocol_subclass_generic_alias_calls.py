# Runtime-checkable protocols with issubclass, and generic aliases that are called.
from typing import Protocol, runtime_checkable
from collections import defaultdict, deque
import abc
@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...
@runtime_checkable
class Sized2(Protocol):
    size: int
    def __len__(self) -> int: ...
class F:
    def close(self): pass
class SubF(F): pass
class G: pass
class H:
    size = 3
    def __len__(self): return 3
print(isinstance(F(), Closer), isinstance(G(), Closer), issubclass(F, Closer), issubclass(SubF, Closer), issubclass(G, Closer))
print(isinstance(H(), Sized2), isinstance([], Sized2))
try: issubclass(H, Sized2)
except TypeError as e: print("TE", e)
try: issubclass(1, Closer)
except TypeError as e: print("TE", e)
class NotRT(Protocol):
    def x(self): ...
for f in [lambda: isinstance(F(), NotRT), lambda: issubclass(F, NotRT)]:
    try: f()
    except TypeError as e: print("TE", e)
class Impl(Closer):
    pass
print(issubclass(Impl, Closer), isinstance(Impl(), Closer))
print(list[int](range(3)), dict[str, int](a=1), tuple[int, ...]([1, 2]), callable(list[int]), defaultdict[str, list](list)["k"], deque[int]([1]))
print(type(list[int]()).__name__, list[int] == list[int], list[int] != list[str])
from collections import OrderedDict, Counter, ChainMap, UserDict, UserList
print(OrderedDict[str, int], Counter[str](a=2), ChainMap[str, int]({"a": 1})["a"], UserDict[str, int](a=1), UserList[int]([1]), defaultdict[str, int])
