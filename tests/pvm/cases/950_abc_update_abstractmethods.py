# abc.update_abstractmethods, and dataclasses calling it: methods a dataclass generates
# (or that are added after the class is made) make an abstract class instantiable
import abc
from abc import ABC, abstractmethod
from dataclasses import dataclass


class Record(ABC):
    @abstractmethod
    def __repr__(self): ...

    @abstractmethod
    def __eq__(self, other): ...

    @abstractmethod
    def describe(self): ...


@dataclass
class Row(Record):
    key: str
    value: int = 0

    def describe(self):
        return f"{self.key}={self.value}"


print(Row("a", 1), Row("a", 1) == Row("a", 1), Row("b").describe(), Row.__abstractmethods__)


@dataclass(repr=False)
class HalfRow(Record):
    key: str

    def describe(self):
        return self.key


try:
    HalfRow("x")
except TypeError as e:
    print("TypeError:", e)


class Plugin(ABC):
    @abstractmethod
    def run(self): ...

    @abstractmethod
    def stop(self): ...


Plugin.run = lambda self: "running"
try:
    Plugin()
except TypeError as e:
    print("TypeError:", e)
print(abc.update_abstractmethods(Plugin) is Plugin, Plugin.__abstractmethods__)
Plugin.stop = lambda self: "stopped"
abc.update_abstractmethods(Plugin)
print(Plugin().run(), Plugin().stop(), Plugin.__abstractmethods__)


class Plain:
    pass


print(abc.update_abstractmethods(Plain) is Plain, hasattr(Plain, "__abstractmethods__"))
