import math, operator
class MyInt(int):
    def __add__(self, o):
        return MyInt(int(self) + int(o))
    def __repr__(self):
        return f"MyInt({int(self)})"
class Up(str):
    def shout(self):
        return self.upper() + "!"
class L(list):
    def __init__(self, *args):
        super().__init__(args)
    def total(self):
        return sum(self)
class D(dict):
    def __getitem__(self, k):
        return super().__getitem__(k.lower())
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
class Grid:
    def __init__(self):
        self.cells = {}
    def __getitem__(self, key):
        if isinstance(key, tuple):
            r, c = key
            if isinstance(r, slice):
                return [self.cells.get((i, c), 0) for i in range(*r.indices(3))]
            return self.cells.get((r, c), 0)
        raise TypeError(f"bad key {key!r}")
    def __setitem__(self, key, v):
        self.cells[key] = v
    def __delitem__(self, key):
        del self.cells[key]
class Sized:
    def __len__(self): return 0
class R:
    def __floor__(self): return "floor"
    def __ceil__(self): return "ceil"
    def __trunc__(self): return "trunc"
    def __round__(self, n=0): return f"round{n}"
    def __pow__(self, e, mod=None): return ("pow", e, mod)
    def __rpow__(self, b): return ("rpow", b)
    def __divmod__(self, o): return ("divmod", o)
    def __rdivmod__(self, o): return ("rdivmod", o)
    def __lshift__(self, o): return ("lshift", o)
    def __rrshift__(self, o): return ("rrshift", o)
    def __abs__(self): return "abs"
    def __contains__(self, x): return x
class E1:
    def __eq__(self, o): return "eq-E1"
class E2(E1):
    def __eq__(self, o): return "eq-E2"
    __hash__ = object.__hash__
class Base:
    def __eq__(self, o): return True
class Sub(Base):
    pass
class NoIter:
    __iter__ = None
g = Grid()
g[0, 1] = 5
g[2, 1] = 7
cases = [
    lambda: (MyInt(2) + 3, type(MyInt(2) + 3).__name__, MyInt(5) * 2, type(MyInt(5) * 2).__name__, repr(MyInt(7)), str(MyInt(7)), f"{MyInt(8)}"),
    lambda: (bool(MyInt(0)), MyInt(3) == 3, hash(MyInt(3)) == hash(3), MyInt("12"), isinstance(MyInt(1), int)),
    lambda: (Up("hi").shout(), type(Up("a") + "b").__name__, type(Up("ab").upper()).__name__, Up("x") == "x", len(Up("abc")), Up("a b").split()),
    lambda: (L(1, 2, 3), L(1, 2).total(), type(L(1) + L(2)).__name__, L(3, 1, 2) == [3, 1, 2], sorted(L(3, 1)), L().total()),
    lambda: ((lambda d: (d.__setitem__("KEY", 1), d["Key"], d.get("KEY"), d, "key" in d))(D())),
    lambda: (g[0, 1], g[1, 1], g[0:3, 1], g[::2, 1]),
    lambda: (g["x"]),
    lambda: ((lambda: (g.__delitem__((0, 1)), g.cells))()),
    lambda: (bool(Sized()), not Sized(), len(Sized())),
    lambda: (math.floor(R()), math.ceil(R()), math.trunc(R()), round(R()), round(R(), 2)),
    lambda: (R() ** 2, pow(R(), 2, 5), 2 ** R(), divmod(R(), 1), divmod(1, R()), R() << 1, 1 >> R(), abs(R())),
    lambda: (5 in R(), 0 in R(), "" in R()),
    lambda: (E1() == E2(), E2() == E1(), E1() != E2()),
    lambda: (Sub() == 1, 1 == Sub(), Sub() != 1),
    lambda: (hash(E1())),
    lambda: (list(NoIter())),
    lambda: (iter(NoIter())),
    lambda: (operator.eq(E1(), 1), operator.ne(Base(), 1), operator.ge(3, 2)),
    lambda: (sorted([MyInt(3), 1, MyInt(2)]), max(Up("b"), "a"), min(L(1), L(0, 5))),
]
for i, c in enumerate(cases):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__, e)
