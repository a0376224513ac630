# Frames and value-stack slots are reused by later calls at the same
# depth: a local a previous call set must not leak into the next call.


def maybe(flag, v):
    if flag:
        y = v * 2
    try:
        return y
    except UnboundLocalError as e:
        return "unbound: " + str(e)


def outer(flag, v):
    return maybe(flag, v)


for i in range(4):
    print(maybe(i % 2 == 0, i))
    print(outer(i % 2 == 0, i + 10))


def many_locals(n):
    a = n
    b = a + 1
    c = b + 1
    d = c + 1
    e = d + 1
    f = e + 1
    g = f + 1
    h = g + 1
    k = h + 1
    return a + b + c + d + e + f + g + h + k


def few_locals(flag):
    if flag:
        z = 1
    try:
        return z
    except UnboundLocalError:
        return False


print(many_locals(1))
print(few_locals(False))
print(many_locals(2))
print(few_locals(True))


def deep(n):
    if n == 0:
        return 0
    t = n
    return deep(n - 1) + t


print(deep(50))


def shallow(flag):
    if flag:
        t = 5
    try:
        return t
    except NameError as e:
        return type(e).__name__


print(shallow(False))
print(deep(20), shallow(True), shallow(False))
