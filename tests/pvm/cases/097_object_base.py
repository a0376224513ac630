# behaviour inherited from object
class Plain:
    pass
p = Plain()
q = Plain()
print(p == p, p == q, p != q, p.__eq__(q), p.__ne__(p))
print(type(p).__name__, p.__class__ is Plain, isinstance(p, object))
print(Plain.__bases__, Plain.__mro__, object.__mro__)
print(str(p) == repr(p), len(repr(p).split()) > 1)
print(hash(p) == hash(p), isinstance(hash(p), int))
o = object()
try:
    o.x = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    object(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Plain(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    p < q
except TypeError as e:
    print(type(e).__name__, e)
print(p.__lt__(q), p.__eq__(1))
print(object.__name__, type(object).__name__, type(type).__name__)
print(isinstance(Plain, type), isinstance(int, type), issubclass(type, object))
print(type(5), type("s"), type([]), type(None), type(Plain), type(p))
class WithInit:
    def __init__(self, a, b=2):
        self.a, self.b = a, b
w = WithInit(1)
print(w.__dict__, vars_ if (vars_ := w.__dict__) else None)
w.__dict__.update(c=3)
print(w.c, sorted(w.__dict__.items()))
class Sub(WithInit):
    pass
print(Sub(5).__dict__, Sub.__init__ is WithInit.__init__)
print(Plain.__name__, Plain.__qualname__, Plain.__module__)
print(object.__init__(p) is None, object.__str__(p) == object.__repr__(p))
print(p.__class__.__class__.__name__, issubclass(Plain, object))
print(getattr(p, "__dict__"), hasattr(p, "__init__"), hasattr(Plain, "__dict__"), hasattr(p, "zzz"))
class R:
    def __repr__(self):
        return "R()"
print(str(R()), format(R()), f"{R()}", [R()], "%s" % R())
