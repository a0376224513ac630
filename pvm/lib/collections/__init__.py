"""Container datatypes: OrderedDict, defaultdict, Counter, namedtuple,
ChainMap, and deque (native, from _collections)."""

from _collections import deque, tuplegetter as _tuplegetter
from _collections import count_elements as _count_elements, method as _method
from _pylib import caller_module as _caller_module, generated_as as _generated_as, iskeyword as _iskeyword, make_function as _make_function
from _pylib import new_instance as _new_instance, repr_enter as _repr_enter, repr_leave as _repr_leave

__all__ = ["ChainMap", "Counter", "OrderedDict", "UserDict", "UserList", "UserString",
           "defaultdict", "deque", "namedtuple"]

_GenericAlias = type(list[int])  # OrderedDict[str, int] and the like, as in CPython


def __getattr__(name):
    # collections.abc without importing it first, as CPython allows.
    if name == "abc":
        import collections.abc
        return collections.abc
    raise AttributeError("module 'collections' has no attribute %r" % name)


__getattr__ = _generated_as(__getattr__, 0)  # no frame of its own in tracebacks, as in CPython


def _native(cls):
    "CPython implements cls in C: frames of its methods stay out of tracebacks."
    for name, value in list(cls.__dict__.items()):
        if type(value) is type(_native):
            setattr(cls, name, _generated_as(value, 0))
    return cls


@_native
class OrderedDict(dict):
    "Dictionary that remembers insertion order and can reorder it."

    __class_getitem__ = classmethod(_GenericAlias)

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return len(self) == len(other) and list(self.items()) == list(other.items())
        return NotImplemented

    def __ne__(self, other):
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __repr__(self):
        if not self:
            return "%s()" % (self.__class__.__name__,)
        if _repr_enter(self):
            return "..."
        try:
            return "%s(%r)" % (self.__class__.__name__, list(self.items()))
        finally:
            _repr_leave()

    def __init__(self, *args, **kwds):
        if len(args) > 1:
            raise TypeError("expected at most 1 arguments, got %d" % len(args))
        _store_items(self, args, kwds)

    def update(self, *args, **kwds):
        if len(args) > 1:
            raise TypeError("update() takes at most 1 positional argument (%d given)" % len(args))
        _store_items(self, args, kwds)

    def copy(self):
        return self.__class__(self)

    def __copy__(self):
        return self.__class__(self)

    @classmethod
    def fromkeys(cls, iterable, value=None):
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


def _store_items(self, args, kwds):
    "OrderedDict's __init__ and update: through self[key] = value, as CPython's."
    other = args[0] if args else None
    items_only = args and type(other) is not dict and hasattr(other, "items") and not hasattr(other, "keys")
    if type(self).__setitem__ is dict.__setitem__ and not items_only:
        # The same stores, natively; a bad item of a list or tuple is
        # stored again below, for CPython's message about it.
        try:
            dict.update(self, *args, **kwds)
            return
        except (TypeError, ValueError):
            if type(other) is not list and type(other) is not tuple:
                raise
    if args:
        if type(other) is not dict and hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            if type(other) is dict:
                other = list(other.items())
            elif hasattr(other, "items"):
                other = other.items()
            for pair in other:
                key, value = _pair(pair)
                self[key] = value
    for key, value in kwds.items():
        self[key] = value


def _pair(pair):
    "The key and value of an item OrderedDict is given, with CPython's errors."
    it = iter(pair)
    for key in it:
        for value in it:
            for _ in it:
                raise ValueError("too many values to unpack (expected 2)")
            return key, value
        raise ValueError("need more than 1 value to unpack")
    raise ValueError("need more than 0 values to unpack")


_store_items = _generated_as(_store_items, 0)
_pair = _generated_as(_pair, 0)
OrderedDict.move_to_end = _method(OrderedDict, "move_to_end")
OrderedDict.popitem = _method(OrderedDict, "popitem")
for _name in ("keys", "values", "items", "__iter__", "__reversed__"):
    setattr(OrderedDict, _name, _method(OrderedDict, _name))
del _name


@_native
class defaultdict(dict):
    "dict whose missing keys are created by calling default_factory."

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError("first argument must be callable or None")
        self.default_factory = default_factory
        if args or kwargs:
            dict.__init__(self, *args, **kwargs)  # not self.update, as in CPython

    def __repr__(self):
        # dict's repr of self itself (not a copy) prints a loop back as {...}.
        return "%s(%r, %s)" % (self.__class__.__name__, self.default_factory, dict.__repr__(self))

    def copy(self):
        return self.__class__(self.default_factory, self)

    __copy__ = copy

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self.default_factory, other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


defaultdict.__missing__ = _method(defaultdict, "__missing__")


