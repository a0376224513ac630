"""enum for the PVM: Enum, IntEnum, StrEnum, Flag, IntFlag with the
behaviour, reprs and errors of CPython 3.11. Class bodies are plain dicts
here (no __prepare__), so EnumType.__new__ picks the members out of the
finished namespace, which keeps definition order."""

from _pylib import new_instance as _new_instance, caller_module as _caller_module

__all__ = ["EnumType", "EnumMeta", "Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "ReprEnum",
           "auto", "unique", "property", "verify", "member", "nonmember",
           "FlagBoundary", "STRICT", "CONFORM", "EJECT", "KEEP", "global_enum",
           "EnumCheck", "CONTINUOUS", "NAMED_FLAGS", "UNIQUE"]

_builtin_property = property
_MappingProxyType = type(type.__dict__)


class auto:
    "Instances are replaced with an appropriate value in Enum class suites."

    def __init__(self, value=None):
        self.value = value
        self._resolved = False

    def __repr__(self):
        return "auto(%r)" % (self.value,)

    # The class body sees auto objects, not values (no __prepare__ in the
    # PVM), so `RW = READ | WRITE` builds a lazy expression instead.
    def __or__(self, other):
        return _AutoOp(_or, self, other)

    def __ror__(self, other):
        return _AutoOp(_or, other, self)

    def __and__(self, other):
        return _AutoOp(_and, self, other)

    def __rand__(self, other):
        return _AutoOp(_and, other, self)

    def __xor__(self, other):
        return _AutoOp(_xor, self, other)

    def __rxor__(self, other):
        return _AutoOp(_xor, other, self)


def _or(a, b):
    return a | b


def _and(a, b):
    return a & b


def _xor(a, b):
    return a ^ b


def _resolved(v):
    return v.value if isinstance(v, auto) else v


class _AutoOp(auto):
    def __init__(self, op, a, b):
        auto.__init__(self)
        self.op = op
        self.a = a
        self.b = b

    def resolve(self):
        a = self.a.resolve() if isinstance(self.a, _AutoOp) else _resolved(self.a)
        b = self.b.resolve() if isinstance(self.b, _AutoOp) else _resolved(self.b)
        return self.op(a, b)


class nonmember:
    "Protects item from becoming an Enum member during class creation."

    def __init__(self, value):
        self.value = value


class member:
    "Forces item to become an Enum member during class creation."

    def __init__(self, value):
        self.value = value


def _is_dunder(name):
    return len(name) > 4 and name[:2] == name[-2:] == "__" and name[2] != "_" and name[-3] != "_"


def _is_sunder(name):
    return len(name) > 2 and name[0] == name[-1] == "_" and name[1] != "_" and name[-2] != "_"


def _function():
    pass


_descriptor_types = (_builtin_property, classmethod, staticmethod, type(_function), type(len))


def _is_descriptor(obj):
    return isinstance(obj, _descriptor_types) or hasattr(type(obj), "__get__")


def _is_single_bit(num):
    return num != 0 and num & (num - 1) == 0


def _iter_bits_lsb(num):
    while num:
        b = num & (~num + 1)
        yield b
        num ^= b


def _flag_members(cls, value):
    "The canonical members in value, by value or (if so defined) by definition order."
    members = [cls._value2member_map_[bit] for bit in _iter_bits_lsb(value & cls._flag_mask_)]
    if cls._flag_by_def_:
        members.sort(key=lambda m: m._sort_order_)
    return members


def _bin(num, max_bits):
    ceiling = 2 ** num.bit_length()
    if num >= 0:
        s = bin(num + ceiling).replace("1", "0", 1)
    else:
        s = bin(~num ^ (ceiling - 1) + ceiling)
    sign = s[:3]
    digits = s[3:]
    if len(digits) < max_bits:
        digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return "%s %s" % (sign, digits)


class _Boundary(str):
    "Stands for FlagBoundary's members until StrEnum exists (Flag is made with one)."

    def __new__(cls, name):
        return str.__new__(cls, name.lower())


STRICT = _Boundary("STRICT")
CONFORM = _Boundary("CONFORM")
EJECT = _Boundary("EJECT")
KEEP = _Boundary("KEEP")

# Set once Enum and Flag exist; EnumType.__new__ skips member processing
# while they are being defined.
Enum = None
Flag = None
ReprEnum = None


