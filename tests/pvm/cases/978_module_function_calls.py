# Calls of a module's functions, module.f(args) with arguments that are
# locals, constants or globals: built-in functions, Python functions and
# classes of a module, and what changes when the module's dict does.
import math
import heapq
import bisect
import json
import collections
import functools

SCALE = 3.0


def norms(points):
    out = []
    for x, y in points:
        d = x * x + y * y
        out.append(math.sqrt(d))
        out.append(math.floor(d))
        out.append(math.hypot(x, SCALE))
    return out


print(norms([(3.0, 4.0), (1.0, 1.0), (0.0, 2.5)]))

h = []
for v in (5, 1, 4, 2, 3):
    heapq.heappush(h, v)
print(h, heapq.heappop(h), heapq.nsmallest(2, h))

xs = [1, 3, 5, 7]
for v in (0, 3, 8):
    print(bisect.bisect_left(xs, v), bisect.bisect_right(xs, v))

data = {"b": 1, "a": [1, 2]}
print(json.dumps(data), json.dumps(data, sort_keys=True))

# A class and a Python function of a module, called the same way.
d = collections.OrderedDict()
d["k"] = 1
print(d, functools.reduce(max, xs))


def errors():
    for bad in ("x", None, -1.0):
        try:
            print(math.sqrt(bad))
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
    try:
        math.nosuch(1)
    except AttributeError as e:
        print("AttributeError", e)
    try:
        print(math.sqrt(undefined_later))
    except UnboundLocalError as e:
        print("UnboundLocalError", e)
    undefined_later = 4.0
    print(math.sqrt(undefined_later))


errors()


def rebinds():
    r = []
    for i in range(3):
        r.append(math.sqrt(16.0))
        if i == 0:
            math.sqrt = lambda x: "patched %r" % x
        if i == 1:
            del math.sqrt
            math.sqrt = abs
    return r


print(rebinds())


class Holder:
    pass


mod = Holder()
mod.sqrt = lambda x: x + 1
for target in (math, mod):
    print(target.sqrt(-2.0) if target is mod else target.floor(-2.5))