class Counter(dict):
    "dict subclass for counting hashable items."

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, iterable=None, /, **kwds):
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        from operator import itemgetter  # here: importing collections stays as cheap
        if n is None:
            return sorted(self.items(), key=itemgetter(1), reverse=True)  # a native key: no frame per item
        import heapq
        return heapq.nlargest(n, self.items(), key=itemgetter(1))

    def elements(self):
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError("Counter.fromkeys() is undefined.  Use Counter(iterable) instead.")

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict):
                if self:
                    get = self.get
                    for elem, count in iterable.items():
                        self[elem] = count + get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            get = self.get
            if isinstance(iterable, dict):
                for elem, count in iterable.items():
                    self[elem] = get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    __copy__ = copy

    def __delitem__(self, elem):
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        if not self:
            return "%s()" % self.__class__.__name__
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return "%s(%r)" % (self.__class__.__name__, d)

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in self.items():
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    "Returns a new subclass of tuple with named fields."
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    field_names = list(map(str, field_names))
    typename = str(typename)
    if rename:
        seen = {}
        for index, name in enumerate(field_names):
            if not name.isidentifier() or _iskeyword(name) or name.startswith("_") or name in seen:
                field_names[index] = "_%d" % index
            seen[name] = True
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError("Type names and field names must be strings")
        if not name.isidentifier():
            raise ValueError("Type names and field names must be valid identifiers: %r" % name)
        if _iskeyword(name):
            raise ValueError("Type names and field names cannot be a keyword: %r" % name)
    seen = {}
    for name in field_names:
        if name.startswith("_") and not rename:
            raise ValueError("Field names cannot start with an underscore: %r" % name)
        if name in seen:
            raise ValueError("Encountered duplicate field name: %r" % name)
        seen[name] = True
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError("Got more default values than field names")
        for name, value in zip(field_names[len(field_names) - len(defaults):], defaults):
            field_defaults[name] = value
    else:
        defaults = ()
    field_names = tuple(field_names)
    num_fields = len(field_names)
    # __new__ is generated as CPython's is: a function of the fields.
    arg_list = ", ".join(field_names)
    items = arg_list + ("," if num_fields == 1 else "")
    source = "def __new__(%s):\n    return _new_instance(_cls, (%s))\n" % (", ".join(("_cls",) + field_names), items)
    __new__ = _make_function(source, {"_new_instance": _new_instance}, "__new__", field_names)
    __new__.__qualname__ = typename + ".__new__"
    __new__.__doc__ = "Create new instance of %s(%s)" % (typename, arg_list)
    if defaults:
        __new__.__defaults__ = defaults

    # CPython binds the arguments before its __new__ runs: no frame shows.
    __new__ = _generated_as(__new__, 0)

    @classmethod
    def _make(cls, iterable):
        result = _new_instance(cls, iterable)
        if len(result) != num_fields:
            raise TypeError("Expected %d arguments, got %d" % (num_fields, len(result)))
        return result

    def _replace(self, /, **kwds):
        result = self._make(map(kwds.pop, field_names, self))
        if kwds:
            raise ValueError("Got unexpected field names: %r" % list(kwds))
        return result

    def __repr__(self):
        parts = []
        for name, value in zip(field_names, self):
            parts.append(name + "=" + repr(value))
        return self.__class__.__name__ + "(" + ", ".join(parts) + ")"

    def _asdict(self):
        return dict(zip(field_names, self))

    def __getnewargs__(self):
        return tuple(self)

    # Named after the class, as CPython names them (error messages show it).
    for method in (_make.__func__, _replace, __repr__, _asdict, __getnewargs__):
        method.__qualname__ = typename + "." + method.__name__

    ns = {
        "__doc__": "%s(%s)" % (typename, arg_list),
        "__slots__": (),
        "_fields": field_names,
        "_field_defaults": field_defaults,
        "__new__": __new__,
        "_make": _make,
        "_replace": _replace,
        "__repr__": __repr__,
        "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
        "__match_args__": field_names,
        "__module__": _caller_module() if module is None else module,
    }
    for index, name in enumerate(field_names):
        ns[name] = _tuplegetter(index, "Alias for field number %d" % index)
    return type(typename, (tuple,), ns)


def _update(mapping, other, kwds):
    "MutableMapping.update: from other's keys (or its (key, value) pairs), then from kwds."
    if hasattr(other, "keys"):
        for key in other.keys():
            mapping[key] = other[key]
    else:
        for key, value in other:
            mapping[key] = value
    for key, value in kwds.items():
        mapping[key] = value


def _setdefault(self, key, default=None):
    "MutableMapping.setdefault: self[key], first set to default if missing."
    try:
        return self[key]
    except KeyError:
        self[key] = default
    return default


