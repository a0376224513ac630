# Functions, built-ins and bound methods have __call__ (so the old
# hasattr(x, "__call__") callability test works, and f.__call__(...) calls
# f); the built-in constant __debug__ is True.


def greet(name, punct="!"):
    return "hi " + name + punct


class Greeter:
    def __init__(self, prefix):
        self.prefix = prefix

    def __call__(self, name):
        return self.prefix + name

    def method(self, x):
        return x * 2


class Plain:
    pass


things = [greet, len, print, Greeter("yo "), Greeter("a").method, Plain(), Plain, 42, "s", lambda: 0, str.upper, [].append]
print([hasattr(t, "__call__") for t in things])
print([callable(t) for t in things])
print([hasattr(t, "__call__") == callable(t) for t in things])

print(greet.__call__("ann"), greet.__call__("bob", punct="?"), len.__call__([1, 2, 3]))
print(Greeter("hey ").method.__call__(21), Greeter("hello ").__call__("cy"), max.__call__(3, 9, key=lambda v: -v))
print(greet.__call__.__call__("deep"), type(greet).__call__(greet, "via type"))
try:
    greet.__call__()
except TypeError as e:
    print("TypeError:", e)


def dispatch(handler, *args):
    if not hasattr(handler, "__call__"):
        return "not callable: " + repr(handler)
    return handler(*args)


print(dispatch(greet, "dee"), dispatch(abs, -4), dispatch(3), dispatch(Greeter(">"), "x"))

print(__debug__, type(__debug__).__name__)
if __debug__:
    print("debug mode: asserts run")


def checked(x):
    if __debug__ and x < 0:
        return "negative"
    return "ok"


print(checked(-1), checked(1))
