# __new__ choosing a subclass, metaclass resolution, assigning __dict__,
# recursion depth counted as CPython counts it, and errors raised by
# float ** with their args.


class Shape:
    def __new__(cls, sides):
        if cls is Shape and sides == 4:
            return object.__new__(Square)
        return object.__new__(cls)

    def __init__(self, sides):
        print("Shape.__init__", type(self).__name__, sides)


class Square(Shape):
    def __init__(self, sides):
        print("Square.__init__", sides)


print(type(Shape(3)).__name__, type(Shape(4)).__name__)


class M1(type):
    pass


class M2(type):
    pass


class M3(M1):
    pass


class X(metaclass=M1):
    pass


class Y(metaclass=M2):
    pass


try:
    class Z(X, Y):
        pass
except TypeError as e:
    print("TypeError", e)


class W(X, metaclass=type):
    pass


class V(X, metaclass=M3):
    pass


print(type(W).__name__, type(V).__name__)


class Bag:
    def __init__(self):
        self.x = 1


b = Bag()
b.__dict__ = {"z": 2}
b.w = 3
print(vars(b), hasattr(b, "x"), b.z)
for bad in (5, None):
    try:
        b.__dict__ = bad
    except TypeError as e:
        print("TypeError", e)


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


for n in (990, 998, 999):
    try:
        print(n, depth(n))
    except RecursionError as e:
        print(n, "RecursionError", e)
nested = []
for _ in range(1200):
    nested = [nested]
try:
    repr(nested)
except RecursionError as e:
    print("RecursionError", e)

for make in (lambda: 2.0 ** 1024, lambda: (-3.0) ** 999.0, lambda: 10.0 ** -400, lambda: 0.0 ** -1):
    try:
        print(make())
    except (OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__, e.args, str(e))


def make_bad():
    class Bad:
        pass

    class Sub(Bad, flavour=1):
        pass


try:
    make_bad()
except TypeError as e:
    print("TypeError", e)
