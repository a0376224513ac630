class Desc:
    def __set_name__(self, owner, name):
        self.name = "_" + name
        print("set_name", owner.__name__, name)
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, "unset")
    def __set__(self, obj, value):
        if value < 0:
            raise ValueError(f"{self.name[1:]} must be >= 0")
        setattr(obj, self.name, value)
class Item:
    price = Desc()
    qty = Desc()
    def __init__(self, p, q):
        self.price = p
        self.qty = q
it = Item(3, 4)
print(it.price, it.qty, type(Item.price).__name__, it.__dict__)
try:
    it.qty = -1
except ValueError as e:
    print("ValueError:", e)
class Seq:
    def __init__(self, n): self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i
    def __len__(self): return self.n
s = Seq(4)
print(list(s), 9 in s, 5 in s, list(reversed(s)), sorted(s, reverse=True))
class Idx:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
print([10, 20, 30][Idx(1)], "abcdef"[Idx(1):Idx(4)], hex(Idx(255)), bin(Idx(2)), range(Idx(3)))
class DD(dict):
    def __missing__(self, k):
        v = self[k] = len(k)
        return v
d = DD(a=1)
print(d["abc"], d, d.get("zz"), "zz" in d)
class Getattribute:
    def __init__(self): self.x = 1
    def __getattribute__(self, n):
        if n == "secret":
            return "intercepted"
        return object.__getattribute__(self, n)
g = Getattribute()
print(g.x, g.secret)
class BadBool:
    def __bool__(self): return 1
class BadLen:
    def __len__(self): return -1
class BadIter:
    def __iter__(self): return [1]
class NoHash:
    __hash__ = None
for fn in [lambda: bool(BadBool()), lambda: len(BadLen()), lambda: iter(BadIter()), lambda: hash(NoHash()), lambda: bool(BadLen())]:
    try:
        print(fn())
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
Dyn = type("Dyn", (object,), {"x": 5, "hello": lambda self: f"hi {self.x}"})
print(Dyn().hello(), Dyn.__name__, Dyn.__bases__)
class Ctx:
    def __init__(self, name, swallow=False):
        self.name, self.swallow = name, swallow
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        return self.swallow
with Ctx("a") as A_, Ctx("b", swallow=True) as B_:
    print("inside", A_, B_)
    raise KeyError("k")
print("after with")
try:
    with Ctx("c"):
        1 / 0
except ZeroDivisionError as e:
    print("propagated", e)
class Num:
    def __init__(self, v): self.v = v
    def __iadd__(self, o):
        self.v += o
        return self
    def __lt__(self, o): return self.v < o
    def __round__(self, n=None): return round(self.v, n)
    def __int__(self): return int(self.v)
    def __float__(self): return float(self.v)
    def __neg__(self): return Num(-self.v)
    def __pos__(self): return self
    def __invert__(self): return "inverted"
n = Num(2.567)
n += 1
print(n.v, n < 5, round(n), round(n, 1), int(n), float(n), (-n).v, ~n, +n is n)
print(sorted([3, 1, 2], key=lambda v: -v), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), list(filter(None, [0, 1, "", "a", None, [], [0]])))
