# != without a __ne__ of its own inverts __eq__ (object.__ne__), and the
# reflected operand goes first when its class is a subclass of the left's.
class P:
    def __init__(self, v):
        self.v = v


class W(P):
    def __eq__(self, other):
        print("W.__eq__", type(self).__name__, type(other).__name__)
        return isinstance(other, P) and self.v == other.v


class Q:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("Q.__eq__")
        return NotImplemented


class R:
    def __eq__(self, other):
        print("R.__eq__")
        return True


class N(P):
    def __ne__(self, other):
        print("N.__ne__")
        return "ne"


p, w = P(1), W(1)
print(p != w)
print(w != p)
print(p == w)
print(Q(1) != R())
print(R() != Q(1))
print(Q(1) != Q(1))
print(p != N(2))
print(N(2) != p)


class Bad:
    def __eq__(self, other):
        raise ValueError("no eq")


try:
    print(P(0) != Bad())
except ValueError as e:
    print("ValueError", e)


class Weird:
    def __eq__(self, other):
        return []


print(Weird() != 1)
