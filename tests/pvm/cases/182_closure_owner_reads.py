# A function reading its own variables that closures capture: parameters,
# variables bound once, read before they are bound, rebound, deleted.


def param_cell(rng, k):
    def bump():
        return rng[0] + k
    total = 0
    for i in range(3):
        total += rng[i] * k + bump()
    return total, rng[1], k


print(param_cell([1, 2, 3], 10))


def bound_once():
    base = [5]
    f = lambda: base[0] * 2
    return base[0] + f() + base[0]


print(bound_once())


def read_before():
    try:
        print(value, value)
    except UnboundLocalError as e:
        print("owner:", e)
    value = 3

    def get():
        return value
    return value + get() + value


print(read_before())


def branches(flag):
    if flag:
        x = "yes"
    else:
        x = "no"

    def show():
        return x + x
    return show(), x, x


print(branches(True), branches(False))


def maybe_bound(flag):
    if flag:
        y = 1

    def show():
        return y
    try:
        return y + y + show()
    except UnboundLocalError as e:
        return str(e)


print(maybe_bound(True), maybe_bound(False))


def generator_owner(n):
    step = n * 2

    def scaled(v):
        return v * step
    for i in range(n):
        yield scaled(i) + step


print(list(generator_owner(4)))


class Box:
    def __init__(self, size):
        self.size = size

    def grow(self, by):
        def inner():
            return self.size + by
        self.size = inner() + by
        return self.size, by


print(Box(1).grow(2))