class ChainMap:
    "A view of several mappings searched in order; writes go to the first."
    __abc_tpflags__ = 1 << 6  # as a collections.abc.MutableMapping: match patterns take it

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return mapping[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(self._merged())

    def _merged(self):
        d = {}
        for mapping in reversed(self.maps):
            for key in mapping:
                d[key] = True
        return d

    def __iter__(self):
        return iter(self._merged())

    def __contains__(self, key):
        for m in self.maps:
            if key in m:
                return True
        return False

    def __bool__(self):
        for m in self.maps:
            if m:
                return True
        return False

    def __repr__(self):
        if _repr_enter(self):
            return "..."
        try:
            return "%s(%s)" % (self.__class__.__name__, ", ".join(map(repr, self.maps)))
        finally:
            _repr_leave()

    # What collections.abc.Mapping and MutableMapping give CPython's ChainMap
    # (imported when used: collections.abc imports this module).

    def keys(self):
        from collections.abc import KeysView
        return KeysView(self)

    def items(self):
        from collections.abc import ItemsView
        return ItemsView(self)

    def values(self):
        from collections.abc import ValuesView
        return ValuesView(self)

    __reversed__ = None

    def __eq__(self, other):
        from collections.abc import Mapping
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    def update(self, other=(), /, **kwds):
        _update(self, other, kwds)

    setdefault = _setdefault

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError("No keys found in the first mapping.") from None

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def __or__(self, other):
        from collections.abc import Mapping
        if not isinstance(other, Mapping):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m

    def __ror__(self, other):
        from collections.abc import Mapping
        if not isinstance(other, Mapping):
            return NotImplemented
        m = dict(other)
        for child in reversed(self.maps):
            m.update(child)
        return self.__class__(m)

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def copy(self):
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError("Key not found in the first mapping: %r" % (key,)) from None

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError("Key not found in the first mapping: %r" % (key,)) from None

    def clear(self):
        self.maps[0].clear()


class UserDict:
    "A dict wrapper (the dict is .data) meant for subclassing."
    __abc_tpflags__ = 1 << 6  # as a collections.abc.MutableMapping: match patterns take it

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(self.__class__, "__missing__"):
            return self.__class__.__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    # What collections.abc.Mapping and MutableMapping give CPython 3.11's
    # UserDict: through self[key] (and so __missing__), iter(self) and
    # del self[key], so that a subclass's overrides take part.

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def keys(self):
        from collections.abc import KeysView
        return KeysView(self)

    def items(self):
        from collections.abc import ItemsView
        return ItemsView(self)

    def values(self):
        from collections.abc import ValuesView
        return ValuesView(self)

    __reversed__ = None

    def update(self, other=(), /, **kwds):
        _update(self, other, kwds)

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default

    _marker = object()

    def pop(self, key, default=_marker):
        try:
            value = self[key]
        except KeyError:
            if default is UserDict._marker:
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

    def __eq__(self, other):
        if isinstance(other, UserDict):
            other = other.data
        if not isinstance(other, dict):
            return NotImplemented
        return self.data == other

    __hash__ = None

    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(other.data | self.data)
        if isinstance(other, dict):
            return self.__class__(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        self.update(other)
        return self

    def copy(self):
        if self.__class__ is UserDict:
            return UserDict(self.data.copy())
        # A subclass's copy is filled through its own __setitem__.
        import copy
        data = self.data
        try:
            self.data = {}
            c = copy.copy(self)
        finally:
            self.data = data
        c.update(self)
        return c

    def __copy__(self):
        inst = self.__class__.__new__(self.__class__)
        inst.__dict__.update(self.__dict__)
        inst.__dict__["data"] = self.__dict__["data"].copy()
        return inst

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d


class UserList:
    "A list wrapper (the list is .data) meant for subclassing."
    __abc_tpflags__ = 1 << 5  # as a collections.abc.MutableSequence: match patterns take it

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) == type(self.data):
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def __cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __lt__(self, other):
        return self.data < self.__cast(other)

    def __le__(self, other):
        return self.data <= self.__cast(other)

    def __eq__(self, other):
        return self.data == self.__cast(other)

    def __gt__(self, other):
        return self.data > self.__cast(other)

    def __ge__(self, other):
        return self.data >= self.__cast(other)

    __hash__ = None

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __reversed__(self):
        return reversed(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return self.__class__(self.data + other.data)
        if isinstance(other, type(self.data)):
            return self.__class__(self.data + other)
        return self.__class__(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self.__class__(other.data + self.data)
        if isinstance(other, type(self.data)):
            return self.__class__(other + self.data)
        return self.__class__(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)


class UserString:
    "A str wrapper (the str is .data) meant for subclassing."
    __abc_tpflags__ = 1 << 5  # as a collections.abc.Sequence: match patterns take it

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __hash__(self):
        return hash(self.data)

    def __cast(self, other):
        return other.data if isinstance(other, UserString) else other

    def __eq__(self, other):
        return self.data == self.__cast(other)

    def __lt__(self, other):
        return self.data < self.__cast(other)

    def __le__(self, other):
        return self.data <= self.__cast(other)

    def __gt__(self, other):
        return self.data > self.__cast(other)

    def __ge__(self, other):
        return self.data >= self.__cast(other)

    def __contains__(self, char):
        return self.__cast(char) in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        if isinstance(other, str):
            return self.__class__(self.data + other)
        return self.__class__(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return self.__class__(other + self.data)
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def __getattr__(self, name):
        # The str methods, with str results wrapped in this class.
        if name.startswith("__"):
            raise AttributeError("%r object has no attribute %r" % (type(self).__name__, name))
        attr = getattr(self.data, name)
        if not callable(attr):
            return attr
        cls = self.__class__

        def method(*args, **kwargs):
            args = [a.data if isinstance(a, UserString) else a for a in args]
            result = attr(*args, **kwargs)
            return cls(result) if isinstance(result, str) else result
        return method
