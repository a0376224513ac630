# unpacking in calls and displays, dict merge operators
def show(*args, **kwargs):
    return f"args={args} kwargs={kwargs}"
a = [1, 2]
t = (3,)
d1 = {"x": 1}
d2 = {"y": 2}
print(show(*a, *t, 4, *range(2)))
print(show(**d1, **d2, z=3))
print(show(*a, **d1, w=0, **{"v": -1}))
print(show(*"ab", *b"c", *{"k": 0}))
print([*a, *t], (*a, *t), [*a, 0, *a])
print({**d1, **d2}, {**d1, "x": 99}, {"x": 99, **d1})
print(d1 | d2, d2 | d1, {"a": 1} | {"a": 2})
m = dict(d1)
m |= d2
m |= [("z", 26)]
print(m)
try:
    d1 | [("q", 1)]
except TypeError as e:
    print(type(e).__name__, e)
def f(a, b, c):
    return a * 100 + b * 10 + c
print(f(*[1, 2, 3]), f(1, *[2, 3]), f(*[1], **{"b": 2, "c": 3}), f(**{"c": 1, "a": 3, "b": 2}))
args = (1, 2)
kwargs = {"c": 3}
print(f(*args, **kwargs))
try:
    f(*args, **kwargs, c=4)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(*[1, 2, 3, 4])
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(**{1: 2})
except TypeError as e:
    print(type(e).__name__, e)
print(max(*[3, 9, 2]), min(*"zay"), print(*[], sep="never") or "printed empty line")
print(list(zip(*[[1, 2, 3], [4, 5, 6]])))
matrix = [[1, 2], [3, 4], [5, 6]]
print([list(r) for r in zip(*matrix)])
first, *_ = zip(*matrix)
print(first)
def kwonly(*, a, b=2):
    return a, b
print(kwonly(**{"a": 1}), kwonly(**dict(a=5, b=6)))
print(dict(**d1, **d2), dict(d1, **d2), dict([("k", 1)], k2=2))
nested = {"outer": {**d1, "inner": [*a, *t]}}
print(nested)
