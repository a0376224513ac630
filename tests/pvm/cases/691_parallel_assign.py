# Tuple assignment from a tuple display (a, b = b, a) is compiled without
# building the tuple; order of evaluation and of stores must not change.
def f():
    a, b = 1, 2
    a, b = b, a
    x, y, z = a, b, a + b
    x, y, z = z, x, y
    p, q, r, s = x, y, z, 10
    p, q, r, s = s, r, q, p
    l = [0, 0, 0]
    l[0], l[1] = l[1] + 1, l[0] + 2
    a, a = 5, 6
    a, b, a, c = 1, 2, 3, 4
    [m, n] = n2, m2 = 7, 8
    return a, b, x, y, z, p, q, r, s, l, c, m, n, n2, m2
print(f())
class C:
    def __init__(self):
        self.log = []
    def __setattr__(self, k, v):
        if k != "log":
            self.log.append(k)
        object.__setattr__(self, k, v)
c = C()
c.a, c.b, c.c = 1, 2, 3
print(c.log)
def g():
    global G1, G2
    G1, G2, G3, G4 = 1, 2, 3, 4
    return G3 + G4
print(g(), G1, G2)
def h():
    k = 0
    def inner():
        return k + w
    k, w, u, v = 1, 2, 3, 4
    return inner()
print(h())
try:
    def bad():
        a, b = 1, undefined_name
    bad()
except NameError as e:
    print(e)
a, b, c, d = 1, 2, 3, 4
a, b = b, a
print(a, b, c, d)
