# *args and **kwargs: collection, forwarding, ordering
def collect(*args, **kwargs):
    return args, kwargs
print(collect())
print(collect(1, 2))
print(collect(a=1, b=2))
print(collect(1, *[2, 3], x=4, **{"y": 5}))
print(type(collect(1)[0]).__name__, type(collect(a=1)[1]).__name__)
def forward(*args, **kwargs):
    return collect(*args, **kwargs)
print(forward(1, k="v"))
def mixed(a, b=2, *rest, key="k", **opts):
    return f"a={a} b={b} rest={rest} key={key} opts={opts}"
print(mixed(1))
print(mixed(1, 2, 3, 4))
print(mixed(1, key="K", z=26, y=25))
print(mixed(*range(5), **{"key": None, "extra": True}))
def total(*nums):
    s = 0
    for n in nums:
        s += n
    return s
print(total(), total(1), total(1, 2, 3.5), total(*range(101)))
def kw_order(**kw):
    return list(kw)
print(kw_order(z=1, a=2, m=3))
print(kw_order(**{"b": 1}, a=2))
def modify(*args, **kwargs):
    kwargs["added"] = True
    return args + (99,), kwargs
orig = {"x": 1}
print(modify(**orig), orig)
def attempt(fn, *a, **k):
    try:
        print(fn(*a, **k))
    except TypeError as e:
        print(type(e).__name__, e)
def two(a, b):
    return a + b
attempt(two, 1, 2, 3)
attempt(two, 1)
attempt(two)
attempt(two, 1, c=2)
attempt(two, 1, 2, b=3)
attempt(two, *[1, 2, 3, 4])
attempt(two, **{"a": 1, "b": 2, "c": 3})
def one_default(a, b=1):
    return a, b
attempt(one_default, 1, 2, 3)
def none():
    return "none"
attempt(none, 1)
attempt(none, x=1)
def three(a, b, c):
    return a
attempt(three, 1)
attempt(three)
print(collect(**{"with space": 1, "": 2}))
