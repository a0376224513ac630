# rich comparisons, NotImplemented fallback and reflected comparisons
class V:
    def __init__(self, n):
        self.n = n
    def __repr__(self):
        return f"V({self.n})"
    def __lt__(self, other):
        print(f"  {self}.__lt__({other!r})")
        if isinstance(other, V):
            return self.n < other.n
        if isinstance(other, int):
            return self.n < other
        return NotImplemented
    def __gt__(self, other):
        print(f"  {self}.__gt__({other!r})")
        if isinstance(other, V):
            return self.n > other.n
        return NotImplemented
    def __eq__(self, other):
        print(f"  {self}.__eq__({other!r})")
        if isinstance(other, V):
            return self.n == other.n
        return NotImplemented
    __hash__ = None
print(V(1) < V(2))
print(V(1) < 5)
print(5 > V(1))
print(V(3) > V(2))
print(V(1) == V(1), V(1) != V(2))
print(V(1) == "x")
print("x" == V(1))
try:
    V(1) < "s"
except TypeError as e:
    print(type(e).__name__, e)
try:
    V(1) <= V(2)
except TypeError as e:
    print(type(e).__name__, e)
class Sub(V):
    def __gt__(self, other):
        print(f"  Sub {self}.__gt__({other!r})")
        return True
print(V(1) < Sub(0))
print(sorted([V(3), V(1), V(2)]))
class Total:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
    def __le__(self, o):
        return self.v <= o.v
    def __repr__(self):
        return f"T{self.v}"
ts = [Total(5), Total(2), Total(9), Total(2)]
print(sorted(ts), max(ts), min(ts), Total(1) >= Total(1), Total(2) > Total(1))
class Weird:
    def __eq__(self, o):
        return "truthy string"
    def __lt__(self, o):
        return 0
print(Weird() == 1, Weird() < 1, bool(Weird() < 1))
print(Weird() in [1], [Weird()] == [2])
class NE:
    def __eq__(self, o):
        return False
    def __ne__(self, o):
        return False
print(NE() == NE(), NE() != NE())
class OnlyEq:
    def __eq__(self, o):
        return True
print(OnlyEq() != 1)
print(NotImplemented, repr(NotImplemented), type(NotImplemented).__name__)
