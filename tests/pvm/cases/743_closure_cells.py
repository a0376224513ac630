# Reading closure cells (bound and unbound), in nested functions, lambdas,
# generator expressions and after the variable is deleted.
def outer():
    x = 1
    fns = [lambda: x, lambda: x * 2]
    x = 5
    return [f() for f in fns]


def unbound():
    def inner():
        return y
    try:
        inner()
    except NameError as e:
        print(type(e).__name__ + ":", e)
    y = 3
    return inner()


def deleted():
    z = 1

    def get():
        return z
    del z
    try:
        get()
    except NameError as e:
        print(type(e).__name__ + ":", e)


def counter():
    n = 0

    def inc():
        nonlocal n
        n += 1
        return n
    return inc


def gen_scale(xs, k):
    return sum(x * k for x in xs), [x + k for x in xs if x > k]


print(outer())
print(unbound())
deleted()
c = counter()
print(c(), c(), c())
print(gen_scale(range(6), 2))


class K:
    v = 10

    def m(self):
        return [self.v + i for i in range(3)]


print(K().m())
