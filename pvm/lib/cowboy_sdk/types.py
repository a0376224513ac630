"""cowboy_sdk value types (CIP-6 §11): Address, BlockHeight, SoftFloat,
ordered_set and CowboyModel. All of them work in plain scripts."""

from _cowboy_core import parse_address as _parse_address, address_hex as _address_hex
from _cowboy_core import encode as _encode, decode as _decode
from cowboy_sdk.errors import AddressError, CodecError, DeterminismError
import typing as _typing

__all__ = ["Address", "BlockHeight", "SoftFloat", "ordered_set", "CowboyModel", "Field"]


# ---------------------------------------------------------------- Address

class Address:
    """A 20-byte Ethereum-compatible address.

    Address(b) takes 20 bytes (or another Address, or a hex string);
    Address.from_hex(s) parses "0x" + 40 hex digits, verifying the EIP-55
    checksum when the digits are mixed case. Invalid input raises
    AddressError. Addresses are immutable and hashable, and compare equal to
    the 20 bytes they hold (so runtime.get_sender() == Address(...) works).
    In CBOR an Address is its 20 bytes (a byte string)."""

    __slots__ = ("_raw",)

    def __init__(self, value):
        if isinstance(value, Address):
            raw = value._raw
        elif isinstance(value, (bytes, bytearray)):
            if len(value) != 20:
                raise AddressError("an Address is 20 bytes, got %d bytes" % len(value))
            raw = bytes(value)
        elif isinstance(value, str):
            raw = _parse_address(value)
        else:
            raise AddressError("cannot make an Address from %s; pass 20 bytes or a \"0x\" hex string"
                               % type(value).__name__)
        object.__setattr__(self, "_raw", raw)

    @classmethod
    def from_hex(cls, text):
        "Parse \"0x\" + 40 hex digits (EIP-55 checked when mixed case)."
        if not isinstance(text, str):
            raise AddressError("Address.from_hex() needs a str, not %s" % type(text).__name__)
        return cls(_parse_address(text))

    @classmethod
    def from_bytes(cls, raw):
        "The Address of 20 raw bytes."
        return cls(bytes(raw) if isinstance(raw, bytearray) else raw)

    def to_hex(self):
        "The EIP-55 checksummed hex form, \"0x\" + 40 digits."
        return _address_hex(self._raw)

    def to_bytes(self):
        "The 20-byte payload."
        return self._raw

    def is_zero(self):
        return self._raw == b"\x00" * 20

    def __bytes__(self):
        return self._raw

    def __cbor__(self):
        return self._raw

    def __setattr__(self, name, value):
        raise AttributeError("Address is immutable")

    def __eq__(self, other):
        if isinstance(other, Address):
            return self._raw == other._raw
        if isinstance(other, (bytes, bytearray)):
            return self._raw == other
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __lt__(self, other):
        if not isinstance(other, Address):
            return NotImplemented
        return self._raw < other._raw

    def __le__(self, other):
        if not isinstance(other, Address):
            return NotImplemented
        return self._raw <= other._raw

    def __gt__(self, other):
        if not isinstance(other, Address):
            return NotImplemented
        return self._raw > other._raw

    def __ge__(self, other):
        if not isinstance(other, Address):
            return NotImplemented
        return self._raw >= other._raw

    def __hash__(self):
        return hash(self._raw)

    def __repr__(self):
        return "Address('%s')" % self.to_hex()

    def __str__(self):
        return self.to_hex()


Address.ZERO = Address(b"\x00" * 20)
Address.JOB_DISPATCHER = Address(b"\x00" * 19 + b"\x02")


def _address_bytes(value, what="address"):
    "20 raw bytes from an Address, 20 bytes or a hex string (AddressError otherwise)."
    if isinstance(value, Address):
        return value._raw
    if isinstance(value, (bytes, bytearray)):
        if len(value) != 20:
            raise AddressError("%s must be 20 bytes, got %d bytes" % (what, len(value)))
        return bytes(value)
    if isinstance(value, str):
        return _parse_address(value)
    raise AddressError("%s must be an Address, 20 bytes or a \"0x\" hex string, not %s"
                       % (what, type(value).__name__))


# ---------------------------------------------------------------- numbers

# BlockHeight is int itself: identity-equal to int at the bytecode level
# (§11.2); annotate block heights with it for clarity.
BlockHeight = int


