# typing.NamedTuple with Generic (3.11): class Pair(NamedTuple, Generic[T]) is subscriptable;
# other bases are refused
from typing import Generic, NamedTuple, TypeVar

T = TypeVar("T")
U = TypeVar("U")


class Pair(NamedTuple, Generic[T]):
    first: T
    second: T

    def swap(self):
        return Pair(self.second, self.first)


class Tagged(NamedTuple, Generic[T, U]):
    tag: T
    value: U = None


p = Pair(1, 2)
print(p, p.swap(), Pair[int], Pair[int](3, 4), Pair.__parameters__, Tagged[str, int], Tagged("a"))
print(isinstance(p, tuple), p._fields, Tagged._field_defaults, Pair[str]("a", "b")._asdict())
try:
    Pair[int, str]
except TypeError as e:
    print("TypeError:", e)
try:
    class Bad(NamedTuple, int):
        x: int
except TypeError as e:
    print("TypeError:", e)
