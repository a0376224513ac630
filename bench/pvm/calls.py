# calls: call-heavy code: many small functions, positional/keyword/default
# arguments, *args/**kwargs forwarding, bound methods, static and class
# methods, properties, closures, lambdas, functools.partial, decorators and
# recursion.
# Stresses: frame setup/teardown, argument binding, attribute lookup.

import functools

N = 240000  # scale: outer iterations


def add(a, b):
    return a + b


def mul_add(a, b, c=1):
    return a * b + c


def kw_only(a, *, scale=2, offset=0):
    return a * scale + offset


def varargs(*args):
    total = 0
    for a in args:
        total += a
    return total


def kwargs_sum(**kw):
    return kw.get("x", 0) + kw.get("y", 0) * 2 + len(kw)


def forward(*args, **kw):
    return mul_add(*args, **kw)


def make_counter(start):
    count = start

    def inc(step=1):
        nonlocal count
        count += step
        return count

    return inc


def make_adder(n):
    return lambda x: x + n


def traced(fn):
    calls = [0]

    @functools.wraps(fn)
    def wrapper(*args, **kw):
        calls[0] += 1
        return fn(*args, **kw)

    wrapper.calls = calls
    return wrapper


@traced
def decorated(x, y):
    return x ^ y


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def dot(self, other):
        return self.x * other.x + self.y * other.y

    def scaled(self, k):
        return Vec(self.x * k, self.y * k)

    @property
    def norm1(self):
        return abs(self.x) + abs(self.y)

    @staticmethod
    def zero():
        return Vec(0, 0)

    @classmethod
    def unit(cls, axis):
        return cls(1, 0) if axis == 0 else cls(0, 1)

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __eq__(self, other):
        return self.x == other.x and self.y == other.y


class Vec3(Vec):
    def __init__(self, x, y, z=0):
        super().__init__(x, y)
        self.z = z

    def dot(self, other):
        return super().dot(other) + self.z * getattr(other, "z", 0)


def main():
    acc = 0
    inc = make_counter(0)
    add3 = make_adder(3)
    double = functools.partial(kw_only, scale=2)
    v = Vec.zero()
    u = Vec.unit(1)
    w = Vec3(1, 2, 3)
    for i in range(N):
        acc += add(i, 1)
        acc += mul_add(i, 2)
        acc += mul_add(i, 3, c=i)
        acc += kw_only(i, offset=1)
        acc += varargs(i, 1, 2, 3)
        acc += kwargs_sum(x=i, y=1, z=2)
        acc += forward(i, 2, c=5)
        acc += inc()
        acc += add3(i)
        acc += double(i, offset=-1)
        acc += decorated(i, 0x55)
        v = v + u.scaled(i & 7)
        acc += v.norm1 + w.dot(u) + Vec3(i, 1).dot(w)
        acc = acc % 1000000007
    acc += fib(22)
    print("acc", acc)
    print("vec", v.x, v.y, v == Vec(0, v.y))
    print("decorated calls", decorated.calls[0], decorated.__name__)


main()