class SoftFloat(float):
    """A float whose arithmetic is software-defined and bit-identical on every
    platform. Every PVM float already is (the interpreter has no hardware
    floating point), so SoftFloat is a float subclass that exists to be
    named in annotations: CowboyModel accepts SoftFloat fields and refuses
    plain float ones (§11.4). Arithmetic on SoftFloats returns floats, as for
    any float subclass; SoftFloat("0.05") parses like float("0.05")."""

    def __repr__(self):
        return "SoftFloat(%s)" % float.__repr__(self)


# ---------------------------------------------------------------- ordered_set

class _Generic:
    "ordered_set[T] in annotations."

    def __init__(self, origin, item):
        self.__origin__ = origin
        self.__args__ = item if isinstance(item, tuple) else (item,)

    def __repr__(self):
        return "%s[%s]" % (self.__origin__.__name__, ", ".join([_type_name(a) for a in self.__args__]))


class ordered_set:
    """A set with deterministic, insertion-ordered iteration, backed by a
    dict (the PVM refuses set() and frozenset(), §17 rule 4). It supports
    the usual set API: add, discard, remove, pop (the last added), clear,
    copy, update, membership, len, iteration, union/intersection/difference/
    symmetric_difference (methods take any iterables; the operators | & - ^
    and their in-place forms take ordered_sets), subset/superset tests and
    order-insensitive equality. Results keep the left operand's order, then
    the right's. It is unhashable. In CBOR it is an array."""

    def __class_getitem__(cls, item):
        return _Generic(cls, item)

    def __init__(self, iterable=()):
        self._d = {}
        for x in iterable:
            self._d[x] = None

    @classmethod
    def _of(cls, d):
        s = cls.__new__(cls)
        s._d = d
        return s

    def add(self, item):
        self._d[item] = None

    def discard(self, item):
        self._d.pop(item, None)

    def remove(self, item):
        if item not in self._d:
            raise KeyError(item)
        del self._d[item]

    def pop(self):
        if not self._d:
            raise KeyError("pop from an empty ordered_set")
        return self._d.popitem()[0]

    def clear(self):
        self._d.clear()

    def copy(self):
        return ordered_set._of(dict(self._d))

    def update(self, *iterables):
        for it in iterables:
            for x in it:
                self._d[x] = None

    def union(self, *iterables):
        d = dict(self._d)
        for it in iterables:
            for x in it:
                d[x] = None
        return ordered_set._of(d)

    def intersection(self, *iterables):
        d = dict(self._d)
        for it in iterables:
            other = it._d if isinstance(it, ordered_set) else dict.fromkeys(it)
            d = {x: None for x in d if x in other}
        return ordered_set._of(d)

    def difference(self, *iterables):
        d = dict(self._d)
        for it in iterables:
            for x in it:
                d.pop(x, None)
        return ordered_set._of(d)

    def symmetric_difference(self, iterable):
        other = iterable._d if isinstance(iterable, ordered_set) else dict.fromkeys(iterable)
        d = {x: None for x in self._d if x not in other}
        for x in other:
            if x not in self._d:
                d[x] = None
        return ordered_set._of(d)

    def intersection_update(self, *iterables):
        self._d = self.intersection(*iterables)._d

    def difference_update(self, *iterables):
        for it in iterables:
            for x in it:
                self._d.pop(x, None)

    def symmetric_difference_update(self, iterable):
        self._d = self.symmetric_difference(iterable)._d

    def issubset(self, iterable):
        other = iterable._d if isinstance(iterable, ordered_set) else dict.fromkeys(iterable)
        for x in self._d:
            if x not in other:
                return False
        return True

    def issuperset(self, iterable):
        for x in iterable:
            if x not in self._d:
                return False
        return True

    def isdisjoint(self, iterable):
        for x in iterable:
            if x in self._d:
                return False
        return True

    def __contains__(self, item):
        return item in self._d

    def __len__(self):
        return len(self._d)

    def __iter__(self):
        return iter(self._d)

    def __bool__(self):
        return len(self._d) > 0

    def __eq__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        return len(self._d) == len(other._d) and self.issubset(other)

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    __hash__ = None

    def __le__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        return self.issubset(other)

    def __lt__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        return len(self._d) < len(other._d) and self.issubset(other)

    def __ge__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        return self.issuperset(other)

    def __gt__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        return len(self._d) > len(other._d) and self.issuperset(other)

    def __or__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        return self.union(other)

    def __and__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        return self.intersection(other)

    def __sub__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        return self.difference(other)

    def __xor__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        return self.symmetric_difference(other)

    def __ior__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        self.update(other)
        return self

    def __iand__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        self.intersection_update(other)
        return self

    def __isub__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        self.difference_update(other)
        return self

    def __ixor__(self, other):
        if not isinstance(other, ordered_set):
            return NotImplemented
        self.symmetric_difference_update(other)
        return self

    def __repr__(self):
        if not self._d:
            return "ordered_set()"
        return "ordered_set(%r)" % (list(self._d),)

    def __cbor__(self):
        return list(self._d)


