"""Abstract base classes for containers (collections.abc), with CPython's
structural checks (isinstance(x, Iterable) looks for __iter__), the
registrations of the built-in types and the mixin methods."""

from abc import ABCMeta, abstractmethod
from collections import ChainMap, deque, UserDict, UserList, UserString, _setdefault, _update

__all__ = ["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "AsyncGenerator", "Hashable", "Iterable", "Iterator", "Generator", "Reversible",
           "Sized", "Container", "Callable", "Collection", "Sequence", "MutableSequence", "ByteString",
           "Set", "MutableSet", "Mapping", "MutableMapping", "MappingView", "KeysView", "ItemsView", "ValuesView"]

_GenericAlias = type(list[int])


def _check_methods(C, *methods):
    mro = C.__mro__
    for method in methods:
        for B in mro:
            if method in B.__dict__:
                if B.__dict__[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


class _ABC(metaclass=ABCMeta):
    __slots__ = ()

    def __class_getitem__(cls, params):
        return _GenericAlias(cls, params)


class Hashable(_ABC):
    __slots__ = ()

    @abstractmethod
    def __hash__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Hashable:
            return _check_methods(C, "__hash__")
        return NotImplemented


class Awaitable(_ABC):
    __slots__ = ()

    @abstractmethod
    def __await__(self):
        yield

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Awaitable:
            return _check_methods(C, "__await__")
        return NotImplemented


class Coroutine(Awaitable):
    __slots__ = ()

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        raise typ if val is None else val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("coroutine ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Coroutine:
            return _check_methods(C, "__await__", "send", "throw", "close")
        return NotImplemented


class AsyncIterable(_ABC):
    __slots__ = ()

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterable:
            return _check_methods(C, "__aiter__")
        return NotImplemented


class AsyncIterator(AsyncIterable):
    __slots__ = ()

    @abstractmethod
    async def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterator:
            return _check_methods(C, "__anext__", "__aiter__")
        return NotImplemented


class AsyncGenerator(AsyncIterator):
    __slots__ = ()

    async def __anext__(self):
        return await self.asend(None)

    @abstractmethod
    async def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    async def athrow(self, typ, val=None, tb=None):
        raise typ if val is None else val

    async def aclose(self):
        try:
            await self.athrow(GeneratorExit)
        except (GeneratorExit, StopAsyncIteration):
            pass
        else:
            raise RuntimeError("asynchronous generator ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncGenerator:
            return _check_methods(C, "__aiter__", "__anext__", "asend", "athrow", "aclose")
        return NotImplemented


class Iterable(_ABC):
    __slots__ = ()

    @abstractmethod
    def __iter__(self):
        while False:
            yield None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterable:
            return _check_methods(C, "__iter__")
        return NotImplemented


class Iterator(Iterable):
    __slots__ = ()

    @abstractmethod
    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterator:
            return _check_methods(C, "__iter__", "__next__")
        return NotImplemented


class Reversible(Iterable):
    __slots__ = ()

    @abstractmethod
    def __reversed__(self):
        while False:
            yield None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Reversible:
            return _check_methods(C, "__reversed__", "__iter__")
        return NotImplemented


class Generator(Iterator):
    __slots__ = ()

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        raise typ if val is None else val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("generator ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Generator:
            return _check_methods(C, "__iter__", "__next__", "send", "throw", "close")
        return NotImplemented


class Sized(_ABC):
    __slots__ = ()

    @abstractmethod
    def __len__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return _check_methods(C, "__len__")
        return NotImplemented


class Container(_ABC):
    __slots__ = ()

    @abstractmethod
    def __contains__(self, x):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Container:
            return _check_methods(C, "__contains__")
        return NotImplemented


class Collection(Sized, Iterable, Container):
    __slots__ = ()

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Collection:
            return _check_methods(C, "__len__", "__iter__", "__contains__")
        return NotImplemented


class Set(Collection):
    """A set-like collection: define __contains__, __iter__ and __len__; the
    comparisons and operators build results with _from_iterable."""
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) <= len(other) and all([x in other for x in self])

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) >= len(other) and all([x in self for x in other])

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        "True if the two sets have no element in common."
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(e for s in (self, other) for e in s)

    __ror__ = __or__

    def _coerce(self, other):
        "other as a Set (one made from it if it is another iterable); None if it is not iterable."
        if isinstance(other, Set):
            return other
        return self._from_iterable(other) if isinstance(other, Iterable) else None

    def __sub__(self, other):
        other = self._coerce(other)
        if other is None:
            return NotImplemented
        return self._from_iterable(value for value in self if value not in other)

    def __rsub__(self, other):
        other = self._coerce(other)
        if other is None:
            return NotImplemented
        return self._from_iterable(value for value in other if value not in self)

    def __xor__(self, other):
        other = self._coerce(other)
        if other is None:
            return NotImplemented
        return (self - other) | (other - self)

    __rxor__ = __xor__


class MutableSet(Set):
    "A mutable set: define add and discard besides Set's methods."
    __slots__ = ()

    @abstractmethod
    def add(self, value):
        "Add an element."
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        "Remove an element, if it is a member."
        raise NotImplementedError

    def remove(self, value):
        "Remove an element; KeyError if it is not a member."
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        "Remove and return an arbitrary element; KeyError if empty."
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        "Remove every element."
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in self - it:
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            for value in self._coerce(it):
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


def _type_repr(obj):
    if isinstance(obj, type) and not isinstance(obj, _GenericAlias):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return "%s.%s" % (obj.__module__, obj.__qualname__)
    if obj is ...:
        return "..."
    return repr(obj)


class _CallableGenericAlias:
    "Callable[[arg, ...], result]: the arguments are flattened into __args__."

    def __init__(self, origin, params):
        args, result = params
        self.__origin__ = origin
        self.__args__ = (args, result) if args is ... else (*args, result)

    def __repr__(self):
        if len(self.__args__) == 2 and self.__args__[0] is ...:
            return "collections.abc.Callable[..., %s]" % _type_repr(self.__args__[1])
        return "collections.abc.Callable[[%s], %s]" % (
            ", ".join([_type_repr(a) for a in self.__args__[:-1]]), _type_repr(self.__args__[-1]))

    def __eq__(self, other):
        if not isinstance(other, _CallableGenericAlias):
            return NotImplemented
        return self.__origin__ is other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__args__)


class Callable(_ABC):
    __slots__ = ()

    def __class_getitem__(cls, params):
        if not (isinstance(params, tuple) and len(params) == 2 and (isinstance(params[0], list) or params[0] is ...)):
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        return _CallableGenericAlias(cls, params)

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Callable:
            return _check_methods(C, "__call__")
        return NotImplemented


class MappingView(Sized):
    __slots__ = ("_mapping",)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return "{0.__class__.__name__}({0._mapping!r})".format(self)


class KeysView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


class Mapping(Collection):
    "A read-only mapping: define __getitem__, __iter__ and __len__."
    __slots__ = ()
    __abc_tpflags__ = 1 << 6  # Py_TPFLAGS_MAPPING: mapping patterns match instances

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        else:
            return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


class MutableMapping(Mapping):
    "A mapping that also defines __setitem__ and __delitem__."
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    __marker = object()

    def pop(self, key, default=__marker):
        try:
            value = self[key]
        except KeyError:
            if default is self.__marker:
                raise
            return default
        else:
            del self[key]
            return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        _update(self, other, kwds)

    setdefault = _setdefault


class Sequence(Reversible, Collection):
    "A read-only sequence: define __getitem__ and __len__."
    __slots__ = ()
    __abc_tpflags__ = 1 << 5  # Py_TPFLAGS_SEQUENCE: sequence patterns match instances

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if v is value or v == value)


class ByteString(Sequence):
    __slots__ = ()


class MutableSequence(Sequence):
    "A sequence that also defines __setitem__, __delitem__ and insert."
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


def _register(abc, *classes):
    for c in classes:
        abc.register(c)


def _register_builtins():
    def function():
        pass

    class Methods:
        def method(self):
            pass

    _register(Callable, type(function), type(len), type([].append), type(Methods().method))
    _register(Sequence, tuple, str, range, UserString)
    _register(ByteString, bytes, bytearray)
    _register(Set, frozenset)
    _register(MutableSet, set)
    _register(MutableSequence, list, bytearray, deque, UserList)
    _register(MutableMapping, dict, UserDict, ChainMap)
    _register(KeysView, type({}.keys()))
    _register(ItemsView, type({}.items()))
    _register(ValuesView, type({}.values()))
    _register(Generator, type((lambda: (yield))()))

    async def agen():
        yield

    _register(AsyncGenerator, type(agen()))


_register_builtins()
