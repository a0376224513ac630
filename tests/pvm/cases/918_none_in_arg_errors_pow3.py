# Argument-parsing errors name None as "None" (not "NoneType"), and
# three-argument pow() decides as int and float do, subclasses included.
import heapq


def attempt(label, fn):
    try:
        print(label, repr(fn()))
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__, e)


attempt("replace", lambda: "abc".replace(None, "x"))
attempt("replace int", lambda: "abc".replace(1, "x"))
attempt("center", lambda: "abc".center(7, None))
attempt("center str", lambda: "abc".center(7, "ab"))
attempt("format", lambda: format(3.5, None))
attempt("format int", lambda: format(3.5, 2))
attempt("__format__", lambda: (5).__format__(None))
attempt("to_bytes", lambda: (5).to_bytes(2, None))
attempt("to_bytes ok", lambda: (5).to_bytes(2, "little"))
attempt("bytes center", lambda: b"ab".center(6, None))
attempt("heappush", lambda: heapq.heappush(None, 1))
attempt("heappop", lambda: heapq.heappop(None))
attempt("heapify", lambda: heapq.heapify((3, 1)))
attempt("type name", lambda: type(None, (), {}))
attempt("type bases", lambda: type("X", None, {}))
attempt("type dict", lambda: type("X", (), None))
attempt("group msg", lambda: ExceptionGroup(None, [ValueError()]))
attempt("percent f", lambda: "%f" % None)
attempt("ljust", lambda: "abc".ljust(None))
attempt("index", lambda: [1, 2].index(1, None))
attempt("subscript", lambda: "abc"[[None][0]])


class MyInt(int):
    pass


class MyFloat(float):
    pass


class Power:
    def __pow__(self, exp, mod=None):
        return ("Power.__pow__", exp, mod)

    def __rpow__(self, base):
        return "never with a modulus"


cases = [
    (2, 10, 1000), (2, -1, 7), (True, 3, 5), (MyInt(3), 4, 5), (3, MyInt(4), MyInt(5)),
    (2.0, 3, 5), (2, 3.0, 5), (2, 3, 5.0), (MyFloat(2.0), 3, 5), (2, 3, MyFloat(5.0)),
    (1.5, "a", 2), (2, "a", 1.5), ("a", 2, 1.5), (None, 1.5, 2), ([1], 2, 3.0),
    (2, 3, "x"), ("a", "b", "c"), (2, 3, None), (2.5, 2, None),
    (Power(), 2, 3), (2, Power(), 3), (2, 3, Power()), (1.5, Power(), 3),
    (2, 3, 0), (0, -1, 5), (MyInt(2), -1, 4),
]
for base, exp, mod in cases:
    names = ", ".join(type(v).__name__ for v in (base, exp, mod))
    try:
        print("pow(%s) ->" % names, repr(pow(base, exp, mod)))
    except (TypeError, ValueError) as e:
        print("pow(%s) !" % names, type(e).__name__, e)
