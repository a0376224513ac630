# Binary operators of user classes: forward, reflected, in-place,
# NotImplemented, subclasses overriding the reflected method.
class V:
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return "V(%r)" % (self.x,)
    def __add__(self, o):
        if isinstance(o, V):
            return V(self.x + o.x)
        if isinstance(o, int):
            return V(self.x + o)
        return NotImplemented
    def __radd__(self, o):
        return "radd(%r, %r)" % (self, o)
    def __mul__(self, k):
        return V(self.x * k) if isinstance(k, (int, float)) else NotImplemented
    __rmul__ = __mul__
    def __sub__(self, o):
        return NotImplemented

class W(V):
    def __radd__(self, o):
        return "W.radd(%r, %r)" % (self, o)

class I(V):
    def __iadd__(self, o):
        if o == 0:
            return NotImplemented
        self.x += o
        return self

a, b = V(1), V(2)
print(a + b, a + 3, 3 + a, a * 2, 2.5 * a, a * 0.5)
print(1.5 + a)
print(a + W(5), V(1) + V(2) + V(3))
c = a
c += b
print(c, a, c is a)
i = I(10)
j = i
i += 5
print(i, i is j)
i += 0
print(i, i is j)
i *= 3
print(i, i is j)
def trial(f):
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)

trial(lambda: a - b)
trial(lambda: a - 1)
trial(lambda: 1 - a)
trial(lambda: a / b)
trial(lambda: a + 1.5)
trial(lambda: a ** 2)
trial(lambda: a * "x")
trial(lambda: "x" * a)
trial(lambda: a + "x")
trial(lambda: [1] * a)
trial(lambda: None + a)

class Late:
    pass
l = Late()
trial(lambda: l + l)
Late.__add__ = lambda s, o: "late add"
trial(lambda: l + l)
Late.__add__ = lambda s, o: NotImplemented
Late.__radd__ = lambda s, o: "late radd"
trial(lambda: l + l)
trial(lambda: 1 + l)
del Late.__radd__
trial(lambda: 1 + l)

class Err:
    def __mul__(self, o):
        raise ValueError("no mul %r" % (o,))
try:
    Err() * 3
except ValueError as e:
    print("ValueError", e)

class Sub(V):
    pass
print(Sub(4) + Sub(5), 7 + Sub(1), Sub(2) * 3)

class Acc:
    __slots__ = ("n",)
    def __init__(self):
        self.n = 0
    def __iadd__(self, k):
        self.n += k
        return self
acc = Acc()
for k in range(5):
    acc += k
print(acc.n)
x = 2 ** 80
print(V(x) + x, x + V(1))
