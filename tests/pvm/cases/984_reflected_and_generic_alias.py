# A user object's __radd__/__rmul__ comes before a built-in sequence's
# concatenation or repetition, += and *= included; which built-in classes
# are generic, and type-variable substitution in list[T] and friends.
import collections
import functools
import itertools
from typing import TypeVar


class Tail:
    def __radd__(self, other):
        return ("radd", type(other).__name__)

    def __rmul__(self, other):
        return ("rmul", type(other).__name__)


class IterTail:
    def __iter__(self):
        return iter([7, 8])

    def __radd__(self, other):
        return NotImplemented


print([1] + Tail(), (1,) + Tail(), "s" + Tail(), b"b" + Tail())
print([1] * Tail(), "ab" * Tail())
for start in ([1], (1,), "s", bytearray(b"x")):
    x = start
    x += Tail()
    y = start
    y *= Tail()
    print(x, y)
z = [1]
z += IterTail()
print(z)
try:
    (1,) + IterTail()
except TypeError as e:
    print("TypeError", e)

for t in (list, dict, tuple, type, enumerate, collections.deque, collections.defaultdict,
          collections.OrderedDict, functools.partial, itertools.chain, int, str, float, object, range):
    try:
        print(repr(t[int]))
    except TypeError as e:
        print("TypeError", e)

T = TypeVar("T")
U = TypeVar("U")
print(list[T][int], dict[str, list[T]][bytes], dict[T, T][int], tuple[T, ...][str])
print(dict[T, list[U]][str, bytes], dict[T, U].__parameters__, list[int].__parameters__)
print(list[T][int]([1, 2]), dict[str, T][int].__args__)
for bad in (lambda: list[int][0], lambda: list[T][int, str], lambda: dict[T, U][int]):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)


def total(xs: list[int], names: dict[str, list[int]] | None = None) -> tuple[int, ...]:
    return tuple(xs)


print(total([3, 4]), total.__annotations__)
