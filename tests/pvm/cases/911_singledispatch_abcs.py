# functools.singledispatch over ABCs: registered abstract classes (Sequence,
# Mapping, Iterable, Sized) found for virtual subclasses, the more derived first.
from functools import singledispatch
from collections.abc import Sequence, Mapping, Iterable, Sized, MutableSequence, Collection
@singledispatch
def show(x):
    return "object"
@show.register
def _(x: Iterable):
    return "iterable"
@show.register
def _(x: Sequence):
    return "sequence"
@show.register
def _(x: Mapping):
    return "mapping"
@show.register
def _(x: str):
    return "str"
class MySeq(Sequence):
    def __getitem__(self, i): return i
    def __len__(self): return 0
class Virtual:
    def __iter__(self): return iter([])
class Reg:
    pass
Sequence.register(Reg)
class MyList(list):
    pass
for v in [1, [1], (1,), "s", {}, {1: 2}.keys(), (x for x in []), range(2), MySeq(), Virtual(), Reg(), MyList(), b"x", bytearray()]:
    print(type(v).__name__, show(v))
@singledispatch
def size(x):
    return "?"
@size.register(Sized)
def _(x):
    return "sized"
@size.register(MutableSequence)
def _(x):
    return "mutable sequence"
@size.register(tuple)
def _(x):
    return "tuple"
for v in [[], (), "", {}, MyList(), 5]:
    print(type(v).__name__, size(v))
print(show.dispatch(list).__name__, len(show.registry))
