"""dataclasses for the PVM. __init__ is generated from source, as CPython's
is (_pylib.make_function stands in for exec); the other generated methods
are closures over the field lists."""

from _pylib import generated_as as _generated_as, iskeyword as _iskeyword, make_function as _make_function, repr_enter as _repr_enter, repr_leave as _repr_leave
from abc import update_abstractmethods as _update_abstractmethods
from operator import attrgetter as _attrgetter

_FunctionType = type(lambda: None)
_MappingProxyType = type(type.__dict__)
_EMPTY_METADATA = _MappingProxyType({})

__all__ = ["dataclass", "field", "Field", "FrozenInstanceError", "InitVar", "KW_ONLY", "MISSING",
           "fields", "asdict", "astuple", "make_dataclass", "replace", "is_dataclass"]


class FrozenInstanceError(AttributeError):
    pass


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return "<factory>"


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE("_FIELD")
_FIELD_CLASSVAR = _FIELD_BASE("_FIELD_CLASSVAR")
_FIELD_INITVAR = _FIELD_BASE("_FIELD_INITVAR")


class InitVar:
    def __init__(self, type):
        self.type = type

    def __repr__(self):
        name = self.type.__name__ if isinstance(self.type, type) else repr(self.type)
        return "dataclasses.InitVar[%s]" % name

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = _EMPTY_METADATA if metadata is None else _MappingProxyType(metadata)
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ("Field(name=%r,type=%r,default=%r,default_factory=%r,init=%r,repr=%r,hash=%r,"
                "compare=%r,metadata=%r,kw_only=%r,_field_type=%r)" % (
                    self.name, self.type, self.default, self.default_factory, self.init, self.repr,
                    self.hash, self.compare, self.metadata, self.kw_only, self._field_type))


class _DataclassParams:
    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ("_DataclassParams(init=%r,repr=%r,eq=%r,order=%r,unsafe_hash=%r,frozen=%r)"
                % (self.init, self.repr, self.eq, self.order, self.unsafe_hash, self.frozen))


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None, compare=True,
          metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _is_classvar(a_type):
    return getattr(a_type, "_name", None) == "ClassVar" or _names(a_type, "ClassVar")


def _names(annotation, name):
    """Whether a string annotation (from __future__ import annotations) names
    name, maybe through a module: what CPython's _MODULE_IDENTIFIER_RE matches."""
    if not isinstance(annotation, str):
        return False
    words = []
    rest = annotation
    for _ in range(2):
        rest = rest.lstrip()
        i = 0
        while i < len(rest) and (rest[i].isalnum() or rest[i] == "_"):
            i += 1
        if i == 0:
            break
        words.append(rest[:i])
        rest = rest[i:].lstrip()
        if not rest.startswith("."):
            break
        rest = rest[1:]
    return bool(words) and words[-1] == name


