# Binary operators on instances find their dunders through a per-class
# cache: it must follow methods added, replaced and deleted afterwards.
class V:
    def __init__(self, x):
        self.x = x

    def __mul__(self, k):
        return V(self.x * k)

    def __repr__(self):
        return "V(%r)" % (self.x,)


def mul(a, b):
    return a * b


def add(a, b):
    return a + b


v = V(2)
for i in range(3):
    print(mul(v, 3))
try:
    add(v, 1)
except TypeError as e:
    print("TypeError", e)
V.__add__ = lambda self, o: V(self.x + o)
print(add(v, 1), add(v, 10))
V.__mul__ = lambda self, k: "replaced %r" % (k,)
print(mul(v, 4))
del V.__mul__
try:
    mul(v, 4)
except TypeError as e:
    print("TypeError", e)


class W(V):
    pass


w = W(5)
print(add(w, 1))
V.__radd__ = lambda self, o: "radd %r" % (o,)
print(add(1, w), add(1.5, v))
W.__radd__ = lambda self, o: "W radd %r" % (o,)
print(add(1, w), add(1, v))
del V.__add__
try:
    add(w, 1)
except TypeError as e:
    print("TypeError", e)


class N:
    def __sub__(self, o):
        return NotImplemented

    def __rsub__(self, o):
        return "rsub"


for i in range(2):
    print(1 - N())
try:
    N() - N()
except TypeError as e:
    print("TypeError", e)
V.__imul__ = lambda self, k: "imul %r" % (k,)
x = V(1)
x *= 3
print(x)
