# Generated dataclass __init__: signatures, defaults and factories, init=False,
# frozen, a field named self, KW_ONLY, InitVar and __post_init__, inherited
# __post_init__, a base class __setattr__, and CPython's error messages.
from dataclasses import dataclass, field, InitVar, KW_ONLY
import dataclasses

@dataclass
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
    hidden: int = field(default=7, init=False)
    made: list = field(default_factory=lambda: [1], init=False)

for args, kw in [((), {}), ((1, 2, [], 4), {}), ((1,), {"z": 2}), ((1,), {"x": 2})]:
    try:
        P(*args, **kw)
    except TypeError as e:
        print("TypeError:", e)
p = P(1)
q = P(1)
print(p, p.tags is not q.tags, p.made, P.__init__.__qualname__, P.__init__.__name__, P.__init__.__module__)
print(P.__init__.__defaults__ is None or len(P.__init__.__defaults__))

@dataclass(frozen=True)
class F:
    a: int
    b: str = "s"
f = F(1)
print(f)
try:
    f.a = 2
except dataclasses.FrozenInstanceError as e:
    print("Frozen:", e)

@dataclass
class S:
    self: int
    other: int = 1
print(S(5), S(self=3, other=4))

@dataclass
class K:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int = field(kw_only=True, default=5)
print(K(1), K(1, b=3, c=4))
try:
    K(1, 2)
except TypeError as e:
    print("TypeError:", e)

@dataclass
class IV:
    a: int
    scale: InitVar[int] = 10
    total: int = field(init=False)
    def __post_init__(self, scale):
        self.total = self.a * scale
print(IV(2), IV(2, 3))

@dataclass
class Base:
    a: int
    def __post_init__(self):
        print("post", self.a)
@dataclass
class Derived(Base):
    b: int = 3
print(Derived(1))

class Log:
    def __setattr__(self, k, v):
        print("set", k)
        object.__setattr__(self, k, v)
@dataclass
class L(Log):
    u: int
    v: int = 0
L(1)

@dataclass
class Fac:
    x: list = field(default_factory=list)
    def __post_init__(self):
        raise ValueError("boom")
try:
    Fac()
except ValueError as e:
    print("ValueError:", e)
@dataclass
class E:
    pass
print(E(), E.__init__.__qualname__)
try:
    E(1)
except TypeError as e:
    print("TypeError:", e)
@dataclass
class NoInit:
    x: int
    t: float = field(init=False, default=0.5)
@dataclass(slots=True)
class SlotInit:
    x: int
    t: float = field(init=False, default=0.5)
a = NoInit(1)
print(vars(a), a.t, SlotInit(2).t, SlotInit(2))
