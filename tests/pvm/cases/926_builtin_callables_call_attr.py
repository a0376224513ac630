# Built-in callable objects (partial, lru_cache wrappers, itemgetter,
# attrgetter, methodcaller) have __call__, as every callable does in
# CPython: hasattr(x, "__call__") agrees with callable(x).
import functools
import operator


def scale(x, factor=2):
    return x * factor


@functools.lru_cache(maxsize=None)
def square(n):
    return n * n


class Temperature:
    def __init__(self, c):
        self.celsius = c

    def describe(self, unit="C"):
        return "%s%s" % (self.celsius, unit)


objects = [
    functools.partial(scale, factor=10), square, operator.itemgetter(1),
    operator.attrgetter("celsius"), operator.methodcaller("describe", unit="K"),
    len, scale, Temperature, Temperature(3).describe, 5, "text", None,
]
for obj in objects:
    print(type(obj).__name__, callable(obj), hasattr(obj, "__call__"))

print(functools.partial(scale, factor=10).__call__(4))
print(square.__call__(12), square.cache_info().hits, square(12), square.cache_info().hits)
print(operator.itemgetter(1).__call__("xyz"), operator.itemgetter(0, 2).__call__("xyz"))
print(operator.attrgetter("celsius").__call__(Temperature(21)))
print(operator.methodcaller("describe", unit="K").__call__(Temperature(300)))


class Tagged(functools.partial):
    "A partial that counts its calls."
    calls = 0

    def __call__(self, *args, **kwargs):
        Tagged.calls += 1
        return super().__call__(*args, **kwargs)


tagged = Tagged(scale, 3)
print(tagged(), tagged(factor=5), tagged.__call__(), Tagged.calls)


def attempt(label, fn):
    try:
        print(label, fn())
    except TypeError as e:
        print(label, "TypeError:", e)


attempt("unbound", lambda: functools.partial.__call__(functools.partial(scale, 1)))
attempt("no self", lambda: functools.partial.__call__())
attempt("wrong self", lambda: operator.itemgetter.__call__(len, "ab"))
attempt("missing arg", lambda: functools.partial(scale).__call__())
apply_all = [f.__call__ for f in (operator.itemgetter(0), functools.partial(scale, factor=3))]
print([g([7, 8]) for g in apply_all])
