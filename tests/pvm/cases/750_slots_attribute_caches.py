# __slots__ attributes read and written through the inline caches: empty
# slots, __getattr__ fallback, subclasses with and without __dict__, and a
# property replacing a slot after the sites have cached it.
class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class G:
    __slots__ = ("a",)

    def __getattr__(self, name):
        return "fallback:" + name


class Child(P):
    __slots__ = ("z",)


class WithDict(P):
    pass


def loop(objs):
    out = []
    for o in objs:
        for _ in range(3):
            try:
                out.append(o.x)
            except AttributeError as e:
                out.append("AttributeError: " + str(e))
            try:
                o.x = 7
                out.append(o.x)
            except AttributeError as e:
                out.append("AttributeError: " + str(e))
    return out


p = P(1, 2)
print(loop([p, Child(3, 4), WithDict(5, 6)]))
e = P.__new__(P)
print(loop([e]))
g = G()
for _ in range(3):
    print(g.a)
    g.a = 5
    print(g.a)
    del g.a
q = P(1, 2)
vals = []
for i in range(4):
    vals.append(q.x)
    if i == 1:
        P.x = property(lambda self: "prop")
print(vals)
try:
    q.x = 3
except AttributeError as ex:
    print("AttributeError:", ex)


class V:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return V(self.x + o.x, self.y + o.y)


v = V(0, 0)
for i in range(100):
    v = v + V(i, 2 * i)
    v.x -= 1
print(v.x, v.y)
