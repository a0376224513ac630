# x += v on plain locals: small ints (and overflow into big ints), floats,
# mixed kinds, strs, lists, and user classes with __iadd__/__add__.
def ints():
    x = 9223372036854775800
    for _ in range(10):
        x += 1
    y = -9223372036854775800
    for _ in range(10):
        y += -1
    z = 0
    z += True
    return x, y, z, type(z).__name__


def floats():
    f = 0.0
    for i in range(5):
        f += 0.1
    g = 1
    g += 0.5
    h = float("inf")
    h += float("-inf")
    n = -0.0
    n += -0.0
    return f, g, h != h, str(n)


def others():
    s = "ab"
    s += "cd"
    l = [1]
    alias = l
    l += [2, 3]
    t = (1,)
    t += (2,)
    return s, l, alias is l, t


class Acc:
    def __init__(self):
        self.n = 0

    def __iadd__(self, v):
        self.n += v
        return self


class Plus:
    def __add__(self, v):
        return "added %r" % (v,)


def objects():
    a = Acc()
    a += 5
    a += 2
    p = Plus()
    p += 3
    return a.n, p


def errors():
    x = 1
    try:
        x += "s"
    except TypeError as e:
        print("TypeError:", e)
    return x


print(ints())
print(floats())
print(others())
print(objects())
print(errors())
k = 7
k += -1
print(k, -2 ** 2, (-2) ** 2, -0.0, -(1), - 9223372036854775808)
