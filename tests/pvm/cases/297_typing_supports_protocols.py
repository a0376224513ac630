# typing's one-method protocols (SupportsInt, SupportsAbs, ...) are real
# runtime-checkable Protocol classes, and @final marks what it decorates.
import typing
from typing import (Iterable, SupportsAbs, SupportsBytes, SupportsComplex, SupportsFloat,
                    SupportsIndex, SupportsInt, SupportsRound, final)


class Cents:
    def __init__(self, n: int) -> None:
        self.n = n

    def __int__(self) -> int:
        return self.n

    def __abs__(self) -> "Cents":
        return Cents(abs(self.n))

    def __repr__(self) -> str:
        return "Cents(%d)" % self.n


def total(values: Iterable[SupportsInt]) -> int:
    return sum(int(v) for v in values)


def magnitude(x: SupportsAbs[float]) -> float:
    return abs(x)


protocols = [SupportsInt, SupportsFloat, SupportsIndex, SupportsAbs, SupportsRound, SupportsBytes, SupportsComplex]
samples = [7, 2.5, "s", b"raw", True, [1], Cents(-3)]
for proto in protocols:
    print(proto, proto.__name__, proto.__module__, [isinstance(x, proto) for x in samples])
print([p.__name__ for p in protocols if issubclass(int, p)])
print(issubclass(Cents, SupportsInt), issubclass(Cents, SupportsIndex))
print(total([Cents(250), 3, 4.9, True]), magnitude(-2.5), magnitude(Cents(-8)))
print(SupportsAbs[int], SupportsRound[float], typing.get_origin(SupportsAbs[int]), typing.get_args(SupportsRound[float]))
print(SupportsAbs.__parameters__, SupportsInt.__parameters__)

try:
    SupportsInt()
except TypeError as e:
    print("TypeError:", e)
try:
    SupportsInt[int]
except TypeError as e:
    print("TypeError:", e)


class Seven(SupportsIndex):
    def __index__(self) -> int:
        return 7


print([10, 20, 30, 40, 50, 60, 70, 80][Seven()], isinstance(Seven(), SupportsIndex))
print([c.__name__ for c in Seven.__mro__])


class Half(SupportsInt):
    pass


try:
    Half()
except TypeError as e:
    print("TypeError:", e)


@final
class Config:
    pass


@final
def checksum(data: bytes) -> int:
    return sum(data) % 256


print(Config.__final__, checksum.__final__, checksum(b"abc"), final(5))