# ---------------------------------------------------------------- CowboyModel

class _Missing:
    def __repr__(self):
        return "MISSING"


_MISSING = _Missing()


class Field:
    """Field(default=..., *, default_factory=None, ge=None, gt=None, le=None,
    lt=None, min_length=None, max_length=None, description=None): a
    CowboyModel field's default and constraints. Field(...) (Ellipsis) or
    no default makes the field required."""

    def __init__(self, default=_MISSING, *, default_factory=None, ge=None, gt=None, le=None, lt=None,
                 min_length=None, max_length=None, description=None):
        if default is ...:
            default = _MISSING
        if default is not _MISSING and default_factory is not None:
            raise ValueError("Field() takes a default or a default_factory, not both")
        self.default = default
        self.default_factory = default_factory
        self.ge, self.gt, self.le, self.lt = ge, gt, le, lt
        self.min_length, self.max_length = min_length, max_length
        self.description = description

    def __repr__(self):
        return "Field(default=%r)" % (self.default,)


_Union = _typing.Union
_Optional = _typing.Optional
_Any = _typing.Any


def _origin(tp):
    "(origin, args) of a generic annotation: list[int] -> (list, (int,))."
    origin = getattr(tp, "__origin__", None)
    if origin is None:
        return None, ()
    args = getattr(tp, "__args__", ())
    inner = getattr(origin, "__origin__", None)
    if origin is _Union or getattr(origin, "_name", None) in ("Union", "Optional"):
        return _Union, args
    if inner is not None:  # typing.List[int]: the form's origin is list
        origin = inner
    return origin, args


def _as_text(tp):
    "A string annotation as its text, also one nested in an alias (typing keeps those as ForwardRefs)."
    return tp.__forward_arg__ if isinstance(tp, _typing.ForwardRef) else tp


def _type_name(tp):
    tp = _as_text(tp)
    if isinstance(tp, str):
        return tp
    if tp is type(None):
        return "None"
    if isinstance(tp, type) or tp is set or tp is frozenset:
        return tp.__name__
    return repr(tp)


def _check_annotation(owner, name, tp):
    "Refuse field types with non-deterministic semantics (§11.4) at class creation."
    where = "%s.%s" % (owner, name)
    tp = _as_text(tp)
    if isinstance(tp, str):
        words = tp.replace("[", " ").replace("]", " ").replace(",", " ").replace("|", " ").split()
        for w in words:
            if w in ("set", "frozenset", "typing.Set", "Set", "FrozenSet"):
                raise DeterminismError("%s is annotated %r: sets iterate in an unspecified order; use ordered_set" % (where, tp))
            if w == "float":
                raise DeterminismError("%s is annotated %r: CowboyModel fields must use SoftFloat, not float" % (where, tp))
        return
    if tp is float:
        raise DeterminismError("%s is annotated float: CowboyModel fields must use SoftFloat, not float (§11.4)" % where)
    if tp is set or tp is frozenset or getattr(tp, "_name", None) in ("Set", "FrozenSet", "AbstractSet"):
        raise DeterminismError("%s is annotated %s: sets iterate in an unspecified order; use ordered_set" % (where, _type_name(tp)))
    origin, args = _origin(tp)
    if origin is set or origin is frozenset:
        raise DeterminismError("%s is annotated %s: sets iterate in an unspecified order; use ordered_set" % (where, _type_name(tp)))
    for a in args:
        if a is not ... and a is not type(None):
            _check_annotation(owner, name, a)


