# starred assignment targets and starred expressions in displays/calls
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "hello"
print(init, last)
a, *mid, z = range(6)
print(a, mid, z)
a, *mid, z = (1, 2)
print(a, mid, z)
*everything, = (5, 6)
print(everything)
head, *tail = "x"
print(head, tail, type(tail).__name__)
(a, *b), c = [1, 2, 3], 4
print(a, b, c)
for x, *ys in [(1, 2, 3), (4,), (5, 6)]:
    print(x, ys)
print([*range(3), *"ab", *(9,)])
print((*[1, 2], 3))
print({**{"a": 1}, "b": 2, **{"a": 3}})
print({"x": 0, **dict(y=1)})
def f(*args, **kwargs):
    return args, kwargs
print(f(*[1, 2], *(3,), **{"k": 1}, **{"j": 2}))
print(f(0, *range(2), x=1, **{"y": 2}))
print(*[1, 2], sep=" | ")
try:
    a, *b, c = [1]
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, b, *c = ""
except ValueError as e:
    print(type(e).__name__, e)
try:
    f(**{"k": 1}, k=2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(*5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(**[1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    print({**[1, 2]})
except TypeError as e:
    print(type(e).__name__, e)
try:
    print([*None])
except TypeError as e:
    print(type(e).__name__, e)
d1 = {"a": 1}
print({**d1, **d1}, [*d1, *d1.values()])
x, *y, z = b"bytes"
print(x, y, z)
