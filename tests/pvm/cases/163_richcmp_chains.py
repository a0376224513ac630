# chained comparisons with custom objects: intermediate results go through bool()
class Truthy:
    def __init__(self, label, truth):
        self.label, self.truth = label, truth
    def __bool__(self):
        print(f"  bool({self.label}) -> {self.truth}")
        return self.truth
    def __repr__(self):
        return f"T({self.label})"
class Cmp:
    def __init__(self, name):
        self.name = name
    def __lt__(self, other):
        print(f"  {self.name} < {other.name}")
        return Truthy(f"{self.name}<{other.name}", self.name < other.name)
    def __repr__(self):
        return self.name
a, b, c = Cmp("a"), Cmp("b"), Cmp("c")
print("result:", a < b)
print("result:", a < b < c)
print("result:", b < a < c)
print("result:", bool(a < b))
print("result:", not (a < b))
if a < b:
    print("if uses bool")
r = [x for x in (a, b) if x < c]
print(r)
class Vec:
    def __init__(self, *v):
        self.v = v
    def __eq__(self, other):
        return [x == y for x, y in zip(self.v, other.v)]
    def __repr__(self):
        return f"Vec{self.v}"
print(Vec(1, 2) == Vec(1, 3))
print(Vec(0, 0) == Vec(1, 1) == Vec(1, 1))
print(bool(Vec(1) == Vec(2)))
x = 5
print(1 < x < 10, 1 < x > 3, 10 > x > 7, x == 5 == 5.0, x != 4 != 5)
print(1 < 2 < 3 < 4 < 5, 1 < 2 < 3 > 4, 1 == 1 != 2 == 2)
print((1 < 2) < 3, 1 < (2 < 3), [1 < 2 < 0][0])
