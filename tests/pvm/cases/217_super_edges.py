# super() in classmethods, staticmethods, properties and error cases
class A:
    def hello(self):
        return "A.hello"
    @classmethod
    def create(cls):
        return f"A.create({cls.__name__})"
    @property
    def name(self):
        return "A.name"
class B(A):
    def hello(self):
        return "B>" + super().hello()
    @classmethod
    def create(cls):
        return "B>" + super().create()
    @property
    def name(self):
        return "B>" + super().name
class C(B):
    pass
print(C().hello(), C.create(), C().name)
print(super(B, C()).hello(), super(B, C).create(), super(A, C()).__class__.__name__)
print(super(C, C()).hello())
try:
    super(B, A()).hello()
except TypeError as e:
    print(type(e).__name__, e)
try:
    super(B, 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    super(5, A())
except TypeError as e:
    print(type(e).__name__, e)
class D(A):
    def method(self):
        def inner():
            return super(D, self).hello()
        return inner()
print(D().method())
class E(A):
    def missing(self):
        return super().nonexistent
try:
    E().missing()
except AttributeError as e:
    print(type(e).__name__, e)
class F(A):
    @staticmethod
    def stat():
        return super(F, F()).hello()
print(F.stat())
s = super(B, B())
print(s.hello(), s.name)
class Base:
    def __init__(self):
        self.created_by = "Base"
    def __repr__(self):
        return f"<{type(self).__name__} {self.created_by}>"
class Derived(Base):
    def __init__(self):
        super().__init__()
        self.created_by += "+Derived"
print(Derived(), super(Derived, Derived()).__repr__())
class StrSub(str):
    def upper(self):
        return "custom:" + super().upper()
print(StrSub("abc").upper(), StrSub("abc").lower())
class G:
    def f(self):
        x = lambda: super(G, self).__class__.__name__
        return x()
print(G().f())
