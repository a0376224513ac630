"""typing for the PVM: annotations only. The special forms and generic
aliases can be subscripted and print like CPython's; nothing is checked.
NamedTuple and TypedDict are real."""

from _pylib import caller_module as _caller_module, module_namespace as _module_namespace
from abc import ABCMeta, _FrozenNames, abstractmethod

# CPython's typing.__all__, less IO, TextIO, BinaryIO, Pattern and Match.
__all__ = ['Annotated', 'Any', 'Callable', 'ClassVar', 'Concatenate', 'Final', 'ForwardRef',
           'Generic', 'Literal', 'Optional', 'ParamSpec', 'Protocol', 'Tuple', 'Type', 'TypeVar',
           'TypeVarTuple', 'Union', 'AbstractSet', 'ByteString', 'Container', 'ContextManager',
           'Hashable', 'ItemsView', 'Iterable', 'Iterator', 'KeysView', 'Mapping', 'MappingView',
           'MutableMapping', 'MutableSequence', 'MutableSet', 'Sequence', 'Sized', 'ValuesView',
           'Awaitable', 'AsyncIterator', 'AsyncIterable', 'Coroutine', 'Collection',
           'AsyncGenerator', 'AsyncContextManager', 'Reversible', 'SupportsAbs', 'SupportsBytes',
           'SupportsComplex', 'SupportsFloat', 'SupportsIndex', 'SupportsInt', 'SupportsRound',
           'ChainMap', 'Counter', 'Deque', 'Dict', 'DefaultDict', 'List', 'OrderedDict', 'Set',
           'FrozenSet', 'NamedTuple', 'TypedDict', 'Generator', 'AnyStr', 'assert_type',
           'assert_never', 'cast', 'clear_overloads', 'dataclass_transform', 'final', 'get_args',
           'get_origin', 'get_overloads', 'get_type_hints', 'is_typeddict', 'LiteralString',
           'Never', 'NewType', 'no_type_check', 'no_type_check_decorator', 'NoReturn',
           'NotRequired', 'overload', 'ParamSpecArgs', 'ParamSpecKwargs', 'Required', 'reveal_type',
           'runtime_checkable', 'Self', 'Text', 'TYPE_CHECKING', 'TypeAlias', 'TypeGuard', 'Unpack']

TYPE_CHECKING = False
_NoneType = type(None)


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return "%s.%s" % (obj.__module__, obj.__qualname__)
    if obj is ...:
        return "..."
    if isinstance(obj, list):
        return "[%s]" % ", ".join([_type_repr(a) for a in obj])
    if type(obj).__name__ == "function":
        return obj.__name__
    return repr(obj)


class _Alias:
    "A subscripted special form or generic alias, e.g. List[int]."

    def __init__(self, origin, args):
        self.__origin__ = origin
        self.__args__ = args
        self._name = origin._name

    def __repr__(self):
        if self._name == "Optional" or (self._name == "Union" and len(self.__args__) == 2
                                        and _NoneType in self.__args__):
            arg = self.__args__[0] if self.__args__[1] is _NoneType else self.__args__[1]
            return "typing.Optional[%s]" % _type_repr(arg)
        if self._name == "Unpack":
            return "*" + _type_repr(self.__args__[0])
        args = ", ".join([_type_repr(a) for a in self.__args__]) if self.__args__ else "()"
        return "typing.%s[%s]" % (self._name, args)

    def __getitem__(self, params):
        return _Alias(self.__origin__, params if isinstance(params, tuple) else (params,))

    @property
    def __metadata__(self):
        if self._name != "Annotated":
            raise AttributeError("__metadata__")
        return self.__args__[1:]

    def __eq__(self, other):
        if self._name == "Union" and isinstance(other, _UnionType):
            return _same_members(self.__args__, other.__args__)
        if not isinstance(other, _Alias):
            return NotImplemented
        if self._name == "Union" and other._name == "Union":
            return _same_members(self.__args__, other.__args__)
        if self._name == "Literal" and other._name == "Literal":
            return _same_members(_typed_values(self.__args__), _typed_values(other.__args__))
        return self.__origin__ is other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        if self._name == "Union":
            # Order-independent, and equal to the hash of the same `a | b`.
            h = 0
            for a in self.__args__:
                h ^= hash(a)
            return h
        if self._name == "Literal":
            h = 0
            for a in _typed_values(self.__args__):
                h ^= hash(a)
            return h
        return hash((self._name, self.__args__))

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    @property
    def __parameters__(self):
        return _type_params(self.__args__)

    def __mro_entries__(self, bases):
        return _alias_bases(self, self.__origin__, bases)

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        if self._name != "Union":
            raise TypeError("Subscripted generics cannot be used with class and instance checks")
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False


