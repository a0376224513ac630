# dataclasses: frozen, order, unsafe_hash, kw_only, slots, InitVar, ClassVar, field metadata
from dataclasses import dataclass, field, fields, FrozenInstanceError, InitVar, KW_ONLY, is_dataclass, asdict
from typing import ClassVar
@dataclass(frozen=True)
class Frozen:
    x: int
    y: int = 2
f = Frozen(1)
print(f, hash(f) == hash(Frozen(1, 2)), {f: "ok"}[Frozen(1)])
try:
    f.x = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))
try:
    del f.y
except FrozenInstanceError as e:
    print(type(e).__name__, e)
@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)
vs = [Version(1, 2), Version(1, 0, 5), Version(0, 9), Version(1, 2, 0, "rc")]
print(sorted(vs), max(vs), Version(1, 2) == Version(1, 2, 0, "other"), Version(1) < Version(1, 0, 1))
try:
    Version(1) < (1, 0, 0)
except TypeError as e:
    print(type(e).__name__, e)
@dataclass(unsafe_hash=True)
class Hashable:
    a: int
    b: list = field(hash=False, default_factory=list)
print(hash(Hashable(1)) == hash(Hashable(1, [2])))
@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int = 1
print(Opts(level=3))
try:
    Opts(True)
except TypeError as e:
    print(type(e).__name__, e)
@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 0
    c: int = 1
print(Mixed(1, c=5), [(fl.name, fl.kw_only) for fl in fields(Mixed)])
@dataclass(slots=True)
class Slotted:
    x: int
    y: int = 0
s = Slotted(1)
print(s, Slotted.__slots__, hasattr(s, "__dict__"))
try:
    s.z = 1
except AttributeError as e:
    print(type(e).__name__, e)
@dataclass
class WithInitVar:
    value: int
    scale: InitVar[int] = 1
    counter: ClassVar[int] = 0
    def __post_init__(self, scale):
        self.value *= scale
        WithInitVar.counter += 1
w = WithInitVar(3, 10)
print(w, WithInitVar.counter, [fl.name for fl in fields(w)], asdict(w))
@dataclass
class Meta:
    x: int = field(default=0, metadata={"unit": "m"})
print(fields(Meta)[0].metadata["unit"], is_dataclass(Meta), is_dataclass(Meta()), is_dataclass(int))
@dataclass(eq=False)
class NoEq:
    v: int
print(NoEq(1) == NoEq(1), NoEq(1).v)
@dataclass(repr=False)
class NoRepr:
    v: int
    def __repr__(self):
        return f"custom({self.v})"
print(NoRepr(4), [NoRepr(5)])
