import itertools
class P:
    def __init__(s, v): s.v = v
    def __repr__(s): return f"P({s.v})"
def gen():
    x = yield 1
    yield x
L = [5, 3, 8, 1]
cases = [
    lambda: ("a,b,,c".split(",", -1), "a b c".rsplit(None, 1), " a  b ".split(" "), "".split(","), "".split()),
    lambda: ("x\x0by\x0cz\x1cw\u2028v".splitlines(), "a\r\n\r\nb".splitlines(keepends=True)),
    lambda: ("abc".count(""), "abc".replace("", "-"), "aaa".replace("a", "b", 0), "abc".replace("b", "")),
    lambda: ("\tab\tc".expandtabs(0), "ab\tc\td".expandtabs(3), "x".center(4, "-"), "x".center(5, "-"), "ab".center(5)),
    lambda: ("ﬁ".upper(), "İ".lower(), "ß".casefold(), "ǈ".title(), "they're bill's".title(), "hello-world_foo".title()),
    lambda: ("\x07".isprintable(), "a b".isprintable(), "".isspace(), "٣".isdecimal(), "Ⅻ".isnumeric(), "x²".isalnum()),
    lambda: ("{0!r:^10}|{0!s:>5}|{0!a}".format("é"), "{:{}{}}".format(3, ">", 5), "{0[a]}{0[b]}".format({"a": 1, "b": 2})),
    lambda: ("%r %a %s" % ("é", "é", "é"), "%-5s|%5s|" % ("ab", "cd"), "%#x %#o %#X" % (255, 8, 255), "%.3d %+05d % d" % (7, 3, 4)),
    lambda: ("%5.1e %g %G %.2g" % (12345.678, 1e-5, 1e20, 0.000123), "%c%c" % (65, "b"), "%s" % [1, 2], "%d%%" % 50),
    lambda: ("%(x)s %(x)r" % {"x": "y"}, "%i %u" % (3, 4), "%x" % -255, "%o" % -8, "%e" % 0, "%.0f %.0f %.0f" % (0.5, 1.5, 2.5)),
    lambda: ("abc".format_map({}), "{a}".format_map({"a": 1}), "{}".format(None), "{!r}".format(P(1)), format(P(2), "")),
    lambda: ("abc"[::-1], "abcdef"[-2:], "abcdef"[1:-1:2], "abc"[5:], "abc"[-5:1], "abc"[1:1]),
    lambda: (L[::], L[1::2], L[::-1][1:3], L[-1:-5:-2], L[10:], L[-100:2]),
    lambda: (sorted(L, reverse=True), sorted(L, key=lambda v: v % 3), sorted([(1, "b"), (0, "a")], key=lambda t: t[1])),
    lambda: ([L.index(8), L.count(3), L.copy(), L + [0], L * 0]),
    lambda: ((lambda l: (l.insert(100, 9), l.insert(-100, 0), l))(list(L))),
    lambda: ((lambda l: (l.__setitem__(slice(1, 3), [7, 7, 7]), l))(list(L))),
    lambda: ((lambda l: (l.__setitem__(slice(None, None, 2), [0, 0]), l))(list(L))),
    lambda: ((lambda l: (l.__delitem__(slice(None, None, 2)), l))(list(L))),
    lambda: ((lambda l: (l.extend(l), l))([1, 2])),
    lambda: ((lambda l: (l.sort(key=lambda v: -v), l))(list(L))),
    lambda: ((lambda l: (l.reverse(), l.pop(0), l.pop(), l))(list(L))),
    lambda: ((lambda l: (l.remove(3), l.clear(), l))(list(L))),
    lambda: ((lambda d: (d.popitem(), d.popitem(), d))({"a": 1, "b": 2, "c": 3})),
    lambda: ((lambda d: (d.update([("x", 1)], y=2), d.update({"x": 0}), d))({})),
    lambda: ((lambda d: (d.pop("a", None), d.setdefault("a", 5), d))({"a": 1})),
    lambda: ((lambda d: (list(d.keys()), list(d.values()), list(d.items()), list(reversed(d.items()))))({"k": 1, "j": 2})),
    lambda: ((lambda d: (d.__delitem__("a"), d.__setitem__("a", 9), list(d)))({"a": 1, "b": 2})),
    lambda: (dict([("a", 1), ["b", 2]]), dict({"a": 1}, b=2), dict.fromkeys(range(3)), {**{}, **dict(a=1)}),
    lambda: ({1: "a", True: "b", 1.0: "c"}, {(1, 2): "t"}, {None: 0}),
    lambda: (list(itertools.chain([1], (2,), "3", {4: 5})), list(zip()), list(zip([1, 2, 3]))),
    lambda: (list(map(str, range(3))), list(map(lambda *a: a, [1, 2], "ab", (9,)))),
    lambda: (list(enumerate([])), list(enumerate("ab", -1))),
    lambda: ([x * y for x in range(3) for y in range(3) if x != y if y]),
    lambda: ([[j for j in range(i)] for i in range(4)]),
    lambda: ({i: i ** 2 for i in range(4) if i % 2}),
    lambda: (list((x for x in range(3)))),
    lambda: ([(lambda v=v: v)() for v in "abc"]),
    lambda: ([*"ab", *range(2)], (*"xy",), {"a": 1, **{"b": 2}}),
    lambda: ([a for a, *_ in [(1, 2, 3), (4, 5)]]),
    lambda: (int.__name__, str.__qualname__, list.__module__ if hasattr(list, "__module__") else 0, P.__module__),
    lambda: (type(None)(), type(1)("5"), type("")(5), type([])("ab"), type(())(range(2)), bool.__base__),
    lambda: (object.__name__, object().__class__.__name__, type.__name__, type(type).__name__),
    lambda: (isinstance(P, type), isinstance(P(1), object), issubclass(P, object), issubclass(type, object)),
    lambda: (str.join(",", ["a", "b"]), str.upper("x"), list.__len__([1]), dict.get({"a": 1}, "a")),
    lambda: (getattr(str, "upper")("m"), getattr("s", "upper")(), "x".__class__, (1).__class__.__mro__),
]
for i, c in enumerate(cases):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__, e)
