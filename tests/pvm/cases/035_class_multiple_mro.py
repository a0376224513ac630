# multiple inheritance and the C3 method resolution order
class A:
    def who(self):
        return "A"
class B(A):
    def who(self):
        return "B>" + super().who()
class C(A):
    def who(self):
        return "C>" + super().who()
class D(B, C):
    def who(self):
        return "D>" + super().who()
print(D().who())
print([k.__name__ for k in D.__mro__])
print([k.__name__ for k in D.mro()])
class O: pass
class F(O): pass
class E(O): pass
class Dd(O): pass
class Cc(Dd, F): pass
class Bb(Dd, E): pass
class Aa(Bb, Cc): pass
print([k.__name__ for k in Aa.__mro__])
class X: pass
class Y: pass
try:
    class Z(X, Y, X):
        pass
except TypeError as e:
    print(type(e).__name__, e)
class P(X, Y): pass
try:
    class Q(Y, P):
        pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    class R(int, str):
        pass
except TypeError as e:
    print(type(e).__name__, e)
class Loud:
    def describe(self):
        return "loud " + super().describe()
class Colored:
    def describe(self):
        return "colored " + super().describe()
class Thing:
    def describe(self):
        return "thing"
class LoudColoredThing(Loud, Colored, Thing):
    pass
print(LoudColoredThing().describe())
print([k.__name__ for k in LoudColoredThing.__mro__])
class Init1:
    def __init__(self):
        print("Init1")
        super().__init__()
class Init2:
    def __init__(self):
        print("Init2")
        super().__init__()
class Both(Init1, Init2):
    def __init__(self):
        print("Both")
        super().__init__()
Both()
print(isinstance(Both(), Init2), issubclass(Both, (int, Init1)))
class Mixin:
    greeting = "mixin"
class Base:
    greeting = "base"
class M1(Mixin, Base): pass
class M2(Base, Mixin): pass
print(M1.greeting, M2.greeting)
