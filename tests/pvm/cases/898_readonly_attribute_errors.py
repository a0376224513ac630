# Setting or deleting attributes of built-in objects: CPython's messages for
# methods, data attributes (int.real, range.start), classes and functions.
def t(f):
    try:
        print("ok", f())
    except Exception as e:
        print(type(e).__name__ + ":", e)
t(lambda: setattr(1, "real", 5))
t(lambda: delattr(1, "real"))
t(lambda: setattr("a", "upper", 5))
t(lambda: delattr("a", "upper"))
t(lambda: setattr([], "x", 1))
t(lambda: delattr([], "x"))
t(lambda: setattr(int, "x", 1))
t(lambda: delattr(int, "real"))
t(lambda: setattr(ValueError("x"), "args", 5))
def f(): pass
t(lambda: setattr(f, "__name__", 5))
t(lambda: delattr(f, "__name__"))
class C:
    __slots__ = ("a",)
t(lambda: delattr(C(), "a"))
t(lambda: setattr(C(), "b", 1))
t(lambda: delattr(C(), "b"))
t(lambda: setattr(range(3), "start", 1))
t(lambda: setattr(slice(1), "start", 1))
t(lambda: setattr(1.5, "imag", 1))
t(lambda: setattr(True, "real", 1))
t(lambda: setattr(None, "x", 1))
t(lambda: setattr(property(), "fget", 1))
t(lambda: setattr(C, "__name__", 5))
t(lambda: delattr(C, "zz"))
