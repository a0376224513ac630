# staticmethods and classmethods read and called through instances (the
# inline cache's kinds for them): shadowing, subclasses, replacement, slots.
class C:
    @staticmethod
    def sm(x): return ("sm", x)
    @classmethod
    def cm(cls, x): return (cls.__name__, x)

class D(C):
    pass

def use(o, n):
    out = []
    for i in range(n):
        out.append(o.sm(i))
        out.append(o.cm(i))
        f = o.sm
        g = o.cm
        out.append((f(i), g(i)))
    return out

print(use(C(), 2))
print(use(D(), 2))
d = D()
d.sm = lambda x: ("shadow", x)
print(use(d, 1))
del d.sm
print(use(d, 1))
C.sm = staticmethod(lambda x: ("replaced", x))
print(use(D(), 1))
class E(C):
    @classmethod
    def sm(cls, x): return ("now cm", cls.__name__, x)
print(use(E(), 1))
class S:
    __slots__ = ("a",)
    @staticmethod
    def sm(x): return x * 2
    @classmethod
    def cm(cls, x): return cls.__name__ + str(x)
s = S()
print(s.sm(4), s.cm(5), [s.sm(i) + len(s.cm(i)) for i in range(3)])
print(C().cm.__self__ is C, D().cm.__self__ is D)
