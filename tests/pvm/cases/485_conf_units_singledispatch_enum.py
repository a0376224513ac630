from enum import Enum
from functools import singledispatch
from dataclasses import dataclass

class Unit(Enum):
    M = ("length", 1.0)
    KM = ("length", 1000.0)
    MI = ("length", 1609.344)
    FT = ("length", 0.3048)
    G = ("mass", 1.0)
    KG = ("mass", 1000.0)
    LB = ("mass", 453.59237)
    def __init__(self, kind, factor):
        self.kind = kind
        self.factor = factor

class IncompatibleUnits(TypeError):
    pass

@dataclass(frozen=True)
class Quantity:
    value: float
    unit: Unit
    def to(self, other: Unit) -> "Quantity":
        if other.kind != self.unit.kind:
            raise IncompatibleUnits(f"cannot convert {self.unit.kind} ({self.unit.name}) to {other.kind} ({other.name})")
        return Quantity(self.value * self.unit.factor / other.factor, other)
    def __add__(self, o: "Quantity") -> "Quantity":
        return Quantity(self.value + o.to(self.unit).value, self.unit)
    def __format__(self, spec):
        return f"{format(self.value, spec or 'g')} {self.unit.name.lower()}"

@singledispatch
def parse(x):
    raise TypeError(f"cannot parse {type(x).__name__}")

@parse.register
def _(x: str):
    num, _, unit = x.strip().partition(" ")
    return Quantity(float(num), Unit[unit.upper()])

@parse.register
def _(x: tuple):
    return Quantity(float(x[0]), Unit[x[1].upper()])

@parse.register(Quantity)
def _(x):
    return x

q = parse("5 km")
print(f"{q}", f"{q.to(Unit.MI):.4f}", f"{q.to(Unit.M):,.1f}", f"{q.to(Unit.FT):.2f}")
w = parse((150, "lb")) + parse("2 kg")
print(f"{w:.3f}", f"{w.to(Unit.KG):.4f}", w.to(Unit.G) == Quantity(w.value * 453.59237, Unit.G))
print(parse(q) is q, Unit.KM.kind, Unit("mass", 1.0) if False else Unit.G.factor, [u.name for u in Unit if u.kind == "mass"])
for bad in [lambda: q.to(Unit.KG), lambda: parse(42), lambda: parse("3 parsecs"), lambda: parse("x m")]:
    try:
        bad()
    except IncompatibleUnits as e:
        print("IncompatibleUnits:", e, isinstance(e, TypeError))
    except TypeError as e:
        print("TypeError:", e)
    except KeyError as e:
        print("KeyError:", e)
    except ValueError as e:
        print("ValueError:", e)
table = sorted(Unit, key=lambda u: (u.kind, u.factor))
for u in table:
    print(f"{u.name:<3} {u.kind:<7} {u.factor:>12.4f} {Quantity(1, u).to(table[0] if u.kind == table[0].kind else Unit.G):>16.6f}")
print(Quantity(1, Unit.M) == Quantity(1.0, Unit.M), hash(Quantity(2, Unit.G)) == hash(Quantity(2, Unit.G)), repr(Quantity(1, Unit.KM)))
