# Keyword arguments bound by the short path (no *args/**kwargs) and the
# errors it leaves to the general one, worded as CPython words them.
def f(a, b=1, c=2, *, d=3, e):
    return (a, b, c, d, e)


def g(a, /, b, c=5):
    return (a, b, c)


def h(a, b):
    return (a, b)


def attempt(fn):
    try:
        print(fn())
    except TypeError as err:
        print("TypeError", err)


print(f(1, e=5), f(1, 2, e=5, c=9), f(a=0, e=1), f(e=1, d=2, c=3, b=4, a=5))
print(g(1, b=2), g(1, 2, c=3), g(1, c=3, b=4))
print(h(b=1, a=2), h(1, b=2))
attempt(lambda: f(1, a=2, e=3))
attempt(lambda: f(1, e=2, z=3))
attempt(lambda: f(1, 2))
attempt(lambda: f(e=1))
attempt(lambda: g(a=1, b=2))
attempt(lambda: g(1, a=1, b=2))
attempt(lambda: h(1, 2, b=3))
attempt(lambda: h(1, c=3))
attempt(lambda: h(b=3))
attempt(lambda: h(1, 2, 3, b=4))
kw = {"b": 7, "a": 8}
print(h(**kw), f(1, **{"e": 2, "c": 4}))
attempt(lambda: h(1, **kw))


class K:
    def m(self, x, y=0, *, z=1):
        return (x, y, z)


k = K()
print(k.m(1, z=2), k.m(x=3), k.m(1, y=2, z=3), K.m(k, y=1, x=2))
attempt(lambda: k.m(1, self=2))
attempt(lambda: k.m(y=2))
for i in range(3):
    print(f(i, e=i * 2, d=i), g(i, b=-i))
