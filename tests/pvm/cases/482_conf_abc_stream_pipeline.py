from collections.abc import Iterable, Iterator, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar, Generic

T = TypeVar("T")
U = TypeVar("U")

def flatten(items: Iterable) -> Iterator:
    for x in items:
        if isinstance(x, Iterable) and not isinstance(x, (str, bytes)):
            yield from flatten(x)
        else:
            yield x

def pipeline(*steps: Callable[[object], object]) -> Callable[[object], object]:
    def run(value):
        for step in steps:
            value = step(value)
        return value
    return run

@dataclass
class Stream(Generic[T]):
    source: Iterable
    ops: list = field(default_factory=list)
    def map(self, fn: Callable[[T], U]) -> "Stream[U]":
        return Stream(self.source, self.ops + [("map", fn)])
    def filter(self, pred: Callable[[T], bool]) -> "Stream[T]":
        return Stream(self.source, self.ops + [("filter", pred)])
    def __iter__(self) -> Iterator[T]:
        for item in self.source:
            keep = True
            for kind, fn in self.ops:
                if kind == "map":
                    item = fn(item)
                elif not fn(item):
                    keep = False
                    break
            if keep:
                yield item
    def collect(self) -> list:
        return list(self)

print(list(flatten([1, [2, [3, (4, 5)], "six"], range(7, 9), {"k": 1}, b"by"])))
inc_then_square = pipeline(lambda x: x + 1, lambda x: x * x, str)
print(inc_then_square(3), pipeline()(5), pipeline(str.upper, len)("abc"))
s = Stream(range(10)).filter(lambda n: n % 2).map(lambda n: n * 10).filter(lambda n: n > 20)
print(s.collect(), sum(s), len(s.ops), isinstance(s, Iterable), isinstance(iter(s), Iterator))
def describe(obj) -> str:
    kinds = [name for name, abc in [("mapping", Mapping), ("sequence", Sequence), ("iterable", Iterable), ("callable", Callable)] if isinstance(obj, abc)]
    return f"{type(obj).__name__}: {', '.join(kinds) or 'plain'}"
for obj in [{}, [], "s", (1,), range(2), iter([]), len, describe, 5, s, Stream]:
    print(describe(obj))
def total(xs: Sequence[float] | Mapping[str, float]) -> float:
    match xs:
        case Mapping():
            return sum(xs.values())
        case Sequence():
            return sum(xs)
    raise TypeError(f"cannot total {type(xs).__name__}")
print(total([1.5, 2.5]), total({"a": 1, "b": 2}), total(range(4)))
try:
    total(5)
except TypeError as e:
    print("TypeError:", e)
print(total.__annotations__["xs"], Stream.__annotations__, Callable[[int], str])
from collections.abc import Callable
print(Callable[..., int], Callable[[], None], Callable[[int, list[str]], dict], Callable[[int], str].__args__)
