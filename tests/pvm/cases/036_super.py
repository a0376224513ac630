# super() with and without arguments
class Base:
    def __init__(self, value):
        self.value = value
        self.log = ["Base.__init__"]
    def describe(self):
        return f"Base({self.value})"
    @classmethod
    def create(cls, v):
        return cls(v)
    @staticmethod
    def util():
        return "Base.util"
class Child(Base):
    def __init__(self, value, extra):
        super().__init__(value)
        self.extra = extra
        self.log.append("Child.__init__")
    def describe(self):
        return "Child<" + super().describe() + f", {self.extra}>"
    @classmethod
    def create(cls, v):
        obj = cls(v, "auto")
        return obj
    def util_call(self):
        return super().util()
class GrandChild(Child):
    def describe(self):
        return "Grand<" + super(Child, self).describe() + ">"
    def full(self):
        return super(GrandChild, self).describe()
c = Child(1, "x")
print(c.describe(), c.log)
g = GrandChild(2, "y")
print(g.describe(), g.full())
print(Child.create(5).describe(), c.util_call())
class A:
    def method(self):
        return "A"
class B(A):
    def method(self):
        return "B+" + super().method()
class C(B):
    def method(self):
        return "C+" + super().method()
print(C().method(), super(C, C()).method(), super(B, C()).method())
class Registry:
    items = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Registry.items.append(cls.__name__)
class One(Registry): pass
class Two(One): pass
print(Registry.items)
class Str(str):
    def __new__(cls, value):
        return super().__new__(cls, value.upper())
    def shout(self):
        return super().__add__("!")
s = Str("abc")
print(s, s.shout(), len(s), type(s).__name__)
class L(list):
    def append(self, x):
        super().append(x * 2)
l = L()
l.append(1); l.append(5)
print(l)
class D(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, str(v))
d = D()
d["a"] = 1
print(d)
try:
    super()
except RuntimeError as e:
    print(type(e).__name__, e)
class Prop(Base):
    @property
    def value_doubled(self):
        return self.value * 2
print(Prop(21).value_doubled)