def _describe(v):
    r = repr(v)
    if len(r) > 40:
        r = r[:37] + "..."
    return "%s %s" % (type(v).__name__, r)


def _validate(tp, v, where):
    "v checked against annotation tp, converted where the conversion is lossless."
    if isinstance(_as_text(tp), str) or tp is _Any or tp is object:
        return v
    if tp is None or tp is type(None):
        if v is None:
            return None
        raise TypeError("%s: expected None, got %s" % (where, _describe(v)))
    origin, args = _origin(tp)
    if origin is _Union:
        if v is None and type(None) in args:
            return None
        errors = []
        for a in args:
            if a is type(None):
                continue
            try:
                return _validate(a, v, where)
            except (TypeError, ValueError) as e:
                errors.append(str(e))
        raise TypeError("%s: expected %s, got %s" % (where, " | ".join([_type_name(a) for a in args]), _describe(v)))
    if origin is not None:
        if origin is list:
            if not isinstance(v, (list, tuple)):
                raise TypeError("%s: expected a list, got %s" % (where, _describe(v)))
            if not args:
                return list(v)
            return [_validate(args[0], x, "%s[%d]" % (where, i)) for i, x in enumerate(v)]
        if origin is tuple:
            if not isinstance(v, (list, tuple)):
                raise TypeError("%s: expected a tuple, got %s" % (where, _describe(v)))
            if len(args) == 2 and args[1] is ...:
                return tuple([_validate(args[0], x, "%s[%d]" % (where, i)) for i, x in enumerate(v)])
            if args and len(args) != len(v):
                raise TypeError("%s: expected a tuple of %d items, got %d" % (where, len(args), len(v)))
            if not args:
                return tuple(v)
            return tuple([_validate(a, x, "%s[%d]" % (where, i)) for i, (a, x) in enumerate(zip(args, v))])
        if origin is dict:
            if not isinstance(v, dict):
                raise TypeError("%s: expected a dict, got %s" % (where, _describe(v)))
            if len(args) != 2:
                return dict(v)
            out = {}
            for k, x in v.items():
                out[_validate(args[0], k, where + " key")] = _validate(args[1], x, "%s[%r]" % (where, k))
            return out
        if origin is ordered_set:
            return _validate(ordered_set, v, where)
        return _validate(origin, v, where)
    if tp is bool:
        if isinstance(v, bool):
            return v
        raise TypeError("%s: expected bool, got %s" % (where, _describe(v)))
    if tp is int:
        if isinstance(v, int) and not isinstance(v, bool):
            return int(v)
        raise TypeError("%s: expected int, got %s" % (where, _describe(v)))
    if tp is SoftFloat:
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return SoftFloat(v)
        raise TypeError("%s: expected SoftFloat (or int), got %s" % (where, _describe(v)))
    if tp is str:
        if isinstance(v, str):
            return v
        raise TypeError("%s: expected str, got %s" % (where, _describe(v)))
    if tp is bytes:
        if isinstance(v, (bytes, bytearray)):
            return bytes(v)
        raise TypeError("%s: expected bytes, got %s" % (where, _describe(v)))
    if tp is Address:
        if isinstance(v, (Address, bytes, bytearray, str)):
            try:
                return Address(v)
            except AddressError as e:
                raise AddressError("%s: %s" % (where, e))
        raise TypeError("%s: expected Address, got %s" % (where, _describe(v)))
    if tp is list or tp is tuple or tp is dict:
        if isinstance(v, tp) or (tp is not dict and isinstance(v, (list, tuple))):
            return tp(v)
        raise TypeError("%s: expected %s, got %s" % (where, tp.__name__, _describe(v)))
    if tp is ordered_set:
        if isinstance(v, ordered_set):
            return v
        if isinstance(v, (list, tuple)):
            return ordered_set(v)
        raise TypeError("%s: expected ordered_set, got %s" % (where, _describe(v)))
    if isinstance(tp, type) and issubclass(tp, CowboyModel):
        if isinstance(v, tp):
            return v
        if isinstance(v, dict):
            return tp.from_dict(v)
        raise TypeError("%s: expected %s, got %s" % (where, tp.__name__, _describe(v)))
    if isinstance(tp, type):
        if isinstance(v, tp):
            return v
        raise TypeError("%s: expected %s, got %s" % (where, tp.__name__, _describe(v)))
    return v


