# Mapping and sequence patterns match instances of classes deriving from
# (or registered with) collections.abc.Mapping / Sequence, and the
# collections wrappers that are such classes in CPython.
from collections import ChainMap, UserDict, UserList, UserString, deque
from collections.abc import Mapping, MutableMapping, MutableSequence, Sequence


class Config(Mapping):
    def __init__(self, **values):
        self._values = values

    def __getitem__(self, key):
        return self._values[key]

    def __iter__(self):
        return iter(self._values)

    def __len__(self):
        return len(self._values)


class Row(Sequence):
    def __init__(self, *cells):
        self._cells = cells

    def __getitem__(self, i):
        return self._cells[i]

    def __len__(self):
        return len(self._cells)


class Registered:
    def __init__(self, *items):
        self._items = list(items)

    def __getitem__(self, i):
        return self._items[i]

    def __len__(self):
        return len(self._items)


MutableSequence.register(Registered)


class RegisteredChild(Registered):
    pass


class Duck:
    "Looks like a sequence, but is not one to match."

    def __getitem__(self, i):
        return i

    def __len__(self):
        return 2


def describe(subject):
    match subject:
        case {"host": str(host), **rest}:
            return "server %s %s" % (host, sorted(rest.items()))
        case {}:
            return "mapping of %d" % len(subject)
        case [x, y]:
            return "pair %r %r" % (x, y)
        case [first, *others]:
            return "sequence from %r, %d more" % (first, len(others))
        case _:
            return "something else"


subjects = [
    Config(host="db", port=5432), Config(), Row(1, 2), Row("a", "b", "c"),
    Registered(5, 6), RegisteredChild(7, 8, 9), Duck(),
    UserDict(host="u"), UserList([1, 2]), UserString("ok"), ChainMap({"host": "c"}, {"tls": True}),
    deque([3, 4]), "ab", b"ab", bytearray(b"ab"), {"host": "plain"}, (1, 2), range(3),
]
for s in subjects:
    print(type(s).__name__.ljust(15), describe(s))

print(isinstance(ChainMap(), MutableMapping), isinstance(UserDict(), Mapping))
print(isinstance(UserList(), MutableSequence), isinstance(UserString("x"), Sequence))
print(isinstance(Registered(), Sequence), issubclass(RegisteredChild, MutableSequence), isinstance(Duck(), Sequence))