def _same_members(a, b):
    "Unions and Literals compare as sets of their arguments."
    return len(a) == len(b) and all([x in b for x in a])


def _typed_values(values):
    "A Literal's values with their types: Literal[1] is not Literal[True]."
    return [(v, type(v)) for v in values]


def _literal_params(params):
    """A Literal's values with nested Literals flattened and repeats (same
    value and type) dropped, the first kept."""
    values = []
    for p in params:
        values.extend(p.__args__ if isinstance(p, _Alias) and p._name == "Literal" else (p,))
    pairs = _typed_values(values)
    try:
        for pair in pairs:
            hash(pair)
    except TypeError:  # unhashable values stay as given
        return tuple(values)
    kept = []
    for pair in pairs:
        if pair not in kept:
            kept.append(pair)
    return tuple([v for v, _ in kept])


class _Form:
    "A special form or generic alias that may be subscripted."

    def __init__(self, name, origin=None):
        self._name = name
        self.__origin__ = origin

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, params):
        if self._name == "Optional" and isinstance(params, tuple):
            raise TypeError("typing.Optional requires a single type. Got %.100s." % (repr(params),))
        if not isinstance(params, tuple):
            params = (params,)
        if self._name == "Union" and not params:
            raise TypeError("Cannot take a Union of no types.")

        if self._name == "Union" or self._name == "Optional":
            return _union(params + (None,) if self._name == "Optional" else params)
        if self._name == "Literal":
            return _Alias(self, _literal_params(params))
        if self._name == "Annotated":  # only the type, not the metadata
            return _Alias(self, (_type_convert(params[0]),) + params[1:])
        return _Alias(self, tuple([_type_convert(p) for p in params]))

    def __call__(self, *args, **kwargs):
        if self.__origin__ is None:
            raise TypeError("Cannot instantiate %r" % self)
        raise TypeError("Type %s cannot be instantiated; use %s() instead" % (self._name, self.__origin__.__name__))

    def __mro_entries__(self, bases):
        return _alias_bases(self, self, bases)

    def __instancecheck__(self, obj):
        return issubclass(type(obj), self._runtime_class("isinstance"))

    def __subclasscheck__(self, cls):
        if self._name == "Any":
            return False  # Any is a class in 3.11: only isinstance refuses it
        return issubclass(cls, self._runtime_class("issubclass"))

    def _runtime_class(self, check):
        "The class a generic alias such as List or Sequence stands for in checks."
        if self.__origin__ is not None:
            return self.__origin__
        import collections
        import collections.abc
        name = "Set" if self._name == "AbstractSet" else self._name
        origin = getattr(collections.abc, name, None) if name in _ABC_ALIASES else None
        if name in ("DefaultDict", "OrderedDict", "Counter", "Deque", "ChainMap"):
            origin = getattr(collections, "defaultdict" if name == "DefaultDict" else "deque" if name == "Deque" else name)
        if origin is None:
            raise TypeError("%r cannot be used with %s()" % (self, check))
        return origin


def _type_convert(p, module=None):
    """A type argument as CPython's aliases keep it: None stands for NoneType and
    a string for a ForwardRef to it (also in Callable's list)."""
    if p is None:
        return _NoneType
    if isinstance(p, str):
        return ForwardRef(p, module=module)
    if isinstance(p, list):
        return [_type_convert(a, module) for a in p]
    return p


