# Which operand's method goes first (CPython's binary_op1), unpacking that
# reads only what it needs, context chains without cycles, mangled
# __slots__ names, and exceptions with __slots__.
import itertools


def show(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


class A:
    def __add__(self, o): return "A.add"
    def __radd__(self, o): return "A.radd"
    def __iadd__(self, o): return "A.iadd"

class B(A):
    pass

class C(A):
    def __radd__(self, o): return "C.radd"

class D(A):
    __radd__ = staticmethod(lambda o: "D.radd static")

class MI(int):
    def __radd__(self, o): return "MI.radd"

class MI2(MI):
    pass

class MF(float):
    def __radd__(self, o): return "MF.radd"

class MS(str):
    def __rmod__(self, o): return "MS.rmod"


def inplace(x, y):
    x += y
    return x


show("A+B", lambda: A() + B())
show("A+C", lambda: A() + C())
show("A+=C", lambda: inplace(A(), C()))
show("A+D", lambda: A() + D())
show("1.5+MI", lambda: 1.5 + MI(2))
show("1+MI", lambda: 1 + MI(2))
show("True+MI", lambda: True + MI(2))
show("MI+MI2", lambda: MI(1) + MI2(2))
show("1+MF", lambda: 1 + MF(2))
show("1.0+MF", lambda: 1.0 + MF(2))
show("%", lambda: "a%s" % MS("b"))

it = iter(range(10))
show("x,y=it", lambda: [(x, y) for x, y in [it]])
print(list(it))


def noisy(n):
    for i in range(n):
        print("yield", i)
        yield i


a, b = noisy(2)
show("3 of 5", lambda: [(p, q, r) for p, q, r in [noisy(5)]])
show("count", lambda: [(p, q) for p, q in [itertools.count()]])
show("few", lambda: [(p, q, r) for p, q, r in [noisy(2)]])


def chain():
    try:
        try:
            raise ValueError("a")
        except ValueError as first:
            try:
                raise KeyError("b")
            except KeyError:
                raise first
    except ValueError as e:
        return e


e = chain()
names = []
while e is not None and len(names) < 5:
    names.append(type(e).__name__)
    e = e.__context__
print(names)


class Sl:
    __slots__ = ("__p", "q")

    def __init__(self):
        self.__p, self.q = 5, 6


print(Sl()._Sl__p, Sl().q)


class VE(ValueError):
    __slots__ = ("code",)

    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code


try:
    raise VE("bad", 7)
except VE as err:
    print(err, err.code, err.args)