def _get_field(cls, a_name, a_type, default_kw_only):
    default = getattr(cls, a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = a_name
    f.type = a_type
    f._field_type = _FIELD
    if _is_classvar(a_type):
        f._field_type = _FIELD_CLASSVAR
    elif a_type is InitVar or type(a_type) is InitVar or _names(a_type, "InitVar"):
        f._field_type = _FIELD_INITVAR
    if f._field_type is not _FIELD and f.default_factory is not MISSING:
        raise TypeError("field %s cannot have a default factory" % f.name)
    if f._field_type is _FIELD_CLASSVAR:
        if f.kw_only is not MISSING:
            raise TypeError("field %s is a ClassVar but specifies kw_only" % f.name)
    elif f.kw_only is MISSING:
        f.kw_only = default_kw_only
    if f._field_type is _FIELD and f.default is not MISSING:
        try:
            hash(f.default)
        except TypeError:
            raise ValueError("mutable default %r for field %s is not allowed: use default_factory"
                             % (type(f.default), f.name)) from None
    return f


def _set_qualname(cls, value):
    "A generated method's __qualname__ names its class, as in CPython."
    if isinstance(value, _FunctionType):
        value.__qualname__ = cls.__qualname__ + "." + value.__name__
    return value


def _set_new_attribute(cls, name, value):
    if name in cls.__dict__:
        return True
    setattr(cls, name, _set_qualname(cls, value))
    return False


def _has_default(f):
    return f.default is not MISSING or f.default_factory is not MISSING


def _make_init(cls, fields, std_fields, kw_only_fields, frozen, slots):
    """__init__ as CPython generates it: a function whose parameters are the
    init fields (factories behind the _HAS_DEFAULT_FACTORY sentinel) and
    whose body assigns each field, then calls __post_init__ with the
    InitVars."""
    names = [f.name for f in fields]
    for name in names:  # they are written into the source
        if not name.isidentifier() or _iskeyword(name):
            raise TypeError("Field names must be valid identifiers: %r" % name)
    self_name = "__dataclass_self__" if "self" in names else "self"
    ns = {"__name__": cls.__module__, "_HAS_DEFAULT_FACTORY": _HAS_DEFAULT_FACTORY,
          "__dataclass_builtins_object__": object}

    def param(f):
        if f.default_factory is not MISSING:
            ns["_dflt_" + f.name] = f.default_factory
            return f.name + "=_HAS_DEFAULT_FACTORY"
        if f.default is not MISSING:
            ns["_dflt_" + f.name] = f.default
            return f.name + "=_dflt_" + f.name
        return f.name

    params = [self_name] + [param(f) for f in std_fields]
    if kw_only_fields:
        params += ["*"] + [param(f) for f in kw_only_fields]
    body = []
    for f in fields:
        if f._field_type is _FIELD_INITVAR:
            continue
        if f.init:
            value = f.name
            if f.default_factory is not MISSING:
                value = "_dflt_%s() if %s is _HAS_DEFAULT_FACTORY else %s" % (f.name, f.name, f.name)
        elif f.default_factory is not MISSING:
            ns["_dflt_" + f.name] = f.default_factory
            value = "_dflt_%s()" % f.name
        elif slots and f.default is not MISSING:
            ns["_dflt_" + f.name] = f.default
            value = "_dflt_" + f.name
        else:
            continue  # read from the class attribute (or never set)
        if frozen:
            body.append("__dataclass_builtins_object__.__setattr__(%s, %r, %s)" % (self_name, f.name, value))
        else:
            body.append("%s.%s = %s" % (self_name, f.name, value))
    if hasattr(cls, "__post_init__"):
        initvars = [f.name for f in fields if f._field_type is _FIELD_INITVAR]
        body.append("%s.__post_init__(%s)" % (self_name, ", ".join(initvars)))
    # Line 1 is left blank: CPython's def sits on line 2, inside the
    # __create_fn__ wrapper its exec runs, and tracebacks show those lines.
    source = "\ndef __init__(%s):\n    %s\n" % (", ".join(params), "\n    ".join(body or ["pass"]))
    init = _make_function(source, ns, "__init__", names)
    return init


def _make_repr(names):
    """__repr__ as CPython generates it: one f-string over the fields. A
    dataclass that reaches itself again prints "..." (CPython's
    reprlib.recursive_repr)."""
    for name in names:  # they are written into the source
        if not name.isidentifier() or _iskeyword(name):
            raise TypeError("Field names must be valid identifiers: %r" % name)
    fields = ", ".join("%s={self.%s!r}" % (name, name) for name in names)
    source = ("\ndef __repr__(self):\n    if _repr_enter(self):\n        return '...'\n"
              "    try:\n        return self.__class__.__qualname__ + f'(%s)'\n"
              "    finally:\n        _repr_leave()\n" % fields)
    ns = {"_repr_enter": _repr_enter, "_repr_leave": _repr_leave}
    return _make_function(source, ns, "__repr__", names)


def _format_annotation(a):
    "An annotation as inspect.signature prints it."
    if isinstance(a, type):
        if a.__module__ == "builtins":
            return a.__qualname__
        return a.__module__ + "." + a.__qualname__
    return repr(a).replace("typing.", "")


def _init_signature(std_fields, kw_only_fields):
    "The text of inspect.signature(cls) for the generated __init__."
    params = []
    for f in std_fields + ([None] if kw_only_fields else []) + kw_only_fields:
        if f is None:
            params.append("*")
            continue
        p = f.name + ": " + _format_annotation(f.type)
        if _has_default(f):
            p += " = " + ("<factory>" if f.default_factory is not MISSING else repr(f.default))
        params.append(p)
    return "(" + ", ".join(params) + ")"


def _tuple_getter(names):
    "obj -> the tuple of its values of names, which the generated methods compare and hash."
    if len(names) >= 2:
        return _attrgetter(*names)
    if names:
        get = _attrgetter(names[0])
        return lambda obj: (get(obj),)
    return lambda obj: ()


def _make_compare(name, names):
    # CPython's generated comparison compares on line 4 of "<string>".
    return _generated_as(_compare_function(name, names), 4)


def _compare_function(name, names):
    values = _tuple_getter(names)
    if name == "__eq__":
        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return values(self) == values(other)
            return NotImplemented
        return __eq__
    if name == "__lt__":
        def __lt__(self, other):
            if other.__class__ is self.__class__:
                return values(self) < values(other)
            return NotImplemented
        return __lt__
    if name == "__le__":
        def __le__(self, other):
            if other.__class__ is self.__class__:
                return values(self) <= values(other)
            return NotImplemented
        return __le__
    if name == "__gt__":
        def __gt__(self, other):
            if other.__class__ is self.__class__:
                return values(self) > values(other)
            return NotImplemented
        return __gt__

    def __ge__(self, other):
        if other.__class__ is self.__class__:
            return values(self) >= values(other)
        return NotImplemented
    return __ge__


def _make_hash(names):
    values = _tuple_getter(names)

    def __hash__(self):
        return hash(values(self))

    return _generated_as(__hash__, 3)  # line 3 of CPython's "<string>"


def _make_frozen(cls, names):
    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError("cannot assign to field %r" % name)
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError("cannot delete field %r" % name)
        super(cls, self).__delattr__(name)

    # CPython's generated methods raise on line 4 of "<string>".
    return _generated_as(__setattr__, 4), _generated_as(__delattr__, 4)


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots):
    # First, as in CPython: vars(cls) lists it before __dataclass_fields__.
    cls.__dataclass_params__ = _DataclassParams(init, repr, eq, order, unsafe_hash, frozen)
    fields = {}
    any_frozen_base = False
    has_dataclass_bases = False
    mro = cls.__mro__
    for i in range(len(mro) - 1, 0, -1):
        base_fields = getattr(mro[i], "__dataclass_fields__", None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if mro[i].__dataclass_params__.frozen:
                any_frozen_base = True
    cls_dict = cls.__dict__
    cls_annotations = cls_dict.get("__annotations__", {})
    cls_fields = []
    kw_only_seen = False
    for name, a_type in cls_annotations.items():
        if a_type is KW_ONLY or _names(a_type, "KW_ONLY"):
            if kw_only_seen:
                raise TypeError("%r is KW_ONLY, but KW_ONLY has already been specified" % name)
            kw_only_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, a_type, kw_only))
    for f in cls_fields:
        fields[f.name] = f
        if isinstance(cls_dict.get(f.name), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls_dict.items():
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError("%r is a field but has no type annotation" % name)
    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
        if not any_frozen_base and frozen:
            raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
    cls.__dataclass_fields__ = fields
    class_hash = cls_dict.get("__hash__", MISSING)
    has_explicit_hash = not (class_hash is MISSING or (class_hash is None and "__eq__" in cls_dict))
    all_init = [f for f in fields.values() if f._field_type is _FIELD or f._field_type is _FIELD_INITVAR]
    std_fields = [f for f in all_init if f.init and not f.kw_only]
    kw_only_fields = [f for f in all_init if f.init and f.kw_only]
    own_init = "__init__" in cls_dict
    if init:
        seen_default = False
        for f in std_fields:
            if _has_default(f):
                seen_default = True
            elif seen_default:
                raise TypeError("non-default argument %r follows default argument" % f.name)
        _set_new_attribute(cls, "__init__", _make_init(cls, all_init, std_fields, kw_only_fields, frozen, slots))
    if not cls_dict.get("__doc__"):
        # CPython's doc is the class name and inspect.signature(cls).
        if init and not own_init:
            cls.__doc__ = cls.__name__ + _init_signature(std_fields, kw_only_fields)
        elif all(c is object or "__init__" not in c.__dict__ for c in cls.__mro__):
            cls.__doc__ = cls.__name__ + "()"
    field_list = [f for f in fields.values() if f._field_type is _FIELD]
    if repr:
        _set_new_attribute(cls, "__repr__", _make_repr([f.name for f in field_list if f.repr]))
    compare_names = [f.name for f in field_list if f.compare]
    if eq:
        _set_new_attribute(cls, "__eq__", _make_compare("__eq__", compare_names))
    if order:
        if not eq:
            raise ValueError("eq must be true if order is true")
        for name in ("__lt__", "__le__", "__gt__", "__ge__"):
            if _set_new_attribute(cls, name, _make_compare(name, compare_names)):
                raise TypeError("Cannot overwrite attribute %s in class %s. Consider using "
                                "functools.total_ordering" % (name, cls.__name__))
    if frozen:
        names = {}
        for f in field_list:
            names[f.name] = True
        setattr_fn, delattr_fn = _make_frozen(cls, names)
        if _set_new_attribute(cls, "__setattr__", setattr_fn) or _set_new_attribute(cls, "__delattr__", delattr_fn):
            raise TypeError("Cannot overwrite attribute __setattr__ in class %s" % cls.__name__)
    hash_names = [f.name for f in field_list if (f.compare if f.hash is None else f.hash)]
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError("Cannot overwrite attribute __hash__ in class %s" % cls.__name__)
        cls.__hash__ = _set_qualname(cls, _make_hash(hash_names))
    elif eq and not has_explicit_hash:
        cls.__hash__ = _set_qualname(cls, _make_hash(hash_names)) if frozen else None
    if match_args:
        _set_new_attribute(cls, "__match_args__", tuple(f.name for f in std_fields))
    if slots:
        cls = _add_slots(cls, field_list)
    return _update_abstractmethods(cls)


def _add_slots(cls, field_list):
    cls_dict = dict(cls.__dict__)
    names = tuple(f.name for f in field_list)
    cls_dict["__slots__"] = names
    for name in names:
        cls_dict.pop(name, None)
    cls_dict.pop("__dict__", None)
    qualname = cls.__qualname__
    cls = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    cls.__qualname__ = qualname
    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
              frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots)

    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    try:
        flds = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError("must be called with a dataclass type or instance") from None
    return tuple(f for f in flds.values() if f._field_type is _FIELD)


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, "__dataclass_fields__")