def _member_attribute(fget):
    "Enum.name and Enum.value: read-only, refusing writes as CPython's enum.property does."
    name = fget.__name__

    def fset(self, value):
        raise AttributeError("<enum 'Enum'> cannot set attribute %r" % (name,))

    def fdel(self):
        raise AttributeError("<enum 'Enum'> cannot delete attribute %r" % (name,))

    return _builtin_property(fget, fset, fdel)


def _data_type(class_name, bases):
    """The type mixed into an enum (CPython's _find_data_type_): in each
    base's MRO, an enum's data type or the first class that defines __new__
    or is a dataclass (a plain class before it standing for it); object if
    none. A mixin with only methods is not one."""
    found = []
    for chain in bases:
        candidate = None
        for base in chain.__mro__:
            if base is object:
                continue
            if isinstance(base, EnumType):
                if base._member_type_ is not object:
                    found.append(base._member_type_)
                    break
            elif "__new__" in base.__dict__ or "__dataclass_fields__" in base.__dict__:
                found.append(candidate or base)
                break
            else:
                candidate = candidate or base
    kinds = list(dict.fromkeys(found))
    if len(kinds) > 1:
        raise TypeError("too many data types for %r: {%s}" % (class_name, ", ".join([repr(k) for k in kinds])))
    return kinds[0] if kinds else object


