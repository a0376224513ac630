# xs.append(v) as a statement, v a local or a constant: on lists, list
# subclasses, deques, classes with their own append, an unbound receiver
# or argument, a string being built, and a list that is its own item.
from collections import deque


class Log(list):
    def append(self, v):
        print("  Log.append", v)
        super().append((v, 10))


class Sink:
    def __init__(self):
        self.got = []

    def append(self, v):
        self.got.append(("sink", v))


def fill(xs, n):
    for i in range(n):
        xs.append(i)
    xs.append(None)
    xs.append("end")
    return xs


print(fill([], 3))
print(fill(Log(), 2))
print(fill(deque([9]), 2))
print(fill(deque([9], maxlen=3), 4), fill(deque(maxlen=0), 2))


class Q(deque):
    pass


print(fill(Q(), 2))
print(fill(Sink(), 2).got)
try:
    fill(5, 1)
except AttributeError as e:
    print("AttributeError", e)


def unbound_receiver(flag):
    if flag:
        xs = []
    xs.append(1)
    return xs


def unbound_argument(flag):
    xs = []
    if flag:
        v = 2
    xs.append(v)
    return xs


print(unbound_receiver(True), unbound_argument(True))
for fn in (unbound_receiver, unbound_argument):
    try:
        fn(False)
    except UnboundLocalError as e:
        print("UnboundLocalError", e)


def building(n):
    parts = []
    s = ""
    for i in range(n):
        s += str(i)
        parts.append(s)
    return parts


print(building(5))


def selfish():
    xs = [0]
    xs.append(xs)
    xs.append(xs[0])
    return xs


print(selfish())


def shadow():
    out = []
    append = out.append
    for k in "ab":
        append(k)
        out.append(k)
    return out


print(shadow())
big = []
for i in range(1000):
    big.append(i)
print(len(big), sum(big), big[-3:])
