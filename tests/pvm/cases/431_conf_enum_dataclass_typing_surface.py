import enum, dataclasses, typing, abc, functools, collections, copy
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, auto
from dataclasses import dataclass, field, KW_ONLY, InitVar
class Color(Enum):
    RED = 1
    GREEN = 2
    @classmethod
    def _missing_(cls, v):
        return cls.RED if v == 0 else None
class Lvl(IntEnum):
    LOW = 1
    HIGH = 2
class S(StrEnum):
    A = auto()
    B = "bee"
class Perm(Flag):
    R = 4
    W = 2
    X = 1
class Auto(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() * 2
    FOO = auto()
    BAR = auto()
Animal = Enum("Animal", "ANT BEE CAT")
Num = IntEnum("Num", [("ONE", 1), ("TWO", 2)])
@dataclass(kw_only=True)
class K:
    a: int
    b: int = 2
@dataclass
class M:
    x: int
    _: KW_ONLY
    y: int = 0
    z: int = 1
@dataclass
class WithInit:
    a: int
    scale: InitVar[int] = 1
    def __post_init__(self, scale):
        self.a *= scale
@dataclass(slots=True)
class Sl:
    a: int
    b: str = "x"
@dataclass
class Base:
    a: int
    b: int = 0
@dataclass
class Derived(Base):
    c: int = 5
@dataclass(unsafe_hash=True)
class UH:
    a: int
@dataclass(frozen=True, order=True)
class FO:
    a: int
    b: tuple = ()
@typing.runtime_checkable
class HasLen(typing.Protocol):
    def __len__(self) -> int: ...
class AbsP(abc.ABC):
    @property
    @abc.abstractmethod
    def p(self): ...
class Reg(abc.ABC):
    pass
Reg.register(int)
cases = [
    lambda: (str(Lvl.LOW), repr(Lvl.LOW), f"{Lvl.HIGH}", format(Lvl.LOW), Lvl.LOW + Lvl.HIGH),
    lambda: (str(S.A), repr(S.B), S.A == "a", S.B.upper(), f"{S.B}", S("bee")),
    lambda: (list(Perm), Perm.R | Perm.W, repr(Perm(7)), str(Perm.R | Perm.X), Perm(6).name, list(Perm(5))),
    lambda: (Perm.R in Perm(6), ~Perm.R, Perm(0), repr(Perm(0)), bool(Perm.R & Perm.W)),
    lambda: (Color(0), Color(2), Color.RED in Color, [c.name for c in Color], Color.RED.__class__.__name__),
    lambda: (Auto.FOO.value, Auto.BAR.value, list(Animal), Animal.BEE.value, Animal(3), Num.TWO, Num(1) + 1),
    lambda: (Color.GREEN > Color.RED),
    lambda: (hash(Color.RED) == hash(Color.RED), {Color.RED: 1}[Color.RED], Color["GREEN"], Color.RED.value),
    lambda: (Lvl(2).name, Lvl.__members__.keys(), len(Lvl), list(reversed(Lvl)) if hasattr(Lvl, "__reversed__") else 0),
    lambda: (K(a=1), K(b=3, a=4), K(1)),
    lambda: (M(1, y=2), M(1, 2)),
    lambda: (WithInit(3, 4), WithInit(5), dataclasses.fields(WithInit)[0].name, len(dataclasses.fields(WithInit))),
    lambda: (Sl(1), Sl.__slots__, hasattr(Sl(1), "__dict__")),
    lambda: (Derived(1), Derived(1, 2, 3), Derived.__mro__[1].__name__, dataclasses.is_dataclass(Derived), dataclasses.is_dataclass(Derived(1))),
    lambda: (hash(UH(1)) == hash(UH(1)), UH(1) == UH(1), {UH(2): 1}),
    lambda: (FO(1) < FO(2), FO(1, (2,)) > FO(1, (1,)), sorted([FO(3), FO(1)]), hash(FO(1)) == hash(FO(1))),
    lambda: (dataclasses.replace(FO(1), b=(5,)), dataclasses.asdict(Derived(1)), dataclasses.astuple(FO(1, (1, [2])))),
    lambda: (dataclasses.make_dataclass("MD", ["a", ("b", int, field(default=3))])(1)),
    lambda: (isinstance([1], HasLen), isinstance(5, HasLen)),
    lambda: (AbsP()),
    lambda: (isinstance(5, Reg), issubclass(int, Reg), isinstance("s", Reg)),
    lambda: (typing.get_type_hints(Base)),
    lambda: (typing.Literal["a", "b"], typing.Final[int], typing.ClassVar[int], typing.Union[int, str, None]),
    lambda: (typing.NamedTuple("NT", [("a", int), ("b", str)])(1, "x")),
    lambda: (typing.TypedDict("TD", {"a": int})(a=1)),
    lambda: (typing.get_origin(list[int]), typing.get_args(dict[str, int]), typing.get_origin(typing.List[int])),
    lambda: (typing.TypeVar("T", int, str).__constraints__),
    lambda: (copy.copy(Color.RED) is Color.RED, copy.deepcopy([Color.GREEN])[0] is Color.GREEN),
    lambda: (collections.Counter("aab").elements, sorted(collections.Counter(a=2, b=-1).elements())),
    lambda: (collections.deque([1, 2, 3], maxlen=2), collections.deque(maxlen=0)),
    lambda: (dq := collections.deque([1, 2, 3]), dq.insert(1, 9), dq),
    lambda: (collections.OrderedDict(a=1, b=2).popitem(last=False)),
    lambda: (repr(collections.OrderedDict(a=1)), repr(collections.defaultdict(list, a=[1]))),
    lambda: (repr(collections.ChainMap({"a": 1}, {"b": 2})), collections.ChainMap({"a": 1}).new_child({"a": 2})["a"]),
    lambda: (collections.namedtuple("T", "a b c")(1, 2, 3)._asdict()),
    lambda: (collections.Counter("abracadabra") - collections.Counter("aaa")),
    lambda: (collections.Counter({"a": 1}) == {"a": 1}),
]
for i, c in enumerate(cases):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__, e)
