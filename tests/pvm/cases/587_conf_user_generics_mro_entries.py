# User generic classes: Box[int] is an alias that prints, compares,
# instantiates and subclasses like typing's _GenericAlias; class bases go
# through __mro_entries__; isinstance() honours an object's __instancecheck__.
from typing import Generic, TypeVar, Protocol, get_origin, get_args, Optional
from dataclasses import dataclass
T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
class Box(Generic[T]):
    def __init__(self, v: T): self.v = v
    def get(self) -> T: return self.v
print(Box[int], Box[int](3).get(), Box.__parameters__, Box[int].__origin__, Box[int].__args__)
b = Box[str]("s"); print(b.__orig_class__, type(b).__name__)
print(Box[int] == Box[int], Box[int] == Box[str], hash(Box[int]) == hash(Box[int]))
print(get_origin(Box[int]), get_args(Box[int]), Box.__orig_bases__, Box.__mro__)
class Pair(Generic[K, V]):
    pass
print(Pair[str, int], Pair.__parameters__, Pair[str, Box[int]])
for bad in [lambda: Pair[int], lambda: Box[int, str], lambda: Generic[int], lambda: Generic[T, T]]:
    try: bad()
    except TypeError as e: print(e)
class IntBox(Box[int]):
    pass
print(IntBox.__mro__, IntBox.__orig_bases__, IntBox.__parameters__, IntBox(5).get())
try: IntBox[int]
except TypeError as e: print(e)
class Sub(Box[T]):
    pass
print(Sub.__parameters__, Sub[float])
try: isinstance(b, Box[str])
except TypeError as e: print(e)
print(isinstance(b, Box))
class Cmp(Protocol[T]):
    def cmp(self, o: T) -> int: ...
print(Cmp[int], Cmp.__parameters__)
@dataclass
class Node(Generic[T]):
    val: T
    nxt: "Optional[Node[T]]" = None
print(Node(1), Node[int](2))
class Mixed(Pair[str, T], Generic[T]):
    pass
print(Mixed.__parameters__, Mixed.__mro__)
print(Generic[T], Box[T], Box[T][int])
class Even:
    def __instancecheck__(self, obj):
        return isinstance(obj, int) and obj % 2 == 0
    def __subclasscheck__(self, cls):
        return cls is bool
print(isinstance(4, Even()), isinstance(3, Even()), issubclass(bool, Even()), isinstance(4, (str, Even())))
class Entries:
    def __mro_entries__(self, bases):
        return (dict,)
class D(Entries(), metaclass=type):
    pass
print(D.__mro__, type(D.__orig_bases__[0]).__name__, D(a=1))
try:
    class Bad(Box[int], Box[int]):
        pass
except TypeError as e:
    print(e)
