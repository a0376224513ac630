# callable(), iter() (both forms), next() with default
import functools
class C:
    def __call__(self):
        return 1
    def meth(self):
        pass
print([callable(x) for x in [len, print, C, C(), C().meth, lambda: 0, 5, "s", None, [], str.upper, functools.partial(len), object]])
it = iter([10, 20])
print(next(it), next(it), next(it, "default"), next(it, None))
try:
    next(it)
except StopIteration as e:
    print(type(e).__name__, e.args)
print(list(iter(range(3))), list(iter("ab")), list(iter((1,))), list(iter({"k": 0})), list(iter(b"\x01")))
counter = [0]
def tick():
    counter[0] += 1
    return counter[0]
print(list(iter(tick, 4)), counter)
vals = iter([3, 2, 1, 0, 5])
print(list(iter(lambda: next(vals), 0)), list(vals))
for bad in [5, None, 1.5]:
    try:
        iter(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    iter(5, 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    next(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    next([1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    next()
except TypeError as e:
    print(type(e).__name__, e)
class It:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration("exhausted")
        return self.n
i = It()
print(next(i), next(i), next(i), next(i, "dflt"))
i2 = It()
print(list(i2), list(i2))
def raising():
    raise StopIteration
print(next(iter([]), "empty default"))
sentinel_iter = iter(lambda: "x", "x")
print(list(sentinel_iter))
print(callable(iter), callable(next), callable(It()), callable(It))
