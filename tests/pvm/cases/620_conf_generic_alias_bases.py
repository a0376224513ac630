# Subscripted built-in generics as bases: class Scores(list[int]) derives
# from list, list[int].append is list.append, and type() refuses such a
# base (only a class statement resolves __mro_entries__) with CPython's
# message while plain dynamic classes work.
import collections
from typing import Dict, Generic, List, TypeVar

T = TypeVar("T")


def make_record(name, fields, base=object):
    ns = {"__slots__": tuple(fields)}

    def __init__(self, *values):
        for f, v in zip(fields, values):
            setattr(self, f, v)

    def __repr__(self):
        return "%s(%s)" % (name, ", ".join("%s=%r" % (f, getattr(self, f)) for f in fields))

    ns["__init__"] = __init__
    ns["__repr__"] = __repr__
    return type(name, (base,), ns)


Point = make_record("Point", ["x", "y"])
print(Point(1, 2), Point.__name__, Point.__mro__[1:])


class Base:
    kind = "base"


Child = make_record("Child", ["v"], Base)
print(Child(3), Child.kind, issubclass(Child, Base))


class Entries:
    def __mro_entries__(self, bases):
        return (Base,)


for label, bases in [("Generic[T]", (Generic[T],)), ("List[int]", (List[int],)),
                     ("list[int]", (list[int],)), ("Dict[str, int]", (object, Dict[str, int])),
                     ("custom", (Entries(),)), ("int 1", (1,)), ("int after generic", (1, List[int]))]:
    try:
        type("Dyn", bases, {})
        print(label, "ok")
    except TypeError as e:
        print(label, "TypeError:", e)


class Box(Generic[T]):
    pass


class IntBox(Box[int]):
    pass


class FromEntries(Entries()):
    pass


print(IntBox.__mro__[1].__name__, FromEntries.kind, FromEntries.__orig_bases__[0].__class__.__name__)
Alias = type("Alias", (Box,), {"tag": 1})
print(Alias.tag, Alias.__mro__[1] is Box)


class Scores(list[int]):
    def best(self) -> int:
        return max(self)


class Index(dict[str, list[int]]):
    def add(self, key: str, n: int) -> None:
        self.setdefault(key, []).append(n)


class Recent(collections.deque[str]):
    pass


s = Scores([3, 9])
s.append(4)
ix = Index()
ix.add("a", 1)
ix.add("a", 2)
print(s, s.best(), Scores.__mro__, Scores.__orig_bases__)
print(ix, Index.__mro__[1], Recent(["x"], 2), Recent.__mro__[1])
print(list[int].append, list[int].__name__, dict[str, int].fromkeys("ab", 0), list[int].__mro_entries__(()))
