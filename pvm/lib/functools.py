"""functools: the native tools (_functools) plus singledispatch,
singledispatchmethod and partialmethod."""

from _functools import (reduce, lru_cache, cache, update_wrapper, wraps, total_ordering,
                        cmp_to_key, partial, cached_property, WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES)

__all__ = ["update_wrapper", "wraps", "WRAPPER_ASSIGNMENTS", "WRAPPER_UPDATES", "total_ordering",
           "cache", "cmp_to_key", "lru_cache", "reduce", "partial", "partialmethod",
           "singledispatch", "singledispatchmethod", "cached_property"]

_UnionType = type(int | str)


def _dispatch_mro(cls, registry):
    """cls.__mro__ with the registered classes cls is a virtual subclass of
    (ABCs) placed as CPython places them: each after the last class that is
    its subclass, the more derived first."""
    mro = list(cls.__mro__)
    abcs = [t for t in registry if t not in mro and issubclass(cls, t)]
    abcs.sort(key=lambda a: -len(a.__mro__))
    for a in abcs:
        i = 0
        while i < len(mro) and issubclass(mro[i], a):
            i += 1
        mro.insert(i, a)
    return mro


def _union_args(cls):
    "The members of a union (Union[a, b] or a | b); None if cls is not one."
    from typing import Union, get_args, get_origin
    if get_origin(cls) in (Union, _UnionType):
        return get_args(cls)
    return None


def _valid_dispatch_type(cls):
    "A class, or a union of classes."
    if isinstance(cls, type):
        return True
    args = _union_args(cls)
    return args is not None and all([isinstance(a, type) for a in args])


def singledispatch(func):
    "Single-dispatch generic function decorator (dispatch on the first argument's class)."
    registry = {object: func}

    def dispatch(cls):
        for c in _dispatch_mro(cls, registry):
            if c in registry:
                return registry[c]
        return func

    def register(cls, func=None):
        if not _valid_dispatch_type(cls):
            if func is not None:
                raise TypeError(f"Invalid first argument to `register()`. {cls!r} is not a class or union type.")
            if not getattr(cls, "__annotations__", {}):
                raise TypeError(
                    f"Invalid first argument to `register()`: {cls!r}. "
                    "Use either `@register(some_class)` or plain `@register` "
                    "on an annotated function.")
            func = cls
            from typing import get_type_hints
            argname, cls = next(iter(get_type_hints(func).items()))
            if not _valid_dispatch_type(cls):
                problem = "not all arguments are classes" if _union_args(cls) is not None else "is not a class"
                raise TypeError(f"Invalid annotation for {argname!r}. {cls!r} {problem}.")
        elif func is None:
            return lambda f: register(cls, f)
        for c in (cls,) if isinstance(cls, type) else _union_args(cls):
            registry[c] = func
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f"{funcname} requires at least 1 positional argument")
        return dispatch(args[0].__class__)(*args, **kw)

    funcname = getattr(func, "__name__", "singledispatch function")
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    update_wrapper(wrapper, func)
    return wrapper


class singledispatchmethod:
    "Single-dispatch generic method descriptor (dispatch on the first non-self argument)."

    def __init__(self, func):
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def _method(*args, **kwargs):
            method = self.dispatcher.dispatch(args[0].__class__)
            return method.__get__(obj, cls)(*args, **kwargs)
        _method.register = self.register
        update_wrapper(_method, self.func)
        return _method


class partialmethod:
    "A partial() for methods: binds the instance first when looked up."


    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError("{!r} is not callable or a descriptor".format(func))
        if isinstance(func, partialmethod):
            # One level: the instance must come before every bound argument.
            self.func = func.func
            self.args = func.args + args
            self.keywords = {**func.keywords, **keywords}
        else:
            self.func = func
            self.args = args
            self.keywords = keywords

    def __repr__(self):
        args = ", ".join([repr(a) for a in self.args])
        keywords = ", ".join(["%s=%r" % (k, v) for k, v in self.keywords.items()])
        return "%s.%s(%s, %s, %s)" % (self.__class__.__module__, self.__class__.__qualname__,
                                      self.func, args, keywords)

    def __get__(self, obj, cls=None):
        # A descriptor (function, classmethod, ...) binds itself and the
        # partial wraps what it gives; anything else, or a function looked
        # up on the class, is called with the instance (or class) first.
        get = getattr(self.func, "__get__", None)
        if get is not None:
            bound = get(obj, cls)
            if bound is not self.func:
                result = partial(bound, *self.args, **self.keywords)
                try:
                    result.__self__ = bound.__self__
                except AttributeError:
                    pass
                return result
        return self._make_unbound_method().__get__(obj, cls)

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, "__isabstractmethod__", False)

    def _make_unbound_method(self):
        def _method(cls_or_self, /, *args, **keywords):
            return self.func(cls_or_self, *self.args, *args, **{**self.keywords, **keywords})
        _method.__isabstractmethod__ = self.__isabstractmethod__
        _method._partialmethod = self
        return _method