class ForwardRef:
    """A type given as a string, evaluated by get_type_hints (which keeps no
    result on it: __forward_evaluated__ stays False)."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError("Forward reference must be a string -- got %r" % (arg,))
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return (self.__forward_arg__ == other.__forward_arg__
                and self.__forward_module__ == other.__forward_module__)

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __repr__(self):
        module = "" if self.__forward_module__ is None else ", module=%r" % (self.__forward_module__,)
        return "ForwardRef(%r%s)" % (self.__forward_arg__, module)


# The special forms that are not types until subscripted.
_PLAIN_FORMS = ("Union", "Optional", "Literal", "ClassVar", "Final", "Annotated", "TypeGuard",
                "Concatenate", "Required", "NotRequired", "Unpack")


def _union(params):
    args = []
    for p in params:
        p = _type_convert(p)
        if isinstance(p, _Form) and p._name in _PLAIN_FORMS:
            raise TypeError("Plain %r is not valid as type argument" % (p,))
        for q in (p.__args__ if (isinstance(p, _Alias) and p._name == "Union") or isinstance(p, _UnionType) else (p,)):
            if q not in args:
                args.append(q)
    if len(args) == 1:
        return args[0]
    return _Alias(Union, tuple(args))


def _or(self, other):
    "x | y of a typing construct: Union[x, y]."
    return Union[self, other]


def _ror(self, other):
    return Union[other, self]


for _cls in (_Alias, _Form):
    _cls.__or__, _cls.__ror__ = _or, _ror

Any = _Form("Any")
NoReturn = _Form("NoReturn")
Never = _Form("Never")
Self = _Form("Self")
LiteralString = _Form("LiteralString")
Union = _Form("Union")
Optional = _Form("Optional")
ClassVar = _Form("ClassVar")
Final = _Form("Final")
Literal = _Form("Literal")
Annotated = _Form("Annotated")
TypeAlias = _Form("TypeAlias")
TypeGuard = _Form("TypeGuard")
Concatenate = _Form("Concatenate")
Required = _Form("Required")
NotRequired = _Form("NotRequired")
Unpack = _Form("Unpack")
List = _Form("List", list)
Dict = _Form("Dict", dict)
Tuple = _Form("Tuple", tuple)
Type = _Form("Type", type)
FrozenSet = _Form("FrozenSet", frozenset)
Set = _Form("Set", set)
DefaultDict = _Form("DefaultDict")
OrderedDict = _Form("OrderedDict")
Counter = _Form("Counter")
Deque = _Form("Deque")
ChainMap = _Form("ChainMap")
Callable = _Form("Callable")
Iterable = _Form("Iterable")
Iterator = _Form("Iterator")
Generator = _Form("Generator")
Sequence = _Form("Sequence")
MutableSequence = _Form("MutableSequence")
Mapping = _Form("Mapping")
MutableMapping = _Form("MutableMapping")
AbstractSet = _Form("AbstractSet")
MutableSet = _Form("MutableSet")
Collection = _Form("Collection")
Container = _Form("Container")
Sized = _Form("Sized")
Hashable = _Form("Hashable")
Reversible = _Form("Reversible")
Awaitable = _Form("Awaitable")
Coroutine = _Form("Coroutine")
AsyncIterable = _Form("AsyncIterable")
AsyncIterator = _Form("AsyncIterator")
AsyncGenerator = _Form("AsyncGenerator")
MappingView = _Form("MappingView")
ByteString = _Form("ByteString")
KeysView = _Form("KeysView")
ValuesView = _Form("ValuesView")
ItemsView = _Form("ItemsView")
ContextManager = _Form("ContextManager")
AsyncContextManager = _Form("AsyncContextManager")
Text = str
_ABC_ALIASES = ("Callable", "Iterable", "Iterator", "Generator", "Sequence", "MutableSequence", "Mapping",
                "MutableMapping", "Set", "MutableSet", "Collection", "Container", "Sized", "Hashable",
                "Reversible", "Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "AsyncGenerator",
                "MappingView", "ByteString", "KeysView", "ValuesView", "ItemsView")


class TypeVar:
    "Type variable."

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self.__name__ = name
        self.__constraints__ = tuple([_type_convert(c) for c in constraints])
        self.__bound__ = None if bound is None else _type_convert(bound)
        self.__covariant__ = covariant
        self.__contravariant__ = contravariant

    def __repr__(self):
        prefix = "+" if self.__covariant__ else "-" if self.__contravariant__ else "~"
        return prefix + self.__name__

    __or__, __ror__ = _or, _ror


AnyStr = TypeVar("AnyStr", bytes, str)
# The type variables typing's own generic aliases are declared with.
T = TypeVar("T")
KT = TypeVar("KT")
VT = TypeVar("VT")
T_co = TypeVar("T_co", covariant=True)
V_co = TypeVar("V_co", covariant=True)
VT_co = TypeVar("VT_co", covariant=True)
T_contra = TypeVar("T_contra", contravariant=True)
CT_co = TypeVar("CT_co", covariant=True, bound=type)


class ParamSpec(TypeVar):
    "Parameter specification variable."

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)


class _ParamSpecPart:
    "P.args or P.kwargs: the types of *args and **kwargs of a function typed with the ParamSpec P."

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return "%s.%s" % (self.__origin__.__name__, self._part)

    def __eq__(self, other):
        if not isinstance(other, type(self)):
            return NotImplemented
        return self.__origin__ == other.__origin__


class ParamSpecArgs(_ParamSpecPart):
    _part = "args"


class ParamSpecKwargs(_ParamSpecPart):
    _part = "kwargs"


class TypeVarTuple(TypeVar):
    "Type variable tuple."

    def __repr__(self):
        return self.__name__

    def __iter__(self):
        yield Unpack[self]


def _type_params(args):
    "The type variables in args, in order of first appearance."
    params = []
    for a in args:
        for p in (a,) if isinstance(a, TypeVar) else getattr(a, "__parameters__", ()):
            if isinstance(p, TypeVar) and p not in params:
                params.append(p)
    return tuple(params)


class _GenericAlias:
    "A subscripted user generic class or Generic/Protocol, e.g. Box[int]."

    def __init__(self, origin, args):
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = _type_params(args)

    def __repr__(self):
        return "%s[%s]" % (_type_repr(self.__origin__), ", ".join([_type_repr(a) for a in self.__args__]))

    __or__, __ror__ = _or, _ror

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ is other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        _check_arity(self, self.__parameters__, params)
        subst = dict(zip(self.__parameters__, params))
        return _GenericAlias(self.__origin__, tuple([subst.get(a, a) for a in self.__args__]))

    def __call__(self, *args, **kwargs):
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except AttributeError:
            pass
        return result

    def __mro_entries__(self, bases):
        if self.__origin__ is Generic:
            if Protocol in bases:
                return ()
            i = bases.index(self)
            for b in bases[i + 1:]:
                if isinstance(b, _GenericAlias) and b != self:  # CPython's cache makes equal ones the same
                    return ()
        return (self.__origin__,)

    def __getattr__(self, attr):
        if attr in ("__name__", "__qualname__"):
            return getattr(self.__origin__, attr)
        if attr.startswith("__") and attr.endswith("__"):
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)

    def __instancecheck__(self, obj):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    __subclasscheck__ = __instancecheck__


def _check_arity(cls, params, args):
    if len(params) != len(args):
        raise TypeError("Too %s arguments for %s; actual %d, expected %d"
                        % ("many" if len(args) > len(params) else "few", cls, len(args), len(params)))


class Generic:
    "Abstract base class for generic types: Generic[T, ...] as a base makes a class generic in T, ..."
    __slots__ = ()

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        if cls is Generic or cls is Protocol:
            for p in params:
                if not isinstance(p, TypeVar):
                    raise TypeError("Parameters to %s[...] must all be type variables or parameter specification variables." % cls.__name__)
            if len(_type_params(params)) != len(params):
                raise TypeError("Parameters to %s[...] must all be unique" % cls.__name__)
        else:
            if not cls.__dict__.get("__parameters__"):
                raise TypeError("%s is not a generic class" % cls)
            _check_arity(cls, cls.__parameters__, params)
            params = tuple([_type_convert(p) for p in params])
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        orig = cls.__dict__.get("__orig_bases__")
        if Generic in orig if orig is not None else Generic in cls.__bases__ and cls.__name__ != "Protocol":
            raise TypeError("Cannot inherit from plain Generic")
        orig = orig or ()
        declared = [b for b in orig if isinstance(b, _GenericAlias) and b.__origin__ in (Generic, Protocol)]
        generic = [b for b in declared if b.__origin__ is Generic]
        if len(generic) > 1:
            raise TypeError("Cannot inherit from Generic[...] multiple times.")
        if generic:
            listed = generic[0].__parameters__
            missing = [t for t in _type_params(orig) if t not in listed]
            if missing:
                raise TypeError("Some type variables (%s) are not listed in Generic[%s]"
                                % (", ".join([str(t) for t in missing]), ", ".join([str(t) for t in listed])))
        cls.__parameters__ = declared[0].__parameters__ if declared else _type_params(orig)


_PROTO_SKIP = ("__abstractmethods__", "__annotations__", "__dict__", "__doc__", "__init__",
               "__module__", "__new__", "__slots__", "__subclasshook__", "__weakref__",
               "__class_getitem__", "__parameters__", "__orig_bases__", "__qualname__",
               "__match_args__", "__init_subclass__", "_is_protocol", "_is_runtime_protocol",
               "_abc_registry")


def _protocol_attrs(cls):
    attrs = []
    for base in cls.__mro__[:-1]:
        if base.__name__ in ("Protocol", "Generic"):
            continue
        names = list(base.__dict__) + list(base.__dict__.get("__annotations__", {}))
        for name in names:
            if not name.startswith("_abc_") and name not in _PROTO_SKIP and name not in attrs:
                attrs.append(name)
    return attrs


class _ProtocolMeta(ABCMeta):
    def __instancecheck__(cls, instance):
        if cls.__dict__.get("_is_protocol", False):
            if not cls.__dict__.get("_is_runtime_protocol", False):
                raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
            for attr in _protocol_attrs(cls):
                if not hasattr(instance, attr):
                    return False
                if callable(getattr(cls, attr, None)) and getattr(instance, attr) is None:
                    return False
            return True
        return super().__instancecheck__(instance)

    def __subclasscheck__(cls, other):
        if cls.__dict__.get("_is_protocol", False):
            if not cls.__dict__.get("_is_runtime_protocol", False):
                raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
            attrs = _protocol_attrs(cls)
            if not all([callable(getattr(cls, attr, None)) for attr in attrs]):
                raise TypeError("Protocols with non-method members don't support issubclass()")
            if not isinstance(other, type):
                raise TypeError("issubclass() arg 1 must be a class")
            if all([any([base.__dict__.get(attr) is not None for base in other.__mro__]) for attr in attrs]):
                return True
        return super().__subclasscheck__(other)


class Protocol(Generic, metaclass=_ProtocolMeta):
    "Base class for protocol classes; isinstance() checks @runtime_checkable ones structurally."
    __slots__ = ()
    _is_protocol = True

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if "_is_protocol" not in cls.__dict__:
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)

    def __init__(self, *args, **kwargs):
        if type(self)._is_protocol:
            raise TypeError("Protocols cannot be instantiated")
        if args or kwargs:  # object.__init__'s refusal, naming the class
            raise TypeError("%s() takes no arguments" % type(self).__name__)


def runtime_checkable(cls):
    if not cls.__dict__.get("_is_protocol", False):
        raise TypeError("@runtime_checkable can be only applied to protocol classes, got %r" % cls)
    cls._is_runtime_protocol = True
    return cls


# The one-method protocols, runtime-checkable classes as in CPython.
@runtime_checkable
class SupportsInt(Protocol):
    __slots__ = ()

    @abstractmethod
    def __int__(self) -> int:
        pass


@runtime_checkable
class SupportsFloat(Protocol):
    __slots__ = ()

    @abstractmethod
    def __float__(self) -> float:
        pass


@runtime_checkable
class SupportsComplex(Protocol):
    __slots__ = ()

    @abstractmethod
    def __complex__(self) -> complex:
        pass


@runtime_checkable
class SupportsBytes(Protocol):
    __slots__ = ()

    @abstractmethod
    def __bytes__(self) -> bytes:
        pass


@runtime_checkable
class SupportsIndex(Protocol):
    __slots__ = ()

    @abstractmethod
    def __index__(self) -> int:
        pass


@runtime_checkable
class SupportsAbs(Protocol[T_co]):
    __slots__ = ()

    @abstractmethod
    def __abs__(self) -> T_co:
        pass


@runtime_checkable
class SupportsRound(Protocol[T_co]):
    __slots__ = ()

    @abstractmethod
    def __round__(self, ndigits: int = 0) -> T_co:
        pass


class NewType:
    "NewType creates simple unique types with almost zero runtime overhead."

    def __init__(self, name, tp):
        self.__name__ = name
        self.__qualname__ = name
        self.__supertype__ = tp
        self.__module__ = _caller_module()

    def __repr__(self):
        return "%s.%s" % (self.__module__, self.__qualname__)

    def __call__(self, x):
        return x


def cast(typ, val):
    "Cast a value to a type; returns the value unchanged."
    return val


_overloads = {}


def overload(func):
    "Record func as an overload of its name (get_overloads lists them)."
    _overloads.setdefault(func.__qualname__, []).append(func)
    return _overload_dummy


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


def get_overloads(func):
    return list(_overloads.get(func.__qualname__, []))


def clear_overloads():
    _overloads.clear()


def assert_type(val, typ, /):
    return val


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default, "order_default": order_default, "kw_only_default": kw_only_default,
            "field_specifiers": field_specifiers, "kwargs": kwargs}
        return cls_or_fn
    return decorator


def no_type_check_decorator(decorator):
    return decorator


def is_typeddict(tp):
    return isinstance(tp, _TypedDictMeta) and tp is not TypedDict


def final(f):
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass  # a class with __slots__ or a built-in object
    return f


def no_type_check(arg):
    return arg


def assert_never(arg):
    raise AssertionError("Expected code to be unreachable, but got: %r" % (arg,))


def reveal_type(obj):
    return obj


_TypesGenericAlias = type(list[int])
_UnionType = type(int | str)


def _alias_bases(alias, form, bases):
    """What a generic alias (List[int], Mapping) stands for as a base class:
    its collections class, and Generic unless a later base brings it."""
    cls = _alias_class(form)
    if cls is None:
        raise TypeError("Cannot subclass %r" % (alias,))
    entries = [] if cls in bases else [cls]
    for b in bases[bases.index(alias) + 1:]:
        if isinstance(b, (_Alias, _Form, _GenericAlias)) or (isinstance(b, type) and issubclass(b, Generic)):
            break
    else:
        entries.append(Generic)
    return tuple(entries)


def _alias_class(form):
    "The class a generic alias (List, Sequence, ...) stands for; None for a special form such as Union."
    try:
        return form._runtime_class("get_origin")
    except TypeError:
        return None


def get_origin(tp):
    if isinstance(tp, _Alias):
        return _alias_class(tp.__origin__) or tp.__origin__
    if isinstance(tp, _Form):
        return _alias_class(tp)
    if isinstance(tp, (_GenericAlias, _TypesGenericAlias)):
        return tp.__origin__
    if isinstance(tp, _UnionType):
        return _UnionType
    if tp is Generic:
        return Generic
    return None


def get_args(tp):
    if isinstance(tp, (_Alias, _GenericAlias, _TypesGenericAlias, _UnionType)):
        return tp.__args__
    return ()


# The kinds of object get_type_hints gives {} for when they have no
# annotations; anything else without them is an error.
_ANNOTATABLE = ("function", "builtin_function_or_method", "method", "module", "wrapper_descriptor",
                "method-wrapper", "method_descriptor")


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The annotations of a class (with its bases'), function or module; None
    becomes NoneType and string annotations are evaluated in the defining
    module's namespace."""
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            ns = globalns if globalns is not None else _module_namespace(base.__module__)
            local = dict(base.__dict__) if localns is None else localns
            for k, v in base.__dict__.get("__annotations__", {}).items():
                hints[k] = _resolve_hint(v, ns, local)
        return hints if include_extras else {k: _strip_annotated(v) for k, v in hints.items()}
    while hasattr(obj, "__wrapped__"):
        obj = obj.__wrapped__
    ns = globalns
    if ns is None:
        ns = _module_namespace(getattr(obj, "__name__", None) if type(obj).__name__ == "module"
                               else getattr(obj, "__module__", None))
    annotations = getattr(obj, "__annotations__", None)
    if annotations is None:
        if type(obj).__name__ not in _ANNOTATABLE:
            raise TypeError("%r is not a module, class, method, or function." % (obj,))
        annotations = {}
    for k, v in dict(annotations).items():
        hints[k] = _resolve_hint(v, ns, localns)
    return hints if include_extras else {k: _strip_annotated(v) for k, v in hints.items()}


