# Attribute reads and writes at one site over instances of one class whose
# attributes were set in different orders, deleted, or moved by __class__
# assignment: the site's remembered position must not give a wrong value.
class P:
    def __init__(self, a, b, first_a=True):
        if first_a:
            self.a = a
            self.b = b
        else:
            self.b = b
            self.a = a


def get_a(o):
    return o.a


def get_b(o):
    return o.b


def set_b(o, v):
    o.b = v


objs = [P(1, 2), P(3, 4, False), P(5, 6)]
for o in objs * 2:
    print(get_a(o), get_b(o), end="; ")
print()
for i, o in enumerate(objs):
    set_b(o, i * 10)
print([(get_a(o), get_b(o)) for o in objs])
half = P.__new__(P)
half.a = 7  # only the first attribute
try:
    get_b(half)
except AttributeError as e:
    print("AttributeError", e)
set_b(half, 8)
print(get_a(half), get_b(half), sorted(vars(half).items()))
del objs[0].a
try:
    get_a(objs[0])
except AttributeError as e:
    print("AttributeError", e)
objs[0].a = "back"
print([(get_a(o), get_b(o)) for o in objs])


class Q:
    def __init__(self):
        self.b = "Q.b"
        self.a = "Q.a"


q = Q()
print(get_a(q), get_b(q))
q.__class__ = P
print(type(q).__name__, get_a(q), get_b(q))
set_b(q, "set")
print(get_a(q), get_b(q), sorted(vars(q).items()))
p = P("x", "y")
p.__class__ = Q
print(type(p).__name__, get_a(p), get_b(p))


class Many:
    def __init__(self, n):
        for i in range(n):
            setattr(self, "f%d" % i, i)
        self.last = n


def last(o):
    return o.last


for n in (3, 20, 3, 0):
    print(last(Many(n)), end=" ")
print()


class Prop:
    def __init__(self):
        self._a = 1

    @property
    def a(self):
        return "property"


objs2 = [P(1, 2), Prop(), P(3, 4)]
print([get_a(o) for o in objs2])
P.a = property(lambda self: "P.a property")  # a data descriptor now wins
print([get_a(o) for o in objs2])
del P.a
print([get_a(o) for o in objs2])
