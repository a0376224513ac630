# Argument errors of the collections types and Counter.most_common, worded
# as CPython words them (most_common(n) is heapq.nlargest, as there).
import collections
c = collections.Counter("abracadabra")
for args in [("x",), (1.5,), (None,), (-1,), (2,)]:
    try:
        print(c.most_common(*args))
    except Exception as e:
        print(type(e).__name__, e)
for args in [(None, 1, 2), (None, [("a", 1)]), (list,), (5,), ("x",)]:
    try:
        d = collections.defaultdict(*args)
        print(d, d.default_factory)
    except Exception as e:
        print(type(e).__name__, e)
try:
    collections.OrderedDict(1, 2)
except Exception as e:
    print(type(e).__name__, e)
try:
    collections.deque([1], 2, 3)
except Exception as e:
    print(type(e).__name__, e)
try:
    collections.deque([1], -1)
except Exception as e:
    print(type(e).__name__, e)
try:
    collections.namedtuple("P", "x y")(1, 2, 3)
except Exception as e:
    print(type(e).__name__, e)
try:
    collections.Counter(1, 2)
except Exception as e:
    print(type(e).__name__, e)
try:
    c.update(5)
except Exception as e:
    print(type(e).__name__, e)
try:
    c.subtract(None)
    print(c)
except Exception as e:
    print(type(e).__name__, e)
try:
    c.elements(1)
except Exception as e:
    print(type(e).__name__, e)
