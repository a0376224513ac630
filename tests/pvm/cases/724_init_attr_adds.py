# __init__ stores adding attributes in the class's usual order, across the
# sizes where the instance dict would grow, subclasses sharing one
# __init__, optional attributes, __slots__ and a __setattr__ override.
class Base:
    def __init__(self, n, extra=False):
        self.a = n
        self.b = n + 1
        self.c = n + 2
        if extra:
            self.x = "extra"
        self.d = n + 3
        self.e = n + 4


class K1(Base):
    pass


class K2(Base):
    def __init__(self, n):
        super().__init__(n)
        self.f = n * 10
        self.g = n * 20
        self.h = n * 30
        self.i = n * 40


class Logged(Base):
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value)
        log.append(name)


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self, a, b):
        self.a = a
        self.b = b


log = []
objs = []
for i in range(4):
    for cls in (Base, K1, K2, Logged):
        objs.append(cls(i))
    objs.append(Base(i, extra=True))
for o in objs[:10]:
    print(type(o).__name__, sorted(vars(o).items()))
print(log[:7], len(log))
print(sum(o.e for o in objs), sum(getattr(o, "i", 0) for o in objs))
s = [Slotted(i, -i) for i in range(3)]
print([(x.a, x.b) for x in s])
try:
    s[0].c = 1
except AttributeError as e:
    print("AttributeError", e)


class Grow:
    def __init__(self, k):
        for j in range(k):
            setattr(self, "v%d" % j, j)
        self.tail = k


print([len(vars(Grow(k))) for k in (0, 3, 4, 5, 8, 9, 16, 17, 2)])
print(Grow(20).tail, Grow(1).tail)
