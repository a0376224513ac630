class Base:
    registry = []
    def __init_subclass__(cls, kind="default", **kw):
        super().__init_subclass__(**kw)
        cls.kind = kind
        Base.registry.append(cls.__name__)
    def hello(self):
        return f"Base.hello from {type(self).__name__}"
class A(Base, kind="a"):
    def hello(self):
        return "A>" + super().hello()
class B(Base):
    def hello(self):
        return "B>" + super().hello()
class C(A, B):
    def hello(self):
        return "C>" + super().hello()
print(C().hello(), [k.__name__ for k in C.__mro__], Base.registry, C.kind, B.kind)
class Temp:
    def __init__(self, c):
        self._c = c
    @property
    def f(self):
        return self._c * 9 / 5 + 32
    @f.setter
    def f(self, v):
        self._c = (v - 32) * 5 / 9
    @f.deleter
    def f(self):
        print("deleting")
    @staticmethod
    def s(x):
        return x * 2
    @classmethod
    def from_f(cls, f):
        o = cls(0)
        o.f = f
        return o
t = Temp.from_f(212)
print(t._c, t.f, Temp.s(4), t.s(5))
del t.f
try:
    Temp.f.fset(t, 50); print(t._c)
except Exception as e:
    print(e)
class RO:
    @property
    def x(self):
        return 1
try:
    RO().x = 5
except AttributeError as e:
    print("AttributeError:", e)
class Dyn:
    def __getattr__(self, name):
        if name.startswith("get_"):
            return lambda: name[4:]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
d = Dyn()
print(d.get_foo(), hasattr(d, "bar"), getattr(d, "bar", "dflt"))
class Tracked:
    def __setattr__(self, k, v):
        print("set", k, v)
        super().__setattr__(k, v)
    def __delattr__(self, k):
        print("del", k)
        object.__delattr__(self, k)
tr = Tracked(); tr.a = 1; del tr.a
print(hasattr(tr, "a"))
class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns["created_by"] = "Meta"
        return super().__new__(mcls, name, bases, ns)
    def __call__(cls, *a):
        print("Meta.__call__", cls.__name__)
        return super().__call__(*a)
class WithMeta(metaclass=Meta):
    def __init__(self, v=0):
        self.v = v
w = WithMeta(3)
print(w.v, WithMeta.created_by, type(WithMeta).__name__)
class Sing:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
print(Sing() is Sing())
class G:
    def __class_getitem__(cls, item):
        return f"G[{item.__name__}]"
print(G[int])
class Str:
    def __str__(self): return "S"
    def __repr__(self): return "R"
print(Str(), [Str()], f"{Str()}", f"{Str()!r}", str([Str()]), "%s %r" % (Str(), Str()))
print(C.__name__, C.__qualname__, C.__bases__ == (A, B), isinstance(C(), Base), issubclass(C, (int, B)))
class Outer:
    class Inner:
        pass
print(Outer.Inner.__qualname__, Outer.Inner.__name__, Outer.__module__)
print(type(3), type("x"), type(None), type(Temp), type(print).__name__, type(t.s).__name__, type(t.from_f).__name__)
class Ord:
    def __init__(s, v): s.v = v
    def __lt__(s, o): return s.v < o.v
    def __repr__(s): return f"Ord({s.v})"
print(sorted([Ord(3), Ord(1), Ord(2)]), max(Ord(1), Ord(5)), Ord(1) > Ord(0))
try:
    class X(A, C): pass
except TypeError as e:
    print("TypeError:", e)
print(vars_ok := Temp(1).__dict__, Temp.__doc__, hasattr(Temp, "__init__"))
