class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
class NotFound(AppError):
    pass
def find(d, k):
    try:
        return d[k]
    except KeyError as e:
        raise NotFound(404, f"missing {k}") from e
try:
    find({}, "x")
except AppError as e:
    print(type(e).__name__, e.code, e, e.args, repr(e), type(e.__cause__).__name__, e.__cause__, e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("during")
except ValueError as e:
    print(repr(e), repr(e.__context__), e.__cause__)
for f in [lambda: {}["k"], lambda: [][0], lambda: (1,)[5], lambda: "abc"[10], lambda: {}[(1, 2)], lambda: int("x"),
          lambda: None.foo, lambda: len(5), lambda: "a" + 1, lambda: 1 + "a", lambda: [] + (), lambda: {}[[]],
          lambda: abs("x"), lambda: max([]), lambda: [1, 2].index(5), lambda: [].pop(), lambda: {}.popitem(),
          lambda: "x".foo, lambda: int.foo, lambda: (lambda a, b: 0)(1), lambda: (lambda a: 0)(1, 2),
          lambda: (lambda: 0)(x=1), lambda: next(iter([])), lambda: "abc".split(1), lambda: sorted([1, "a"]),
          lambda: 2 ** "a", lambda: -"a", lambda: "a" * "b", lambda: [1][len("a") * 1.5], lambda: hash([]), lambda: (lambda: 5)()(),
          lambda: tuple(5), lambda: dict([1]), lambda: "%d" % "x", lambda: "{:d}".format("x"), lambda: chr(-1),
          lambda: ord("ab"), lambda: list.append(), lambda: divmod(1, 0), lambda: float("abc"), lambda: range(1.5),
          lambda: object().x, lambda: setattr(object(), "x", 1), lambda: "abc".index("z"), lambda: {"a": 1}.pop("b"),
          lambda: [1, 2, 3][::0], lambda: int("5", 1), lambda: round("x"), lambda: sum(["a", "b"]), lambda: min(1),
          lambda: isinstance(1, 2), lambda: getattr(1, "x"), lambda: iter(5), lambda: enumerate(5), lambda: zip(1)]:
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__ + ":", e)
def fin():
    try:
        return "try"
    finally:
        print("finally runs")
print(fin())
def fin2():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("f", i)
    return i
print(fin2())
try:
    raise KeyError("a", "b")
except KeyError as e:
    print(e, repr(e), str(KeyError("x")), str(KeyError()), repr(ValueError()))
e = ValueError("x")
print(e.args, str(e), isinstance(e, Exception), issubclass(ValueError, StandardError) if False else 0)
print(issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError), KeyboardInterrupt.__mro__)
try:
    assert 1 == 2, "math broke"
except AssertionError as e:
    print("AssertionError:", e)
class E2(Exception):
    def __str__(self):
        return "custom str"
print(str(E2()), repr(E2(1)), E2.__name__, E2.__qualname__)
try:
    raise E2
except E2 as e:
    print("caught", e)
try:
    raise TypeError
except Exception as e:
    print(repr(e), e.args)
try:
    try:
        raise ValueError(1)
    finally:
        print("cleanup")
except ValueError as e:
    print("outer", e)
def g():
    try:
        yield 1
    except GeneratorExit:
        print("closing")
        raise
x = g(); next(x); x.close()
try:
    raise ExceptionGroup("eg", [ValueError(1)]) if False else StopIteration(5)
except StopIteration as e:
    print(e.value, e)
