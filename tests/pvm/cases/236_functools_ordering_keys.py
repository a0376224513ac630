# functools.total_ordering, cmp_to_key, cached_property, partial objects, update_wrapper
import functools
from functools import total_ordering, cmp_to_key, cached_property, partial, reduce
@total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts
    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))
a, b, c = Version(1, 2), Version(1, 10), Version(1, 2)
print(a < b, a <= c, a > b, b >= a, a >= c, a != b, sorted([b, a, Version(0, 9)]))
print(Version.__gt__.__name__, Version.__le__(a, 5), max(a, b), min([b, c]))
@total_ordering
class Desc:
    def __init__(self, n):
        self.n = n
    def __gt__(self, other):
        return self.n > other.n
print(Desc(1) < Desc(2), Desc(3) <= Desc(2), Desc(2) >= Desc(2))
try:
    total_ordering(type("Bare", (), {}))
except ValueError as e:
    print(type(e).__name__, e)
def by_len_then_alpha(x, y):
    if len(x) != len(y):
        return len(x) - len(y)
    return (x > y) - (x < y)
words = ["pear", "fig", "apple", "kiwi", "date"]
print(sorted(words, key=cmp_to_key(by_len_then_alpha)), sorted(words, key=cmp_to_key(by_len_then_alpha), reverse=True))
k = cmp_to_key(lambda x, y: x - y)
print(k(1) < k(2), k(3) == k(3), k(5).obj, max([4, 9, 2], key=cmp_to_key(lambda x, y: y - x)))
class Circle:
    def __init__(self, r):
        self.r = r
        self.computed = 0
    @cached_property
    def area(self):
        self.computed += 1
        return 3 * self.r * self.r
ci = Circle(2)
print(ci.area, ci.area, ci.computed, "area" in ci.__dict__, type(Circle.area).__name__)
del ci.area
print(ci.area, ci.computed)
def volume(l, w, h=1, *, unit="cm"):
    return f"{l * w * h}{unit}"
p = partial(volume, 2, unit="m")
print(p(3), p(3, 4), p(3, unit="mm"), p.func is volume, p.args, p.keywords)
p.note = "attr"
print(p.note, repr(partial(max, 1, key=abs)), callable(p))
pp = partial(p, 5)
print(pp(), pp.args, pp.keywords, pp.func is volume)
def wrapper(*args):
    return sum(args)
def documented(a, b):
    "Adds."
    return a + b
documented.flag = True
functools.update_wrapper(wrapper, documented)
print(wrapper.__name__, wrapper.__doc__, wrapper.flag, wrapper.__wrapped__ is documented, wrapper(1, 2, 3))
print(reduce(lambda acc, v: acc * 2 + v, [1, 0, 1, 1], 0), functools.cache(lambda n: n * 2)(21))
