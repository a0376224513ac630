from dataclasses import dataclass, field
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print("prepare", name, kw)
        return {"injected": 1}
    def __new__(mcls, name, bases, ns, **kw):
        return super().__new__(mcls, name, bases, ns)
    def __instancecheck__(cls, obj):
        return obj == "magic"
    def __len__(cls):
        return 99
    def __repr__(cls):
        return f"<Meta {cls.__name__}>"
class WM(metaclass=Meta, flag=True):
    pass
class S:
    __slots__ = ("a",)
class Base:
    def __init__(self):
        self.log = ["base"]
    @classmethod
    def make(cls):
        return cls()
    @property
    def kind(self):
        return "base"
    def who(self):
        return "Base"
class Mid(Base):
    def __init__(self):
        super().__init__()
        self.log.append("mid")
    @property
    def kind(self):
        return "mid+" + super().kind
    @classmethod
    def make(cls):
        o = super().make()
        o.log.append("made")
        return o
    def who(self):
        return "Mid>" + super(Mid, self).who()
class Leaf(Mid):
    def who(self):
        return "Leaf>" + super().who()
@dataclass
class DC:
    a: int
class Ctr:
    count = 0
    items = []
    def __init__(self):
        Ctr.count += 1
        self.items.append(Ctr.count)
@dataclass
class PI:
    a: int
    def __post_init__(self):
        self.b = self.a + 1
@dataclass
class PI2(PI):
    c: int = 0
    def __post_init__(self):
        super().__post_init__()
        self.c = self.b * 10
cases = [
    lambda: (WM.injected, isinstance("magic", WM), isinstance(WM(), WM), len(WM), repr(WM), type(WM).__name__),
    lambda: ((lambda s: (setattr(s, "a", 1), s.a))(S())),
    lambda: ((lambda s: setattr(s, "b", 1))(S())),
    lambda: (S().a),
    lambda: (Leaf.make().log, Leaf().kind, Leaf().who(), Mid.make().kind),
    lambda: (DC(1) == DC(1), DC(1) == 1, hash(DC(1))),
    lambda: (PI2(1), PI2(1).b, PI2(2, 5).c),
    lambda: (dataclass(type("X", (), {"__annotations__": {"v": list}, "v": []}))),
    lambda: (object.__new__(DC).__class__.__name__, DC.__init__.__name__, DC.__repr__(DC(5)), DC.__eq__(DC(1), 2)),
    lambda: (Leaf.__mro__, Leaf.__base__.__name__, Leaf.who.__qualname__, Leaf().who.__name__),
    lambda: (super(Leaf, Leaf()).who(), Mid.kind.fget(Leaf())),
]
for i, c in enumerate(cases):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__, e)
