# Argument binding: the positional fast path next to defaults, keywords,
# keyword-only parameters, *args, **kwargs, and their error messages.


def pos(a, b):
    return (a, b)


def dflt(a, b=2, c=3):
    return (a, b, c)


def kwo(a, *, k=1, m):
    return (a, k, m)


def star(a, *rest, **kw):
    return (a, rest, sorted(kw.items()))


def posonly(a, b, /, c=0):
    return (a, b, c)


calls = [
    lambda: pos(1, 2),
    lambda: pos(b=1, a=2),
    lambda: pos(1),
    lambda: pos(1, 2, 3),
    lambda: pos(1, a=1),
    lambda: pos(1, c=1),
    lambda: dflt(1),
    lambda: dflt(1, 5),
    lambda: dflt(1, c=9),
    lambda: dflt(),
    lambda: kwo(1, m=2),
    lambda: kwo(1, 2, m=3),
    lambda: kwo(1),
    lambda: star(1),
    lambda: star(1, 2, 3, x=4, y=5),
    lambda: star(a=1, b=2),
    lambda: posonly(1, 2),
    lambda: posonly(1, 2, c=3),
    lambda: posonly(1, b=2),
]
for i, call in enumerate(calls):
    try:
        print(i, call())
    except TypeError as e:
        print(i, "TypeError:", e)


class Box:
    def __init__(self, v, scale=1):
        self.v = v * scale

    def get(self, extra=0):
        return self.v + extra


boxes = [Box(1), Box(2, 3), Box(v=4), Box(5, scale=2)]
print([b.get() for b in boxes], [b.get(1) for b in boxes])
get = boxes[1].get
print(get(), get(10), get(extra=100))
try:
    Box()
except TypeError as e:
    print("TypeError:", e)
try:
    Box(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    boxes[0].get(1, 2)
except TypeError as e:
    print("TypeError:", e)
