# Argument errors of the collections types and Counter.most_common, worded
# as CPython words them (most_common(n) is heapq.nlargest, as there).
import collections


def show(f, *args):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__, e)


def made(cls, *args):
    d = cls(*args)
    return d, d.default_factory


c = collections.Counter("abracadabra")
for args in [("x",), (1.5,), (None,), (-1,), (2,)]:
    show(c.most_common, *args)
for args in [(None, 1, 2), (None, [("a", 1)]), (list,), (5,), ("x",)]:
    show(made, collections.defaultdict, *args)
show(collections.OrderedDict, 1, 2)
show(collections.deque, [1], 2, 3)
show(collections.deque, [1], -1)
show(collections.namedtuple("P", "x y"), 1, 2, 3)
show(collections.Counter, 1, 2)
show(c.update, 5)
show(c.subtract, None)
print(c)
show(c.elements, 1)
