# __prepare__ namespaces that are dict subclasses see every name the class
# body binds; cls.__dict__ is a live read-only mappingproxy.
class Logged(dict):
    def __setitem__(self, k, v):
        print("set", k)
        super().__setitem__(k, v)

class M(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print("prepare", name, bases, kw)
        return Logged()

    def __new__(mcs, name, bases, ns, **kw):
        print("new", type(ns).__name__, sorted(k for k in ns if not k.startswith("__")))
        return super().__new__(mcs, name, bases, ns)

class C(metaclass=M, flag=True):
    x = 1
    def m(self):
        return super().__class__
print(C.x, type(C.__dict__).__name__, C().m().__name__)

class NoDup(dict):
    def __setitem__(self, k, v):
        if k in self and not k.startswith("__"):
            raise TypeError(f"duplicate {k!r}")
        super().__setitem__(k, v)

class Strict(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return NoDup()

try:
    class B(metaclass=Strict):
        def f(self): pass
        def f(self): pass
except TypeError as e:
    print("error:", e)

class Auto(dict):
    n = 0
    def __missing__(self, k):
        if k.startswith("__") or k == "print":
            raise KeyError(k)
        Auto.n += 1
        self[k] = Auto.n
        return Auto.n

class AutoMeta(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return Auto()

class Colors(metaclass=AutoMeta):
    RED
    GREEN
    print("inside", RED, GREEN)
print(Colors.RED, Colors.GREEN)
try:
    class W(metaclass=AutoMeta):
        del __undefined
except NameError as e:
    print("NameError:", e)

class P:
    x = 1
d = P.__dict__
print(type(d), type(d).__name__, isinstance(d, dict))
print(repr(d)[:30], str(d)[:16])
print(d["x"], "x" in d, d.get("y", 5), len(d) == len(dict(d)), d == dict(d))
print(sorted(k for k, v in d.items() if not k.startswith("__")))
P.y = 2
print("y" in d, d["y"], type(d.copy()).__name__, type(d | {}).__name__)
for stmt in ("d['z'] = 1", "del d['x']", "d.pop('x')", "hash(d)", "d < d"):
    try:
        if stmt == "d['z'] = 1":
            d["z"] = 1
        elif stmt == "del d['x']":
            del d["x"]
        elif stmt == "d.pop('x')":
            d.pop("x")
        elif stmt == "hash(d)":
            hash(d)
        else:
            d < d
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e)
print(type(vars(P)).__name__, type(int.__dict__).__name__, int.__dict__["bit_length"])
print(list(reversed(d))[-1], ({"q": 1} | d)["x"])
