# Calls of built-in methods right after their loads (xs.append(x),
# d.get(k, 0), mod.f(x)): arguments, errors, subclasses and modules.
import math
from collections import deque


def errors():
    l = []
    for call in (lambda: l.pop(), lambda: l.append(), lambda: l.append(1, 2),
                 lambda: l.pop(1, 2), lambda: {}.get(), lambda: l.index(5),
                 lambda: "ab".split(1), lambda: deque().popleft(), lambda: l.appendx(1),
                 lambda: math.sqrt(-1.0), lambda: math.sqrt("x")):
        try:
            call()
        except Exception as e:
            print(type(e).__name__, e)


def unbound():
    l = []
    try:
        l.append(x)
    except UnboundLocalError as e:
        print("unbound:", e)
    x = 1
    l.append(x)
    return l


class L(list):
    def append(self, v):
        super().append(v * 10)


class D(dict):
    pass


def main():
    l, d, s, q = [], {"a": 1}, "a,b,,c", deque()
    for i in range(4):
        l.append(i)
        q.append(i)
    print(l, l.pop(), l.pop(0), q.popleft(), q.pop(), list(q))
    print(d.get("a"), d.get("b"), d.get("b", 0), s.split(","), s.split(",", 1), s.upper())
    acc = ""
    for ch in "xyz":
        acc += ch
        l.append(acc)
    print(l, math.sqrt(16.0), math.gcd(12, 18))
    sub = L()
    sub.append(3)
    list.append(sub, 4)
    print(sub, type(sub).__name__)
    dd = D(a=2)
    print(dd.get("a"), dd.get("z", "none"), dd.setdefault("k", []), dd)
    m = l.append
    m(99)
    print(l[-1], len(l))
    g = (v for v in range(3))
    l.append(g)
    print(list(l.pop()))
    l.append(l)
    print(len(l), l[-1] is l)
    errors()
    print(unbound())
    try:
        [].pop()
    except IndexError as e:
        print("caught", e)
    t = (1, 2, 1)
    print(t.count(1), t.index(2), b"a-b".split(b"-"), 3.5.is_integer(), (7).bit_length())


main()
