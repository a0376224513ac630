# The entries a class statement adds to the class's namespace, in CPython's
# order: the body's names, then __slots__ members, then __doc__, then the
# __hash__ = None that __eq__ without __hash__ implies.
# (__dict__ and __weakref__, which CPython also adds, are left out.)


def names(cls):
    return [k for k in vars(cls) if k not in ("__dict__", "__weakref__")]


class E:
    def __eq__(self, o):
        return True


class S:
    __slots__ = ("a", "b")

    def __eq__(self, o):
        return True


class D:
    "doc"
    __slots__ = ("a",)

    def __eq__(self, o):
        return True

    def __hash__(self):
        return 1


class N:
    def __new__(cls):
        return super().__new__(cls)

    def __init_subclass__(cls, **kw):
        pass


class Sub(S):
    __slots__ = ("c",)
    x = 1


class Plain:
    y = 2

    def m(self):
        return self.y


for cls in (E, S, D, N, Sub, Plain):
    print(cls.__name__, names(cls))
print(E.__hash__, S.__doc__, D.__doc__, Plain().m(), Sub.__slots__)
s = Sub()
s.a, s.c = 1, 3
print(s.a, s.c, hasattr(s, "b"), type(vars(Sub)["c"]).__name__)
try:
    hash(E())
except TypeError as e:
    print("TypeError", e)
