# staticmethod() and classmethod() as built-in callables and their objects
def plain(a, b=1):
    return ("plain", a, b)
sm = staticmethod(plain)
cm = classmethod(plain)
print(type(sm).__name__, type(cm).__name__, sm.__func__ is plain, cm.__func__ is plain)
print(sm(5), sm.__func__(6))
class K:
    s = sm
    c = cm
    def regular(self):
        return self
    def uses(self):
        return self.s(1), self.c(), K.c(2)
print(K.s(10), K().s(11), K.c(), K().c(3), K().uses())
print(K.__dict__["s"] is sm, type(K.__dict__["c"]).__name__, type(K.c).__name__, K.c.__self__ is K)
print(K.s.__name__, sm.__name__ if hasattr(sm, "__name__") else "no name", sm.__wrapped__ is plain)
class Sub(K):
    pass
print(Sub.c(), Sub().c(9), Sub.s("sub"))
class Tools:
    @staticmethod
    def add(*nums):
        return sum(nums)
    @classmethod
    def name(cls):
        return cls.__name__
    @classmethod
    def make(cls, *args):
        return cls(*args) if args == () else ("make", cls.__name__, args)
class MoreTools(Tools):
    pass
print(Tools.add(1, 2, 3), Tools().add(), MoreTools.name(), MoreTools().name(), Tools.make(1), isinstance(MoreTools.make(), MoreTools))
fn = Tools.add
print(fn(4, 5), Tools.name.__func__(int))
try:
    Tools.name(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    staticmethod()
except TypeError as e:
    print(type(e).__name__, e)
try:
    classmethod(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
print(callable(staticmethod(len)), staticmethod(len)("abc"))
class Counter:
    count = 0
    @classmethod
    def bump(cls, by=1):
        cls.count += by
        return cls.count
    @staticmethod
    def describe(n):
        return f"count is {n}"
class Other(Counter):
    pass
Counter.bump(); Other.bump(5); Other.bump()
print(Counter.count, Other.count, Counter.describe(Counter.count), Other().describe(Other.count))