class EnumType(type):
    "Metaclass for Enum."

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        first_enum = None
        for base in bases:
            for c in base.__mro__:
                if Enum is not None and issubclass(c, Enum):
                    if first_enum is None:
                        first_enum = c
                    if c._member_names_:
                        raise TypeError("<enum %r> cannot extend %r" % (cls, c))
        if first_enum is None:
            first_enum = Enum
        member_type = _data_type(cls, bases)
        # Pick the members out of the namespace, resolving auto() in order.
        ignore = classdict.get("_ignore_", ())
        if isinstance(ignore, str):
            ignore = ignore.replace(",", " ").split()
        gnv = classdict.get("_generate_next_value_")
        if gnv is None and first_enum is not None:
            gnv = first_enum._generate_next_value_
        if isinstance(gnv, staticmethod):
            gnv = gnv.__func__
        body = {}
        members = []
        last_values = []
        for key, value in classdict.items():
            if key in ignore or key == "_ignore_" or key == "_order_":
                continue
            if isinstance(value, nonmember):
                body[key] = value.value
                continue
            if isinstance(value, member):
                value = value.value
            elif _is_dunder(key) or _is_sunder(key) or _is_descriptor(value) or Enum is None:
                body[key] = value
                continue
            if isinstance(value, _AutoOp):
                value = value.resolve()
            elif isinstance(value, auto):
                if not value._resolved:
                    if value.value is None:
                        value.value = gnv(key, 1, len(members), last_values[:])
                    value._resolved = True
                value = value.value
            elif isinstance(value, tuple) and any(isinstance(v, auto) for v in value):
                resolved = []
                for v in value:
                    if isinstance(v, auto):
                        if v.value is None:
                            v.value = gnv(key, 1, len(members), last_values[:])
                        v = v.value
                    resolved.append(v)
                value = tuple(resolved)
            members.append((key, value))
            last_values.append(value)
        invalid = [repr(name) for name, _ in members if name in ("mro", "")]
        if invalid:
            raise ValueError("invalid enum member name(s) %s" % ",".join(invalid))
        # A __new__ in the body creates the members (and is kept as
        # __new_member__ for subclasses); the class's own __new__ is Enum's.
        new_member = classdict.get("__new__") or getattr(first_enum, "__new_member__", None)
        if "__new__" in body and Enum is not None:
            body["__new_member__"] = body["__new__"]
            body["__new__"] = Enum.__dict__["__new__"]
        enum_class = super().__new__(metacls, cls, bases, body, **kwds)
        if ReprEnum is not None and ReprEnum in bases and member_type is object:
            raise TypeError("ReprEnum subclasses must be mixed with a data type (i.e. int, str, float, etc.)")
        enum_class._member_names_ = []
        enum_class._member_map_ = {}
        enum_class._value2member_map_ = {}
        enum_class._unhashable_values_ = []
        enum_class._member_type_ = member_type
        # The mixed-in type's (or object's) repr, str and format give way
        # to the enum's, unless the class body defines its own.
        for name in ("__repr__", "__str__", "__format__"):
            if name not in classdict and Enum is not None:
                found = getattr(enum_class, name)
                if found == getattr(member_type, name) or found == getattr(object, name):
                    setattr(enum_class, name, getattr(first_enum, name))
        if Flag is not None and issubclass(enum_class, Flag):  # Flag's operators before int's
            for name in ("__or__", "__and__", "__xor__", "__ror__", "__rand__", "__rxor__", "__invert__"):
                if name not in classdict:
                    setattr(enum_class, name, getattr(Flag, name))
        is_flag = Flag is not None and issubclass(enum_class, Flag)
        if is_flag:
            if boundary is None:
                boundary = getattr(first_enum, "_boundary_", None) or STRICT
            enum_class._boundary_ = boundary
            enum_class._flag_mask_ = 0
        for name, value in members:
            _add_member(enum_class, name, value, member_type, is_flag, new_member)
        if is_flag:
            mask = 0
            for m in enum_class._member_map_.values():
                mask |= m._value_
            enum_class._flag_mask_ = mask
            enum_class._all_bits_ = 2 ** mask.bit_length() - 1
            # Members defined out of value order iterate in definition order.
            values = [m._value_ for m in enum_class]
            enum_class._flag_by_def_ = values != sorted(values)
        order = classdict.get("_order_")
        if order is not None:
            # _order_ lists the canonical members (single bits of a Flag)
            # in definition order; aliases and names not of members pass.
            if isinstance(order, str):
                order = order.replace(",", " ").split()
            member_map = enum_class._member_map_
            order = [n for n in order if n not in member_map or (n in enum_class._member_names_
                     and (not is_flag or _is_single_bit(member_map[n]._value_)))]
            if order != enum_class._member_names_:
                raise TypeError("member order does not match _order_:\n  %r\n  %r" % (enum_class._member_names_, order))
        return enum_class

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None):
        if names is None:
            # A __new__ in an enum body only creates members; lookup is Enum's.
            return Enum.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type, start=start,
                            boundary=boundary)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1, boundary=None):
        metacls = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        if isinstance(names, str):
            names = names.replace(",", " ").split()
        classdict = {}
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            last_values = []
            for count, name in enumerate(names):
                value = cls._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                classdict[name] = value
        elif isinstance(names, dict):
            for name, value in names.items():
                classdict[name] = value
        else:
            for name, value in names:
                classdict[name] = value
        classdict["__module__"] = _caller_module() if module is None else module
        if qualname is not None:
            classdict["__qualname__"] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'" % (
                type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return iter([cls._member_map_[name] for name in cls._member_names_])

    def __reversed__(cls):
        return iter([cls._member_map_[name] for name in reversed(cls._member_names_)])

    def __len__(cls):
        return len(cls._member_names_)

    def __getattr__(cls, name):
        # CPython 3.11's EnumType.__getattr__: a missing class attribute is
        # AttributeError(name).
        if name[:2] == "__" == name[-2:] or name == "_member_map_":
            raise AttributeError(name)
        try:
            return cls._member_map_[name]
        except KeyError:
            raise AttributeError(name) from None

    def __bool__(cls):
        return True

    @_builtin_property
    def __members__(cls):
        return _MappingProxyType(cls._member_map_)

    def __dir__(cls):
        names = ["__class__", "__contains__", "__doc__", "__getitem__", "__init_subclass__", "__iter__",
                 "__len__", "__members__", "__module__", "__name__", "__qualname__"] + cls._member_names_
        if cls._member_type_ is not object:
            names += dir(cls._member_type_)
        return sorted(dict.fromkeys(names))

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % (cls.__name__,)
        return "<enum %r>" % (cls.__name__,)

    def __setattr__(cls, name, value):
        if name in getattr(cls, "_member_map_", ()):
            raise AttributeError("cannot reassign member %r" % (name,))
        super().__setattr__(name, value)


EnumMeta = EnumType


def _add_member(enum_class, name, value, member_type, is_flag, new_member):
    args = value if isinstance(value, tuple) and member_type is not tuple else (value,)
    if new_member is not None:
        enum_member = new_member(enum_class, *args)
    elif member_type is object:
        enum_member = _new_instance(enum_class)
    else:
        enum_member = _new_instance(enum_class, *args)
    if not hasattr(enum_member, "_value_"):
        if member_type is object:
            enum_member._value_ = value
        else:
            try:
                enum_member._value_ = member_type(*args)
            except Exception as exc:
                raise TypeError("_value_ not set in __new__, unable to create it") from exc
    value = enum_member._value_
    enum_member._name_ = name
    enum_member._sort_order_ = len(enum_class._member_names_)
    enum_member.__init__(*args)
    canonical = _lookup(enum_class, value)
    if canonical is not None:
        enum_member = canonical
    elif not is_flag or _is_single_bit(value):
        enum_class._member_names_.append(name)
    setattr(enum_class, name, enum_member)
    enum_class._member_map_[name] = enum_member
    if canonical is None:
        try:
            enum_class._value2member_map_.setdefault(value, enum_member)
        except TypeError:
            enum_class._unhashable_values_.append(enum_member)