def _strip_annotated(tp):
    """tp without the Annotated[...], Required[...] and NotRequired[...]
    wrappers in it (get_type_hints' default)."""
    if isinstance(tp, _Alias):
        if tp._name == "Literal":
            return tp
        if tp._name in ("Annotated", "Required", "NotRequired"):
            return _strip_annotated(tp.__args__[0])
        args = tuple([_strip_annotated(a) for a in tp.__args__])
        return tp if args == tp.__args__ else _Alias(tp.__origin__, args)
    if isinstance(tp, (_GenericAlias, _TypesGenericAlias)):
        args = tuple([_strip_annotated(a) for a in tp.__args__])
        if args == tp.__args__:
            return tp
        return _GenericAlias(tp.__origin__, args) if isinstance(tp, _GenericAlias) else tp.__origin__[args]
    if isinstance(tp, _UnionType):
        args = [_strip_annotated(a) for a in tp.__args__]
        if tuple(args) == tp.__args__:
            return tp
        union = args[0]
        for a in args[1:]:
            union = union | a
        return union
    return tp


def _resolve_hint(t, globalns, localns, guard=()):
    """t with the forward references in it evaluated, also inside aliases'
    arguments (CPython's _eval_type); guard holds the references being
    evaluated, left as they are if met again."""
    t = _type_convert(t)
    if isinstance(t, ForwardRef):
        if t.__forward_arg__ in guard:
            return t
        v = _ForwardEval(t.__forward_arg__, globalns, localns).run()
        return _resolve_hint(v, globalns, localns, guard + (t.__forward_arg__,))
    if isinstance(t, list):
        return [_resolve_hint(a, globalns, localns, guard) for a in t]
    if not isinstance(t, (_Alias, _GenericAlias, _TypesGenericAlias, _UnionType)):
        return t
    annotated = isinstance(t, _Alias) and t._name == "Annotated"
    if isinstance(t, _Alias) and t._name == "Literal":
        return t
    args = t.__args__[:1] if annotated else t.__args__
    evaluated = tuple([_resolve_hint(a, globalns, localns, guard) for a in args])
    if evaluated == args:
        return t
    if isinstance(t, _GenericAlias):
        return _GenericAlias(t.__origin__, evaluated)
    if isinstance(t, _UnionType):
        union = evaluated[0]
        for a in evaluated[1:]:
            union = union | a
        return union
    return t.__origin__[evaluated + t.__args__[1:] if annotated else evaluated]


