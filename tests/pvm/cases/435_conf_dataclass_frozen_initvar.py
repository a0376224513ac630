from dataclasses import dataclass, field, fields, asdict, InitVar, replace, FrozenInstanceError
from typing import ClassVar, List
import dataclasses
@dataclass(frozen=True)
class Money:
    amount: int
    currency: str = "USD"
    rate: ClassVar[float] = 1.5
    def __post_init__(self):
        if self.amount < 0:
            raise ValueError("negative")
        object.__setattr__(self, "currency", self.currency.upper())
    def __add__(self, o):
        if self.currency != o.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {o.currency}")
        return replace(self, amount=self.amount + o.amount)
@dataclass
class Cfg:
    name: str
    debug: bool = field(default=False, kw_only=True)
    tags: List[str] = field(default_factory=list, repr=False)
    secret: InitVar[str] = "x"
    def __post_init__(self, secret):
        self.hashed = len(secret)
@dataclass(repr=False, eq=False)
class Plain:
    v: int = 0
@dataclass(order=True, frozen=True, slots=True)
class Ver:
    major: int
    minor: int = 0
@dataclass
class Tree:
    val: int
    kids: list = field(default_factory=list)
t = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
cases = [
    lambda: (Money(5, "eur"), Money(1) + Money(2), Money.rate, [f.name for f in fields(Money)]),
    lambda: (Money(-1)),
    lambda: (Money(1) + Money(1, "gbp")),
    lambda: ((lambda m: setattr(m, "amount", 3))(Money(1))),
    lambda: (Cfg("a"), Cfg("b", debug=True, secret="long").hashed, Cfg("c", ["t"], "s") if False else Cfg("c", debug=False)),
    lambda: (Cfg("a", True)),
    lambda: (Plain() == Plain(), Plain(3).v, hash(Plain()) != 0),
    lambda: (Ver(1, 2) < Ver(1, 3), sorted([Ver(2), Ver(1, 5), Ver(1)]), Ver.__slots__, hash(Ver(1)) == hash(Ver(1))),
    lambda: (asdict(t), t, len(fields(t)), Tree.__match_args__, dataclasses.is_dataclass(t)),
    lambda: (replace(t, val=9).kids is t.kids, t == Tree(1, [Tree(2), Tree(3, [Tree(4)])])),
    lambda: (Money.__dataclass_fields__["amount"].type, Money.__dataclass_params__.frozen if hasattr(Money, "__dataclass_params__") else True),
    lambda: (dataclasses.field(default=[]) is not None),
    lambda: (dataclass(type("Z", (), {"__annotations__": {"a": list}, "a": []}))),
    lambda: (Money(1).__eq__(Money(1)), Money(1) == Money(1, "usd"), Money(2) != Money(2)),
    lambda: (str(Money(3)), repr(Cfg("x")), f"{Ver(1, 2)}"),
]
for i, c in enumerate(cases):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__, e)
