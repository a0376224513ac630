# Comparisons and unary operators of user classes: reflected fallbacks,
# NotImplemented, __ne__ from __eq__, numbers on either side.
class M:
    def __init__(self, c):
        self.c = c
    def __repr__(self):
        return "M(%d)" % self.c
    def __lt__(self, o):
        if isinstance(o, M):
            return self.c < o.c
        if isinstance(o, int):
            return self.c < o
        return NotImplemented
    def __gt__(self, o):
        if isinstance(o, M):
            return self.c > o.c
        return NotImplemented
    def __eq__(self, o):
        if isinstance(o, M):
            return self.c == o.c
        return NotImplemented
    __hash__ = None
    def __neg__(self):
        return M(-self.c)
    def __pos__(self):
        return "pos"
    def __invert__(self):
        return M(~self.c)

a, b = M(1), M(2)
print(a < b, b < a, a > b, b > a, a == b, a != b, a == M(1), a != M(1))
print(a < 5, a < 0, a == 1, a != 1, 1 == a)
print(-a, +a, ~a, -(-a))
print(sorted([M(3), M(1), M(2)]), max([M(3), M(7), M(2)]))

def trial(f):
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)

trial(lambda: a <= b)
trial(lambda: a >= b)
trial(lambda: 5 > a)
trial(lambda: 5 < a)
trial(lambda: a < 1.5)
trial(lambda: a < "x")
trial(lambda: "x" > a)

class N(M):
    def __gt__(self, o):
        return "N.gt"
print(a < N(5), N(5) > a)

class Plain:
    pass
p = Plain()
trial(lambda: -p)
trial(lambda: ~p)
trial(lambda: +p)
trial(lambda: p < p)
print(p == p, p != p, p == Plain())

class OnlyEq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, OnlyEq) and self.v == o.v
print(OnlyEq(1) == OnlyEq(1), OnlyEq(1) != OnlyEq(1), OnlyEq(1) != OnlyEq(2), OnlyEq(1) == 1)

class Weird:
    def __lt__(self, o):
        return 42
    def __eq__(self, o):
        return []
print(Weird() < Weird(), Weird() == Weird(), Weird() != Weird())
if Weird() < 3:
    print("truthy 42")

class Late:
    pass
x, y = Late(), Late()
trial(lambda: x < y)
Late.__lt__ = lambda s, o: "late lt"
trial(lambda: x < y)
Late.__neg__ = lambda s: "late neg"
trial(lambda: -x)
del Late.__lt__
trial(lambda: x < y)

class Raises:
    def __lt__(self, o):
        raise ValueError("lt %r" % (o,))
try:
    Raises() < 3
except ValueError as e:
    print("ValueError", e)
class F(float):
    def __neg__(self):
        return "F.neg"
print(-F(2.0), F(2.0) < 3, F(2.0) + 1)
class I(int):
    pass
print(-I(3), I(3) < I(4), I(3) + I(4), ~I(3))
