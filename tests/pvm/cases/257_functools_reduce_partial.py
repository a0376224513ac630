# functools.reduce and functools.partial
from functools import reduce, partial
import operator
print(reduce(operator.add, [1, 2, 3, 4]), reduce(operator.mul, range(1, 11)), reduce(lambda a, b: a + b, ["a", "b", "c"]))
print(reduce(operator.add, [], 0), reduce(operator.add, [5]), reduce(lambda acc, x: acc + [x * 2], [1, 2, 3], []))
print(reduce(max, [3, 9, 2, 7]), reduce(lambda a, b: a * 10 + b, [1, 2, 3, 4, 5]), reduce(operator.or_, [1, 2, 4, 8]))
print(reduce(lambda d, kv: {**d, kv[0]: kv[1]}, [("a", 1), ("b", 2)], {}))
print(reduce(lambda acc, s: acc + len(s), ["ab", "cde", ""], 0), reduce(operator.concat, [[1], [2, 3]], []))
try:
    reduce(operator.add, [])
except TypeError as e:
    print(type(e).__name__, e)
try:
    reduce(operator.add, 5)
except TypeError as e:
    print(type(e).__name__, e)
steps = []
def traced(a, b):
    steps.append((a, b))
    return a + b
print(reduce(traced, [1, 2, 3, 4], 100), steps)
def power(base, exp, mod=None):
    return pow(base, exp, mod)
square = partial(power, exp=2)
cube = partial(power, exp=3)
two_to = partial(power, 2)
print(square(5), cube(3), two_to(10), two_to(exp=100, mod=1000), square(7, mod=10))
print(square.func is power, square.args, square.keywords, two_to.args, two_to.keywords)
int2 = partial(int, base=2)
print(int2("1011"), int2("1111", base=10), list(map(int2, ["1", "10", "11"])))
join_dash = partial("-".join)
print(join_dash(["a", "b"]), partial(sorted, reverse=True)([3, 1, 2]), partial(max, default=0)([]))
nested = partial(partial(power, 3), 4)
print(nested(), nested.func is power, nested.args)
p = partial(print, "prefix:", sep="|")
p("a", "b")
p("c", sep="+")
try:
    partial()
except TypeError as e:
    print(type(e).__name__, e)
try:
    partial(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    square()
except TypeError as e:
    print(type(e).__name__, e)
adders = [partial(operator.add, i) for i in range(3)]
print([f(10) for f in adders], callable(adders[0]))
print(reduce(lambda f, g: lambda x: g(f(x)), [partial(operator.mul, 2), partial(operator.add, 3), str])(5))