def _lookup(cls, value):
    try:
        return cls._value2member_map_.get(value)
    except TypeError:
        for m in cls._unhashable_values_:
            if m._value_ == value:
                return m
        return None


class Enum(metaclass=EnumType):
    "Create a collection of name/value pairs."

    def __dir__(self):
        # The public attributes of the member and its class, not the other
        # members (with a mixed-in type, that type's attributes too).
        cls = self.__class__
        members = cls._member_map_
        names = dict.fromkeys(["__class__", "__doc__", "__eq__", "__hash__", "__module__"])
        if cls._member_type_ is not object:  # object.__dir__ in CPython: members included
            names.update(dict.fromkeys(dir(cls._member_type_) + cls._member_names_))
        for name in getattr(self, "__dict__", ()):
            if name[0] != "_" and name not in members:
                names[name] = None
        for c in cls.__mro__:
            for name, obj in c.__dict__.items():
                if name[0] == "_":
                    continue
                if isinstance(obj, _builtin_property) and obj.fget is None and name in members:
                    names.pop(name, None)
                elif isinstance(obj, _builtin_property) or name not in members:
                    names[name] = None
        return sorted(names)

    def __new__(cls, value):
        if type(value) is cls:
            return value
        member = _lookup(cls, value)
        if member is not None:
            return member
        result = cls._missing_(value)
        if isinstance(result, cls):
            return result
        if isinstance(result, int) and issubclass(cls, Flag) and cls._boundary_ is EJECT:
            return result
        if result is None:
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        raise TypeError("error in %s._missing_: returned %r instead of None or a valid member"
                        % (cls.__name__, result))

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        for v in reversed(last_values):
            try:
                return v + 1
            except TypeError:
                pass
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        return "<%s.%s: %r>" % (self.__class__.__name__, self._name_, self._value_)

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @_member_attribute
    def name(self):
        return self._name_

    @_member_attribute
    def value(self):
        return self._value_


class ReprEnum(Enum):
    "Only changes the repr(), leaving str() and format() to the mixed-in type."

    def __str__(self):
        return str(self._value_)

    def __format__(self, format_spec):
        return format(self._value_, format_spec)

    def __hash__(self):
        return hash(self._value_)


class IntEnum(int, ReprEnum):
    "Enum where members are also (and must be) ints."


class StrEnum(str, ReprEnum):
    "Enum where members are also (and must be) strings."

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError("too many arguments for str(): %r" % (values,))
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError("%r is not a string" % (values[0],))
        for arg, what in zip(values[1:], ("encoding", "errors")):
            if not isinstance(arg, str):
                raise TypeError("%s must be a string, not %r" % (what, arg))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


def _flag_value(flag, other):
    if isinstance(other, flag.__class__):
        return other._value_
    if flag._member_type_ is not object and isinstance(other, flag._member_type_):
        return other
    return NotImplemented


