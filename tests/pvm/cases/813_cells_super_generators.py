# Calls of functions with cells (closures over parameters, super()) and
# generator functions, interleaved with plain calls at the same depths.


def counter(start):
    history = []

    def step(by=1):
        nonlocal start
        history.append(by)
        start += by * len(history)
        return start

    return step


def plain(x):
    return x + 1


def gen(n):
    for i in range(n):
        yield plain(i)


c = counter(10)
print(c(), plain(1), c(5), list(gen(3)), c())


class Base:
    def __init__(self, name):
        self.name = name

    def describe(self, prefix="base"):
        return prefix + ":" + self.name


class Child(Base):
    def __init__(self, name, n):
        super().__init__(name)
        self.n = n

    def describe(self, prefix="child"):
        return super().describe(prefix) + "/" + str(self.n)


class Grand(Child):
    def __init__(self, name):
        super().__init__(name, len(name))

    def describe(self):
        inner = super().describe
        return "[" + inner() + "|" + inner("x") + "]"


for obj in (Base("b"), Child("c", 2), Grand("grand")):
    print(obj.describe())


def adders(n):
    return [lambda x, i=i: x + i for i in range(n)]


print([f(10) for f in adders(4)])


def chain(a):
    def then(b):
        return lambda c: (a, b, c, a + b + c)

    return then


print(chain(1)(2)(3), chain("a")("b")("c"))


def twice(fn):
    def wrapper(*args, **kw):
        return fn(*args, **kw) * 2

    return wrapper


@twice
def area(w, h=1):
    return w * h


print(area(3), area(3, 4), area(w=2, h=5))
g = gen(4)
print(next(g), plain(next(g)), list(g))
