"""Abstract base classes: ABCMeta records a class's abstract methods in
__abstractmethods__, and object.__new__ (in Go, as CPython's in C) refuses
to instantiate a class while that is not empty."""

__all__ = ["ABC", "ABCMeta", "abstractmethod", "abstractclassmethod", "abstractstaticmethod",
           "abstractproperty", "get_cache_token", "update_abstractmethods"]


def abstractmethod(funcobj):
    "A decorator indicating abstract methods."
    funcobj.__isabstractmethod__ = True
    return funcobj


def _isabstract(value):
    if getattr(value, "__isabstractmethod__", False):
        return True
    # classmethod/staticmethod wrap the function; property holds accessors.
    for name in ("__func__", "fget", "fset", "fdel"):
        inner = getattr(value, name, None)
        if inner is not None and getattr(inner, "__isabstractmethod__", False):
            return True
    return False


class _FrozenNames(tuple):
    """Names CPython keeps in a frozenset (__abstractmethods__, a TypedDict's
    __required_keys__), as a tuple printed like one: sets are not in the PVM."""

    def __repr__(self):
        if not self:
            return "frozenset()"
        return "frozenset({%s})" % ", ".join([repr(n) for n in self])


def _set_abstracts(cls):
    "Sets __abstractmethods__: cls's own abstract methods and its bases' it leaves abstract."
    abstracts = {}
    for key, value in cls.__dict__.items():
        if _isabstract(value):
            abstracts[key] = True
    for base in cls.__bases__:
        for key in getattr(base, "__abstractmethods__", ()):
            if _isabstract(getattr(cls, key, None)):
                abstracts[key] = True
    cls.__abstractmethods__ = _FrozenNames(sorted(abstracts))


def update_abstractmethods(cls):
    "Recalculate an abstract class's abstract methods after methods were added to it."
    if hasattr(cls, "__abstractmethods__"):
        _set_abstracts(cls)
    return cls


class ABCMeta(type):
    "Metaclass for defining Abstract Base Classes (ABCs)."

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        _set_abstracts(cls)
        cls._abc_registry = []
        cls._abc_subclasses = []
        for base in bases:
            if isinstance(base, ABCMeta):
                base._abc_subclasses.append(cls)
        return cls

    def register(cls, subclass):
        "Register a virtual subclass of an ABC."
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        cls._abc_registry.append(subclass)
        flags = getattr(cls, "__abc_tpflags__", 0)
        if flags and "__abc_tpflags__" not in subclass.__dict__:
            try:  # the collection flag of match patterns; built-in types keep theirs
                subclass.__abc_tpflags__ = flags
            except TypeError:
                pass
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        hook = getattr(cls, "__subclasshook__", None)
        if hook is not None:
            ok = hook(subclass)
            if ok is not NotImplemented:
                return bool(ok)
        if cls in subclass.__mro__:
            return True
        for c in cls.__dict__.get("_abc_registry", ()):
            if issubclass(subclass, c):
                return True
        for c in cls.__dict__.get("_abc_subclasses", ()):
            if issubclass(subclass, c):
                return True
        return False


class ABC(metaclass=ABCMeta):
    "Helper class that provides a standard way to create an ABC using inheritance."
    __slots__ = ()


def abstractclassmethod(callable):
    callable.__isabstractmethod__ = True
    return classmethod(callable)


def abstractstaticmethod(callable):
    callable.__isabstractmethod__ = True
    return staticmethod(callable)


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    if fget is not None:
        fget.__isabstractmethod__ = True
    return property(fget, fset, fdel, doc)


def get_cache_token():
    return 0
