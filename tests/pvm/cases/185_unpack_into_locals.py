# Unpacking straight into local variables: tuples, lists, repeated names,
# wrong lengths, subclasses, loops, and targets that are not all locals.
from collections import namedtuple


def basics():
    a, b = (1, 2)
    c, d = [3, 4]
    e, e = (5, 6)  # the last store wins
    f, g, h = "xyz"
    print(a, b, c, d, e, f, g, h)
    a, b = b, a
    print(a, b)
    (i, j), k = [7, 8], 9
    print(i, j, k)


def wrong_lengths():
    for seq in ((1,), [1, 2, 3], (), [], (1, 2, 3, 4)):
        try:
            x, y, z = seq
            print("ok", x, y, z)
        except ValueError as err:
            print(type(seq).__name__, err)


Pair = namedtuple("Pair", "left right")


class MyList(list):
    def __iter__(self):
        print("MyList.__iter__")
        return super().__iter__()


def subclasses():
    p, q = Pair(1, 2)
    print(p, q)
    m, n = MyList([3, 4])
    print(m, n)


def loops():
    total = 0
    for a, b in [(1, 2), [3, 4], (5, 6)]:
        total += a * b
    rows = [[1, 2, 3], [4, 5, 6]]
    for r in rows:
        x, y, z = r
        total += x - y + z
    print(total)


class Box:
    pass


def mixed_targets():
    box = Box()
    lst = [0, 0]
    a, box.v, lst[1] = (1, 2, 3)
    print(a, box.v, lst)

    def inner():
        return a + b

    a, b = [10, 20]  # b is a cell: stored by STORE_DEREF
    print(inner())


def accumulated():
    s = ""
    for ch in "abc":
        s += ch
    s, t = ("reset", s)
    print(s, t)


def aliasing():
    items = [1, 2]
    items[0], items[1] = items[1], items[0]
    a, b = items
    items.append(3)
    print(a, b, items)


basics()
wrong_lengths()
subclasses()
loops()
mixed_targets()
accumulated()
aliasing()
