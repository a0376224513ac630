# functools.singledispatch: string annotations (from __future__ import annotations), typing.Union,
# classmethods in singledispatchmethod, and the registration errors
from __future__ import annotations

from functools import singledispatch, singledispatchmethod
from typing import List, Optional, Union


@singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register
def _(x: int):
    return f"int {x}"


@describe.register
def _(x: Union[list, tuple]):
    return f"sequence of {len(x)}"


@describe.register
def _(x: str | bytes):
    return f"text {x!r}"


print(describe(3), describe([1, 2]), describe((1,)), describe("s"), describe(b"b"), describe(2.5), describe(True))


class Formatter:
    @singledispatchmethod
    def fmt(self, arg):
        return f"plain {arg}"

    @fmt.register
    def _(self, arg: float):
        return f"{arg:.2f}"

    @singledispatchmethod
    @classmethod
    def kind(cls, arg):
        return f"{cls.__name__}: other"

    @kind.register
    @classmethod
    def _(cls, arg: int):
        return f"{cls.__name__}: int"


print(Formatter().fmt(1), Formatter().fmt(1.0), Formatter.kind(1), Formatter.kind("x"), Formatter().kind(2))


def list_of_int(x: List[int]): pass
def union_with_alias(x: Union[int, List[int]]): pass
def optional_int(x: Optional[int]): pass
def unannotated(x): pass


for f in (list_of_int, union_with_alias, optional_int, unannotated):
    try:
        describe.register(f)
        print("registered", f.__name__, describe(None))
    except TypeError as e:
        print("TypeError:", str(e).replace(repr(f), "<f>"))
try:
    describe.register(3, lambda x: x)
except TypeError as e:
    print("TypeError:", e)
print(sorted(c.__name__ for c in describe.registry))
