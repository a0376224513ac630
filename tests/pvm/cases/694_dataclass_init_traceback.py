# A failing default factory: the traceback shows the generated __init__ as
# CPython's does (File "<string>", line 4), between the caller and the
# factory.
from dataclasses import dataclass, field


def good():
    return ["fresh"]


def bad():
    raise ValueError("no default")


@dataclass
class Ok:
    x: int
    y: list = field(default_factory=good)


@dataclass
class P:
    x: int
    y: list = field(default_factory=bad)


print(Ok(1), Ok(2, ["given"]))
print(P(1, ["given"]))
P(1)