def _check_constraints(f, v, where):
    if f is None:
        return
    if f.ge is not None and not v >= f.ge:
        raise ValueError("%s: must be >= %r, got %r" % (where, f.ge, v))
    if f.gt is not None and not v > f.gt:
        raise ValueError("%s: must be > %r, got %r" % (where, f.gt, v))
    if f.le is not None and not v <= f.le:
        raise ValueError("%s: must be <= %r, got %r" % (where, f.le, v))
    if f.lt is not None and not v < f.lt:
        raise ValueError("%s: must be < %r, got %r" % (where, f.lt, v))
    if f.min_length is not None and len(v) < f.min_length:
        raise ValueError("%s: length must be at least %d, got %d" % (where, f.min_length, len(v)))
    if f.max_length is not None and len(v) > f.max_length:
        raise ValueError("%s: length must be at most %d, got %d" % (where, f.max_length, len(v)))


class CowboyModel:
    """A dataclass-like base for structured, deterministic data (§11.4).

    Fields are the class's annotations (inherited ones first); a class
    attribute or Field(...) gives a default. Construction (positional in
    field order, or by keyword) validates every field: wrong types raise
    TypeError, Field constraints ValueError, malformed addresses
    AddressError. Assignment to a field validates too. Fields typed float,
    set or frozenset are refused when the class is created
    (DeterminismError): use SoftFloat and ordered_set.

    to_cbor()/from_cbor(data) round-trip through canonical CBOR (a map of
    field name to value); to_dict()/from_dict(d) through plain dicts;
    schema() is the JSON Schema (for Verify.json_schema_valid and runner
    response_model)."""

    __cowboy_fields__ = ()

    def __init_subclass__(cls, **kwargs):
        fields = {}
        for base in reversed(cls.__mro__[1:]):
            for f in getattr(base, "__cowboy_fields__", ()):
                fields[f[0]] = f
        ann = cls.__dict__.get("__annotations__", {})
        for name, tp in ann.items():
            if name.startswith("_"):
                continue
            _check_annotation(cls.__name__, name, tp)
            spec = None
            default = cls.__dict__.get(name, _MISSING)
            if isinstance(default, Field):
                spec = default
                default = spec.default
            fields[name] = (name, tp, default, spec)
            if name in cls.__dict__:
                delattr(cls, name)
        cls.__cowboy_fields__ = tuple(fields.values())

    def __init__(self, *args, **kwargs):
        cls = type(self)
        fields = cls.__cowboy_fields__
        if len(args) > len(fields):
            raise TypeError("%s() takes %d positional arguments but %d were given" % (cls.__name__, len(fields), len(args)))
        values = {}
        for f, a in zip(fields, args):
            values[f[0]] = a
        names = {}
        for f in fields:
            names[f[0]] = f
        for k, v in kwargs.items():
            if k not in names:
                raise TypeError("%s() got an unexpected field %r; fields are: %s" % (cls.__name__, k, ", ".join(names) or "none"))
            if k in values:
                raise TypeError("%s() got multiple values for field %r" % (cls.__name__, k))
            values[k] = v
        for name, tp, default, spec in fields:
            if name in values:
                v = values[name]
            elif spec is not None and spec.default_factory is not None:
                v = spec.default_factory()
            elif default is not _MISSING:
                v = default
                if isinstance(v, (list, dict)):
                    v = type(v)(v)
                elif isinstance(v, ordered_set):
                    v = v.copy()
            else:
                raise TypeError("%s() missing required field %r" % (cls.__name__, name))
            object.__setattr__(self, name, self._check(name, tp, spec, v))

    def _check(self, name, tp, spec, v):
        where = "%s.%s" % (type(self).__name__, name)
        v = _validate(tp, v, where)
        _check_constraints(spec, v, where)
        return v

    def __setattr__(self, name, value):
        for f in type(self).__cowboy_fields__:
            if f[0] == name:
                value = self._check(name, f[1], f[3], value)
                break
        object.__setattr__(self, name, value)

    @classmethod
    def fields(cls):
        "The field names, in order."
        return [f[0] for f in cls.__cowboy_fields__]

    def to_dict(self):
        "The fields as a dict (nested models become dicts)."
        out = {}
        for f in type(self).__cowboy_fields__:
            out[f[0]] = _plain(getattr(self, f[0]))
        return out

    @classmethod
    def from_dict(cls, data):
        "A validated instance from a dict of field values."
        if not isinstance(data, dict):
            raise TypeError("%s.from_dict() needs a dict, got %s" % (cls.__name__, _describe(data)))
        for k in data:
            if not isinstance(k, str):
                raise TypeError("%s: field names must be str, got %s" % (cls.__name__, _describe(k)))
        return cls(**data)

    def __cbor__(self):
        out = {}
        for f in type(self).__cowboy_fields__:
            out[f[0]] = getattr(self, f[0])
        return out

    def to_cbor(self):
        "Canonical CBOR: a map of field name to value."
        return _encode(self)

    @classmethod
    def from_cbor(cls, data):
        "A validated instance from to_cbor() bytes (CodecError if not canonical CBOR)."
        value = _decode(data)
        if not isinstance(value, dict):
            raise CodecError("%s.from_cbor(): expected a CBOR map, got %s" % (cls.__name__, type(value).__name__))
        return cls.from_dict(value)

    @classmethod
    def schema(cls):
        "The JSON Schema of the model."
        props = {}
        required = []
        for name, tp, default, spec in cls.__cowboy_fields__:
            s = _schema_of(tp)
            if spec is not None:
                for key, attr in (("minimum", spec.ge), ("exclusiveMinimum", spec.gt), ("maximum", spec.le),
                                  ("exclusiveMaximum", spec.lt)):
                    if attr is not None:
                        s[key] = attr
                length = ("minItems", "maxItems") if s.get("type") == "array" else ("minLength", "maxLength")
                if spec.min_length is not None:
                    s[length[0]] = spec.min_length
                if spec.max_length is not None:
                    s[length[1]] = spec.max_length
                if spec.description is not None:
                    s["description"] = spec.description
            if default is _MISSING and (spec is None or spec.default_factory is None):
                required.append(name)
            elif default is not _MISSING and isinstance(default, (type(None), bool, int, float, str)):
                s["default"] = default
            props[name] = s
        return {"title": cls.__name__, "type": "object", "properties": props, "required": required,
                "additionalProperties": False}

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        for f in type(self).__cowboy_fields__:
            if getattr(self, f[0]) != getattr(other, f[0]):
                return False
        return True

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    __hash__ = None

    def __repr__(self):
        parts = ["%s=%r" % (f[0], getattr(self, f[0])) for f in type(self).__cowboy_fields__]
        return "%s(%s)" % (type(self).__name__, ", ".join(parts))


