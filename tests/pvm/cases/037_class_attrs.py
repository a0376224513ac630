# class attributes vs instance attributes, shared mutable class state
class Config:
    defaults = {"debug": False}
    shared_list = []
    version = 1
    def __init__(self, name):
        self.name = name
    def add(self, item):
        self.shared_list.append(item)
    def bump(self):
        self.version += 1
a = Config("a")
b = Config("b")
a.add(1)
b.add(2)
print(a.shared_list, b.shared_list, Config.shared_list)
a.bump()
a.bump()
print(a.version, b.version, Config.version)
Config.version = 10
print(a.version, b.version)
print("version" in a.__dict__, "version" in b.__dict__)
a.defaults["debug"] = True
print(b.defaults)
class Counter:
    total = 0
    def __init__(self):
        Counter.total += 1
        self.id_ = Counter.total
    @classmethod
    def how_many(cls):
        return cls.total
c1, c2, c3 = Counter(), Counter(), Counter()
print(c1.id_, c2.id_, c3.id_, Counter.how_many(), c1.how_many())
class Constants:
    PI = 3.14159
    E = 2.71828
    NAMES = ("pi", "e")
    TABLE = {n: v for n, v in zip(("pi", "e"), (3.14159, 2.71828))}
print(Constants.PI, Constants.TABLE)
class Computed:
    base = 10
    derived = base * 2
    items = [i * 2 for i in range(3)]
    first = base
print(Computed.derived, Computed.items, Computed.first)
try:
    class Scoped:
        base = 10
        items = [base + i for i in range(3)]
except NameError as e:
    print(type(e).__name__, e)
class Meta:
    x = 1
    def read(self):
        return self.x, type(self).x, Meta.x
m = Meta()
m.x = 2
print(m.read())
class Sub(Meta):
    x = 3
s = Sub()
print(s.read())
print(getattr(Meta, "x"), getattr(m, "x"), getattr(Sub, "nope", "default"))
setattr(Meta, "y", "dynamic")
print(m.y, Sub.y)
print(sorted(k for k in Meta.__dict__ if not k.startswith("__")))
class Method:
    def f(self):
        return "method"
Method.g = lambda self: "added " + self.f()
print(Method().g())
print(type(Method.__dict__["f"]).__name__)