class Flag(Enum, boundary=STRICT):
    "Support for flags."

    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        high = 0
        for v in last_values:
            high = max(high, v.bit_length())
        return 2 ** high

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        all_bits = cls._all_bits_
        # The boundary decides about a value out of range or with bits no
        # member has, as given (a negative one too).
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            if cls._boundary_ is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s" % (
                    cls, value, _bin(value, max_bits), _bin(flag_mask, max_bits)))
            if cls._boundary_ is CONFORM:
                value = value & flag_mask
            elif cls._boundary_ is EJECT:
                return value
            elif cls._boundary_ is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** value.bit_length()) + value
            else:
                raise ValueError("%r unknown flag boundary %r" % (cls, cls._boundary_))
        neg_value = None
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        if cls._member_type_ is object:
            pseudo = _new_instance(cls)
        else:
            pseudo = _new_instance(cls, value)
        pseudo._value_ = value
        names = [m._name_ for m in _flag_members(cls, value)]
        if names and value & ~flag_mask:
            names.append(repr(value & ~flag_mask))
        pseudo._name_ = "|".join(names) if names else None
        pseudo = cls._value2member_map_.setdefault(value, pseudo)
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo
        return pseudo

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r" % (
                type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return iter(_flag_members(self.__class__, self._value_))

    def __len__(self):
        return bin(self._value_).count("1")

    def __repr__(self):
        if self._name_ is None:
            return "<%s: %r>" % (self.__class__.__name__, self._value_)
        return "<%s.%s: %r>" % (self.__class__.__name__, self._name_, self._value_)

    def __str__(self):
        if self._name_ is None:
            return "%s(%r)" % (self.__class__.__name__, self._value_)
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def __or__(self, other):
        other = _flag_value(self, other)
        if other is NotImplemented:
            return other
        return self.__class__(self._value_ | other)

    def __and__(self, other):
        other = _flag_value(self, other)
        if other is NotImplemented:
            return other
        return self.__class__(self._value_ & other)

    def __xor__(self, other):
        other = _flag_value(self, other)
        if other is NotImplemented:
            return other
        return self.__class__(self._value_ ^ other)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        if self._boundary_ is KEEP or self._boundary_ is EJECT:
            return self.__class__(~self._value_)
        return self.__class__(self._flag_mask_ ^ self._value_)


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    "Support for integer-based Flags."

    def __repr__(self):
        return Flag.__repr__(self)


class FlagBoundary(StrEnum):
    """
    control how out of range values are handled
    "strict" -> error is raised             [default for Flag]
    "conform" -> extra bits are discarded
    "eject" -> lose flag status
    "keep" -> keep flag status and all bits [default for IntFlag]
    """
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary
Flag._boundary_ = STRICT
IntFlag._boundary_ = KEEP
del _Boundary


def unique(enumeration):
    "Class decorator for enumerations ensuring unique member values."
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        details = ", ".join(["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError("duplicate values found in %r: %s" % (enumeration, details))
    return enumeration


class EnumCheck(StrEnum):
    "Various conditions to check an enumeration for."
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck.CONTINUOUS, EnumCheck.NAMED_FLAGS, EnumCheck.UNIQUE


class verify:
    "Check an enumeration for various constraints (an EnumCheck each)."

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        cls_name = enumeration.__name__
        enum_type = "flag" if Flag is not None and issubclass(enumeration, Flag) else "enum"
        for check in self.checks:
            if check is UNIQUE:
                duplicates = [(name, m.name) for name, m in enumeration.__members__.items() if name != m.name]
                if duplicates:
                    raise ValueError("aliases found in %r: %s" % (
                        enumeration, ", ".join(["%s -> %s" % d for d in duplicates])))
            elif check is CONTINUOUS:
                values = []
                for e in enumeration:
                    if e.value not in values:
                        values.append(e.value)
                if len(values) < 2:
                    continue
                low, high = min(values), max(values)
                if enum_type == "flag":
                    missing = [2 ** i for i in range(low.bit_length(), high.bit_length() - 1) if 2 ** i not in values]
                else:
                    missing = [i for i in range(low + 1, high) if i not in values]
                if missing:
                    raise ValueError(("invalid %s %r: missing values %s" % (
                        enum_type, cls_name, ", ".join(str(m) for m in missing)))[:256])
            elif check is NAMED_FLAGS:
                member_values = [m.value for m in enumeration]
                missing_names, missing_value = [], 0
                for name, alias in enumeration._member_map_.items():
                    if name in enumeration._member_names_ or alias.value < 0:
                        continue
                    missed = [v for v in _iter_bits_lsb(alias.value) if v not in member_values]
                    if missed:
                        missing_names.append(name)
                        for v in missed:
                            missing_value |= v
                if missing_names:
                    if len(missing_names) == 1:
                        alias = "alias %s is missing" % missing_names[0]
                    else:
                        alias = "aliases %s and %s are missing" % (", ".join(missing_names[:-1]), missing_names[-1])
                    if _is_single_bit(missing_value):
                        value = "value 0x%x" % missing_value
                    else:
                        value = "combined values of 0x%x" % missing_value
                    raise ValueError("invalid Flag %r: %s %s [use enum.show_flag_values(value) for details]"
                                     % (cls_name, alias, value))
        return enumeration


def global_enum(cls):
    return cls


property = _builtin_property