def _plain(v):
    if isinstance(v, CowboyModel):
        return v.to_dict()
    if isinstance(v, list):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    return v


def _schema_of(tp):
    if isinstance(tp, str) or tp is _Any or tp is object:
        return {}
    if tp is None or tp is type(None):
        return {"type": "null"}
    origin, args = _origin(tp)
    if origin is _Union:
        return {"anyOf": [_schema_of(a) for a in args]}
    if origin is list or origin is tuple:
        if origin is tuple and args and not (len(args) == 2 and args[1] is ...):
            return {"type": "array", "prefixItems": [_schema_of(a) for a in args],
                    "minItems": len(args), "maxItems": len(args)}
        return {"type": "array", "items": _schema_of(args[0])} if args else {"type": "array"}
    if origin is dict:
        return {"type": "object", "additionalProperties": _schema_of(args[1])} if len(args) == 2 else {"type": "object"}
    if origin is ordered_set:
        return {"type": "array", "uniqueItems": True, "items": _schema_of(args[0])} if args else {"type": "array", "uniqueItems": True}
    if tp is bool:
        return {"type": "boolean"}
    if tp is int:
        return {"type": "integer"}
    if tp is SoftFloat:
        return {"type": "number"}
    if tp is str:
        return {"type": "string"}
    if tp is bytes:
        return {"type": "string", "contentEncoding": "base64"}
    if tp is Address:
        return {"type": "string", "pattern": "^0x[0-9a-fA-F]{40}$"}
    if tp is list or tp is tuple:
        return {"type": "array"}
    if tp is dict:
        return {"type": "object"}
    if tp is ordered_set:
        return {"type": "array", "uniqueItems": True}
    if isinstance(tp, type) and issubclass(tp, CowboyModel):
        return tp.schema()
    return {}