def _is_dataclass_instance(obj):
    return hasattr(type(obj), "__dataclass_fields__")


def asdict(obj, *, dict_factory=dict):
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        return dict_factory([(f.name, _asdict_inner(getattr(obj, f.name), dict_factory)) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory)) for k, v in obj.items())
    return obj


def astuple(obj, *, tuple_factory=tuple):
    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory)) for k, v in obj.items())
    return obj


def replace(obj, /, **changes):
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")
    for f in obj.__dataclass_fields__.values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError("field %s is declared with init=False, it cannot be specified with replace()"
                                 % f.name)
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError("InitVar %r must be specified with replace()" % f.name)
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, **kwargs):
    ns = dict(namespace or {})
    annotations = {}
    for item in fields:
        if isinstance(item, str):
            name, tp = item, "typing.Any"
        elif len(item) == 2:
            name, tp = item
        elif len(item) == 3:
            name, tp, ns[item[0]] = item
        else:
            raise TypeError("Invalid field: %r" % (item,))
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError("Field names must be valid identifiers: %r" % (name,))
        if _iskeyword(name):
            raise TypeError("Field names must not be keywords: %r" % (name,))
        if name in annotations:
            raise TypeError("Field name duplicated: %r" % (name,))
        annotations[name] = tp
    ns["__annotations__"] = annotations
    return dataclass(type(cls_name, bases, ns), **kwargs)