_BUILTIN_NAMES = {"int": int, "float": float, "str": str, "bytes": bytes, "bytearray": bytearray,
                  "bool": bool, "list": list, "dict": dict, "tuple": tuple, "type": type,
                  "object": object, "range": range, "slice": slice, "Exception": Exception,
                  "BaseException": BaseException}


class _ForwardEval:
    "Evaluates a string annotation: names, attributes, subscripts, | and None."

    def __init__(self, text, globalns, localns):
        self.text = text
        self.toks = self._tokens(text)
        self.i = 0
        self.globalns = globalns if globalns is not None else {}
        self.localns = localns if localns is not None else {}

    def _tokens(self, s):
        toks = []
        i = 0
        while i < len(s):
            ch = s[i]
            if ch.isspace():
                i += 1
            elif ch.isalpha() or ch == "_":
                j = i
                while j < len(s) and (s[j].isalnum() or s[j] == "_"):
                    j += 1
                toks.append(("name", s[i:j]))
                i = j
            elif ch == "'" or ch == '"':
                j = s.find(ch, i + 1)
                if j < 0:
                    self._fail()
                toks.append(("str", s[i + 1:j]))
                i = j + 1
            elif s.startswith("...", i):
                toks.append(("op", "..."))
                i += 3
            elif ch in "[],.|":
                toks.append(("op", ch))
                i += 1
            else:
                self._fail()
        return toks

    def _fail(self):
        raise SyntaxError("Forward reference must be an expression -- got %r" % (self.text,))

    def _peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None, None)

    def _take(self, op):
        if self._peek() != ("op", op):
            self._fail()
        self.i += 1

    def run(self):
        v = self._union()
        if self.i != len(self.toks):
            self._fail()
        return v

    def _union(self):
        v = self._primary()
        while self._peek() == ("op", "|"):
            self.i += 1
            v = v | self._primary()
        return v

    def _primary(self):
        kind, tok = self._peek()
        self.i += 1
        if kind == "str":
            v = _ForwardEval(tok, self.globalns, self.localns).run()
        elif kind == "op" and tok == "...":
            v = ...
        elif kind == "op" and tok == "[":
            items = []
            while self._peek() != ("op", "]"):
                items.append(self._union())
                if self._peek() == ("op", ","):
                    self.i += 1
            self.i += 1
            return items
        elif kind == "name":
            v = self._lookup(tok)
        else:
            self._fail()
        while True:
            kind, tok = self._peek()
            if (kind, tok) == ("op", "."):
                self.i += 1
                kind, name = self._peek()
                if kind != "name":
                    self._fail()
                self.i += 1
                v = getattr(v, name)
            elif (kind, tok) == ("op", "["):
                self.i += 1
                args = [self._union()]
                while self._peek() == ("op", ","):
                    self.i += 1
                    if self._peek() == ("op", "]"):
                        break
                    args.append(self._union())
                self._take("]")
                v = v[args[0] if len(args) == 1 else tuple(args)]
            else:
                return v

    def _lookup(self, name):
        if name == "None":
            return None
        for ns in (self.localns, self.globalns, _BUILTIN_NAMES):
            if name in ns:
                return ns[name]
        raise NameError("name %r is not defined" % name)


