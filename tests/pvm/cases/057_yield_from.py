# yield from: delegation, return values, send/throw passthrough
def inner():
    x = yield "inner-1"
    print("  inner got", x)
    y = yield "inner-2"
    print("  inner got", y)
    return "inner-result"
def outer():
    result = yield from inner()
    print("  outer got result", result)
    yield "outer-final"
g = outer()
print(next(g))
print(g.send("a"))
print(g.send("b"))
print(next(g, "done"))
def chain(*iterables):
    for it in iterables:
        yield from it
print(list(chain([1, 2], "ab", range(3), (x * x for x in [4, 5]))))
def flatten(nested):
    for item in nested:
        if isinstance(item, list):
            yield from flatten(item)
        else:
            yield item
print(list(flatten([1, [2, [3, [4, []]], 5], [[6]]])))
def catcher():
    while True:
        try:
            yield "waiting"
        except ValueError as e:
            print("  catcher handled", e)
def delegator():
    yield from catcher()
d = delegator()
next(d)
print(d.throw(ValueError("via delegator")))
d.close()
def sub_returns():
    yield 1
    return 10
def summing():
    total = 0
    for _ in range(3):
        total += yield from sub_returns()
    return total
s = summing()
print(list(s))
def capture():
    return (yield from summing())
c = capture()
vals = []
try:
    while True:
        vals.append(next(c))
except StopIteration as e:
    print(vals, "returned", e.value)
def tree(n, depth=0):
    yield "  " * depth + str(n)
    for child in range(n):
        yield from tree(child, depth + 1)
print("\n".join(tree(3)))
def yf_iterator():
    r = yield from iter([7, 8])
    yield ("iterator returns", r)
print(list(yf_iterator()))
def gen_of_gens():
    yield from (i for i in range(3))
    yield from {"k1": 1, "k2": 2}
    yield from b"AB"
print(list(gen_of_gens()))
