# Enum's _order_: checked against the members, aliases and Flag combinations left out
from enum import Enum, Flag, IntEnum, auto
def make(body):
    try:
        return body()
    except TypeError as e:
        return "TypeError: " + str(e)
def e1():
    class E(Enum):
        _order_ = 'B A'
        A = 1
        B = 2
    return list(E)
def e2():
    class E(Enum):
        _order_ = 'A B'
        A = 1
        B = 2
        C = 1
    return list(E)
def e3():
    class E(Enum):
        _order_ = ['A', 'B']
        A = 1
        B = 2
    return list(E), E._order_ if hasattr(E, '_order_') else None
def e4():
    class F(Flag):
        _order_ = 'R G B'
        R = 1
        G = 2
        B = 4
        RG = 3
    return list(F)
def e5():
    class F(Flag):
        _order_ = 'R G B RG'
        R = 1
        G = 2
        B = 4
        RG = 3
    return list(F)
def e6():
    class E(IntEnum):
        _order_ = 'A, B, C'
        A = 1
        B = 2
    return list(E)
for f in (e1, e2, e3, e4, e5, e6):
    print(f.__name__, make(f))