_special_names = ("__module__", "__qualname__", "__annotations__", "__doc__", "__orig_bases__")


def _namedtuple(typename, names, defaults=None, module=None):
    from collections import namedtuple
    return namedtuple(typename, names, defaults=defaults, module=module)


class _NamedTupleMeta(type):
    def __new__(mcls, typename, bases, ns):
        if ns.get("_root", False):
            return super().__new__(mcls, typename, bases, ns)
        for base in bases:
            if base is not NamedTuple and base is not Generic:
                raise TypeError("can only inherit from a NamedTuple type and Generic")
        types = ns.get("__annotations__", {})
        names = list(types)
        defaults = []
        for name in names:
            if name in ns:
                defaults.append(ns[name])
            elif defaults:
                raise TypeError("Non-default namedtuple field %s cannot follow default field%s %s" % (
                    name, "s" if len(defaults) > 1 else "", ", ".join(names[len(names) - len(defaults) - 1:-1])))
        nm_tpl = _namedtuple(typename, names, defaults=defaults, module=ns.get("__module__"))
        nm_tpl.__annotations__ = {n: _type_convert(t) for n, t in types.items()}
        for key, value in ns.items():
            if key in _special_names or key in types:
                continue
            if key in ("_make", "_fields", "_field_defaults", "_replace", "_asdict", "__new__", "__getnewargs__"):
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            setattr(nm_tpl, key, value)
        if Generic in bases:  # class Pair(NamedTuple, Generic[T]) can be subscripted: Pair[int]
            nm_tpl.__parameters__ = _type_params(ns.get("__orig_bases__", ()))
            nm_tpl.__class_getitem__ = classmethod(Generic.__dict__["__class_getitem__"].__func__)
        return nm_tpl

    def __call__(cls, typename, fields=None, /, **kwargs):
        if fields is None:
            fields = kwargs.items()
        elif kwargs:
            raise TypeError("Either list of fields or keywords can be provided to NamedTuple, not both")
        names = [n for n, t in fields]
        nm_tpl = _namedtuple(typename, names, module=_caller_module())
        nm_tpl.__annotations__ = {n: _type_convert(t) for n, t in fields}
        return nm_tpl


