N = None
S = "x"
class A:
    def m(self, x): return x
    def __eq__(self, o): return True
def f(a, b, *, c=1): return a
def g(a, /, b): return a
def h(*args, key): return key
def k(**kw): return kw
calls = [
    lambda: f(1), lambda: f(1, 2, 3), lambda: f(1, 2, d=4), lambda: f(1, 2, a=3), lambda: f(),
    lambda: g(a=1, b=2), lambda: h(1, 2), lambda: A().m(), lambda: A().m(1, 2), lambda: A.m(1),
    lambda: k(1), lambda: (lambda: 0)(1), lambda: f(1, 2, c=3, **{"c": 4}), lambda: f(*[1, 2, 3, 4]),
    lambda: hash(A()), lambda: {A(): 1}, lambda: A() < A(), lambda: [A()] < [A()], lambda: sorted([A(), A()]),
    lambda: int(""), lambda: int(" "), lambda: int("1e3"), lambda: int(float("inf")), lambda: int(float("nan")),
    lambda: "abc"[1:2:0], lambda: [1, 2, 3].remove(5), lambda: (1, 2).index(3), lambda: "x".index("y"),
    lambda: ",".join(["a", 1]), lambda: "%s %s" % (1,), lambda: "%s" % (1, 2), lambda: format(1.5, "d"),
    lambda: format(A(), "x"), lambda: format("s", "d"), lambda: "{0} {1}".format(1), lambda: "{x}".format(y=1),
    lambda: "{:,s}".format("a"), lambda: [1, 2][5], lambda: [1, 2].pop(7), lambda: [].remove(1), lambda: {}.pop("a"),
    lambda: list(range(3))[::2].__setitem__(slice(None), [1]) or None, lambda: exec_ok if False else None,
    lambda: zip([1], [1, 2], strict=True).__next__() and list(zip([1], [1, 2], strict=True)), lambda: min([]),
    lambda: max([], default=None) or max(1, 2, default=3), lambda: divmod("a", 1), lambda: float([]),
    lambda: int([]), lambda: str(b"x", "utf-8", "bad", 1), lambda: list(1), lambda: dict(1), lambda: [] * [],
    lambda: None + 1, lambda: N(), lambda: N[0], lambda: (1).x, lambda: int.x, lambda: A.zzz,
    lambda: len(A()), lambda: iter(A()), lambda: next([]), lambda: reversed(5), lambda: abs(None),
    lambda: 1 < "a", lambda: "a" >= None, lambda: [] > (), lambda: ~1.5, lambda: -[1], lambda: 1 << -1,
    lambda: 2 ** -1 % 0, lambda: pow(2, 3, 0), lambda: pow(2.0, 3, 5), lambda: round(1.5, "a"), lambda: chr(0x110000),
    lambda: bytes([256]), lambda: bytes("abc"), lambda: bytearray("x"), lambda: "a".encode("nope"),
    lambda: b"x".decode("nope"), lambda: int("z", 36) and int("9", 8), lambda: int("10", 37), lambda: range(0, 10, 0),
    lambda: [1][N], lambda: "abc"[S], lambda: {}[[1]], lambda: (1, 2) + [3], lambda: [1] + (2,),
    lambda: {"a": 1} + {"b": 2}, lambda: "a" - "b", lambda: 3 @ 4, lambda: setattr(1, "x", 2), lambda: delattr(A(), "q"),
    lambda: isinstance(1, "int"), lambda: issubclass(1, int), lambda: super(), lambda: type(1, 2), lambda: object(1),
    lambda: A(1), lambda: sum([1], "a"), lambda: sorted([3, 1], key=1), lambda: list.sort([2, 1], reverse=None),
    lambda: getattr(A(), 1), lambda: "abc".replace(1, 2), lambda: "abc".center(5, "xy"), lambda: "a".zfill("x"),
    lambda: tuple.__new__(1), lambda: [].index(), lambda: dict.fromkeys(), lambda: "".join(5), lambda: enumerate([], "x"),
]
for i, c in enumerate(calls):
    try:
        r = c()
        print(i, "ok", repr(r))
    except Exception as e:
        print(i, type(e).__name__ + ":", e)
