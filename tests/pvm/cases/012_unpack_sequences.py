# tuple/list unpacking from many iterables
a, b = [1, 2]
print(a, b)
a, b = "xy"
print(a, b)
a, b = range(2)
print(a, b)
a, b = {"k1": 1, "k2": 2}
print(a, b)
a, b = (x * x for x in (3, 4))
print(a, b)
(a, b), (c, d) = [[1, 2], "cd"]
print(a, b, c, d)
[a, [b, [c, d]]] = [1, [2, [3, 4]]]
print(a, b, c, d)
for i, (k, v) in enumerate({"x": 1, "y": 2}.items()):
    print(i, k, v)
pairs = [(1, "one"), (2, "two")]
for n, word in pairs:
    print(n, word)
for (x, y), z in [((1, 2), 3), ((4, 5), 6)]:
    print(x + y + z)
def ret():
    return 1, [2, 3]
p, (q, r) = ret()
print(p, q, r)
m = [0, 0]
m[0], m[1] = 5, 6
print(m)
class P:
    pass
o = P()
o.x, o.y = 3, 4
print(o.x, o.y)
d = {}
d["a"], d["b"] = b"hi"
print(d)
def bad(value, n):
    try:
        if n == 2:
            a, b = value
            print("ok", a, b)
        else:
            a, b, c = value
            print("ok", a, b, c)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
bad([1, 2, 3], 2)
bad([1], 2)
bad([], 2)
bad("abcd", 3)
bad(5, 2)
bad(None, 3)
bad(range(10), 2)
bad(iter([1, 2]), 3)
bad((i for i in range(5)), 2)
bad({"a": 1}, 2)