class NamedTuple(metaclass=_NamedTupleMeta):
    "Typed version of namedtuple; class form and NamedTuple('Name', [(field, type), ...])."
    _root = True


class _TypedDictMeta(type):
    def __new__(mcls, name, bases, ns, total=True):
        cls = super().__new__(mcls, name, bases, ns)
        annotations = {}
        required = {}  # key: whether it is required, the bases' first
        for base in bases:
            annotations.update(getattr(base, "__annotations__", {}))
            for keys, is_required in (("__required_keys__", True), ("__optional_keys__", False)):
                for key in getattr(base, keys, ()):
                    required[key] = is_required
        for n, t in ns.get("__annotations__", {}).items():
            annotations[n] = t = _type_convert(t, cls.__module__)
            if get_origin(t) is Annotated:
                t = t.__args__[0]
            required.pop(n, None)
            required[n] = True if get_origin(t) is Required else False if get_origin(t) is NotRequired else total
        cls.__annotations__ = annotations
        cls.__required_keys__ = _FrozenNames([k for k, r in required.items() if r])
        cls.__optional_keys__ = _FrozenNames([k for k, r in required.items() if not r])
        cls.__total__ = total
        return cls

    def __call__(cls, *args, **kwargs):
        if cls is TypedDict:
            name, fields = args[0], (args[1] if len(args) > 1 else kwargs)
            ns = {"__annotations__": dict(fields), "__module__": _caller_module()}
            return _TypedDictMeta(name, (TypedDict,), ns)
        return dict(*args, **kwargs)


class TypedDict(metaclass=_TypedDictMeta):
    "A dict with typed keys; instances are plain dicts."
