# getattr with a default and hasattr on built-in objects and modules skip
# building the AttributeError; methods inherited from built-in bases (dict,
# list) are cached at call sites like plain methods.
import math
from collections import Counter, OrderedDict, defaultdict


class Boom:
    @property
    def bad(self):
        raise AttributeError("inner")

    @property
    def worse(self):
        raise KeyError("k")


for obj in ("s", 3, 2.5, None, [1], {"a": 1}, (1,), b"x", math, len, Boom(), ValueError("v"), int):
    print(type(obj).__name__, getattr(obj, "nope", "dflt"), hasattr(obj, "nope"), hasattr(obj, "__eq__"))
print(getattr(3, "real", 0), getattr(2.5, "imag", 1), getattr("ab", "upper", None)(), getattr(math, "pi", 0) > 3)
print(getattr(Boom(), "bad", "swallowed"), hasattr(Boom(), "bad"))
for bad in (lambda: getattr("s", "nope"), lambda: getattr(math, "nope"), lambda: getattr(Boom(), "worse", 1),
            lambda: hasattr(Boom(), "worse"), lambda: getattr(1, 2, 3), lambda: hasattr(1), lambda: getattr(1, "x", 2, 3)):
    try:
        print(bad())
    except (AttributeError, KeyError, TypeError) as e:
        print(type(e).__name__, e)


class D(dict):
    pass


class L(list):
    def pop(self, *a):
        return ("own pop", list.pop(self, *a))


def use(objs):
    out = []
    for o in objs:
        out.append(o.get("a", 0))
    return out


c = Counter("abca")
d = D(a=5)
print(use([c, d, {"a": 7}, OrderedDict(a=8), defaultdict(int, a=9)]))
for i in range(3):
    print(c.get("a"), c.most_common(1), d.setdefault("b", i), d.pop("b"), d.get("zz", i))
m = c.get
print(type(m).__name__, m("c"), type(d.items).__name__, d.keys())
lst = L([1, 2, 3])
lst.append(4)
print(lst.pop(), lst.pop(0), lst, list.pop(lst))
d.get = lambda k, dflt=None: "shadowed " + k
print(use([d]), d.get("a"))
D.get = lambda self, k, dflt=None: "class " + k
e = D(a=1)
print(use([e, c]))
del D.get
print(use([e]))


class Odd:
    get = dict.get
    f = len


o = Odd()
print(o.f([1, 2]))
for bad in (lambda: o.get("a"), lambda: list.append(3, 4), lambda: dict.get(), lambda: c.get(), lambda: c.get("a", 1, 2),
            lambda: c.get(k="a"), lambda: lst.append()):
    try:
        print(bad())
    except TypeError as e:
        print("TypeError", e)
