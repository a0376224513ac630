# Calls of built-in functions right after their loads (abs(x), len(s),
# isinstance(x, int), sqrt(x)): shadowing, bound methods, errors, globals.
from math import sqrt

LIMIT = 3
app = list.append


class Box:
    pass


def shadowed():
    return [abs(-2), len("abc")]


def errors():
    for call in (lambda: abs("x"), lambda: len(5), lambda: isinstance(1),
                 lambda: app(5, 1), lambda: sqrt(-1.0), lambda: abs(missing),
                 lambda: min(), lambda: divmod(1, 0), lambda: next(iter(()))):
        try:
            call()
        except Exception as e:
            print(type(e).__name__, e)


def shadow():
    global abs
    print(shadowed())
    abs = lambda v: "shadow"
    print(shadowed())
    del abs
    print(shadowed())


def main():
    x, s, l = -7, "héllo", [3, 1, 2]
    print(abs(x), abs(2.5), abs(True), len(s), len(l), len(b"ab"))
    print(isinstance(x, int), isinstance(s, str), isinstance(l, tuple), isinstance(True, int))
    print(isinstance(Box(), Box), isinstance(x, (str, int)), min(x, LIMIT), max(l), sorted(l))
    print(sqrt(16.0), ord("a"), chr(98), hash(7) == hash(7), repr(s), divmod(17, LIMIT))
    push = l.append
    push(9)
    app(l, 10)
    print(l)
    acc = ""
    for ch in "ab":
        acc += ch
        print(len(acc), acc.upper())
    it = iter(l)
    print(next(it), next(it), next(it, None))
    errors()
    shadow()
    try:
        print(len(undefined_here))
    except NameError as e:
        print("NameError", e)
    g = (v * 2 for v in range(3))
    print(sum(g), any(g), all(()))


main()
