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


def averager():
    total = 0.0
    count = 0

    def add(x):
        nonlocal total, count
        total += x
        count += 1
        return total / count
    return add


def gen_scale(xs, k):
    return sum(x * k for x in xs), [x + k for x in xs if x > k]


print(outer())
print(unbound())
deleted()
c = averager()
print(c(1), c(2), c(6))
print(gen_scale(range(6), 2))


class K:
    v = 10

    def m(self):
        return [self.v + i for i in range(3)]


print(K().m())
