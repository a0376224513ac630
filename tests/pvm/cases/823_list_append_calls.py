# xs.append(v): the common method call and its neighbours: bound methods
# kept in variables, list.append called unbound, subclasses, bad calls.
xs = []
for i in range(5):
    xs.append(i * i)
print(xs, xs.append(9), xs)
add = xs.append
add("bound")
list.append(xs, "unbound")
print(xs)


class Stack(list):
    def append(self, v):
        list.append(self, ("wrapped", v))
        super().append(v)


class Plain(list):
    pass


s = Stack()
s.append(1)
p = Plain([0])
p.append(2)
list.append(p, 3)
print(s, p, type(p).__name__)
for call in (lambda: list.append(5, 1), lambda: xs.append(), lambda: xs.append(1, 2),
             lambda: list.append(), lambda: xs.append(v=1), lambda: list.append((1,), 2)):
    try:
        call()
        print("no error")
    except TypeError as e:
        print("TypeError", e)
nested = [[] for _ in range(3)]
for i in range(9):
    nested[i % 3].append(i)
print(nested)
selfref = []
selfref.append(selfref)
print(selfref, len(selfref[0][0]))
grid = []
row = []
for i in range(12):
    row.append(i)
    if len(row) == 4:
        grid.append(row)
        row = []
print(grid, row)


class Obj:
    def __init__(self):
        self.append = print


o = Obj()
o.append("instance attribute named append")
m = [].append
print(m.__name__, m.__self__, type(m).__name__)
