# in-place operator dunders and fallbacks to binary operators
class Acc:
    def __init__(self, v):
        self.v = v
    def __iadd__(self, o):
        print("  __iadd__")
        self.v += o
        return self
    def __add__(self, o):
        print("  __add__")
        return Acc(self.v + o)
    def __isub__(self, o):
        print("  __isub__ returns new")
        return Acc(self.v - o)
    def __imul__(self, o):
        print("  __imul__ returns NotImplemented")
        return NotImplemented
    def __mul__(self, o):
        print("  __mul__")
        return Acc(self.v * o)
    def __repr__(self):
        return f"Acc({self.v})"
a = Acc(1)
alias = a
a += 5
print(a, alias, a is alias)
a -= 2
print(a, alias, a is alias)
a *= 3
print(a, alias)
class OnlyAdd:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return OnlyAdd(self.v + o)
    def __repr__(self):
        return f"OnlyAdd({self.v})"
o = OnlyAdd(1)
keep = o
o += 10
print(o, keep, o is keep)
try:
    o -= 1
except TypeError as e:
    print(type(e).__name__, e)
class Mat:
    def __init__(self, rows):
        self.rows = rows
    def __imatmul__(self, other):
        self.rows = [[sum(a * b for a, b in zip(r, c)) for c in zip(*other.rows)] for r in self.rows]
        return self
    def __ipow__(self, n):
        self.rows = [[x ** n for x in r] for r in self.rows]
        return self
    def __ior__(self, other):
        self.rows = self.rows + other.rows
        return self
    def __ifloordiv__(self, k):
        self.rows = [[x // k for x in r] for r in self.rows]
        return self
m = Mat([[1, 2], [3, 4]])
m @= Mat([[0, 1], [1, 0]])
print(m.rows)
m **= 2
print(m.rows)
m //= 3
print(m.rows)
m |= Mat([[9, 9]])
print(m.rows)
lst = [1, 2]
t = (lst,)
try:
    t[0] += [3]
except TypeError as e:
    print(type(e).__name__, e)
print(t, lst)
class Tracked:
    def __init__(self):
        self.items = []
    def __ilshift__(self, x):
        self.items.append(x)
        return self
tr = Tracked()
for i in range(3):
    tr <<= i * i
print(tr.items)
