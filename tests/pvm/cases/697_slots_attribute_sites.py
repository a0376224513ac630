# __slots__ attributes read and written from the same sites many times
# (inline caches): deletion, __getattr__ fallback, subclasses, shadowing
# by a later class attribute, and frozen-style __setattr__ classes.
class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Q(P):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


class G:
    __slots__ = ("a",)

    def __getattr__(self, name):
        return "fallback " + name


def total(objs):
    t = 0
    for o in objs:
        t += o.x + o.y
    return t


objs = [P(i, i * 2) for i in range(5)] + [Q(i, 1, 2) for i in range(5)]
print(total(objs), total(objs))
for o in objs:
    o.x = o.x + 10
print(total(objs))

p = P(1, 2)
del p.y
for attempt in range(2):
    try:
        print(p.y)
    except AttributeError as e:
        print("AttributeError:", e)
p.y = 5
print(p.y)

g = G()
for attempt in range(2):
    print(g.a)
    g.a = attempt
print(g.a)

print(Q(1, 2, 3).z, hasattr(Q(1, 2, 3), "w"), getattr(P(1, 2), "nope", "dflt"))


def read_x(o):
    return o.x


print([read_x(o) for o in objs[:3]])
P.x = property(lambda self: "shadowed")
print([read_x(o) for o in objs[:3]])
try:
    p.x = 3
except AttributeError as e:
    print("AttributeError:", e)


class Frozen:
    def __init__(self, v):
        object.__setattr__(self, "v", v)

    def __setattr__(self, name, value):
        raise AttributeError("frozen: " + name)


fs = [Frozen(i) for i in range(4)]
print(sum(f.v for f in fs), sum(f.v for f in fs))
for f in fs[:2]:
    try:
        f.v = 1
    except AttributeError as e:
        print(e)
print([f.v for f in fs])
