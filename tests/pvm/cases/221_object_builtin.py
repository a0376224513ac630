# object(): base of all classes, default methods, direct use of object.__setattr__ etc.
o = object()
print(type(o).__name__, isinstance(o, object), o == o, o != object(), bool(o), hash(o) == hash(o))
for op in [lambda: setattr(o, "x", 1), lambda: o.x, lambda: o < o, lambda: o + o, lambda: len(o), lambda: o[0], lambda: iter(o), lambda: o()]:
    try:
        op()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
print(object.__name__, object.__bases__, object.__mro__, type(object), issubclass(int, object), issubclass(object, object))
class P:
    def __init__(self):
        object.__setattr__(self, "x", 1)
    def __setattr__(self, name, value):
        raise AttributeError("use object.__setattr__")
p = P()
print(p.x, object.__getattribute__(p, "x"))
object.__delattr__(p, "x")
print(hasattr(p, "x"))
class Q:
    pass
q = Q()
print(object.__eq__(q, q), object.__eq__(q, Q()), object.__ne__(q, q), object.__lt__(q, q))
print(object.__str__("s") == repr("s"), object.__format__("x", ""))
try:
    object.__format__(q, "10")
except TypeError as e:
    print(type(e).__name__, e)
print(object().__class__ is object)
sentinel = object()
def find(items, target, default=sentinel):
    for i in items:
        if i == target:
            return i
    if default is sentinel:
        return "no default given"
    return default
print(find([1, 2], 3), find([1, 2], 3, None), find([1, 2], 2))
class WithNew:
    def __new__(cls, *args):
        inst = object.__new__(cls)
        inst.args = args
        return inst
w = WithNew(1, 2)
print(w.args, type(w).__name__)
try:
    object.__new__(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    object.__init__(q, 1)
except TypeError as e:
    print(type(e).__name__, e)
print(object.__init_subclass__ is not None)
class Slots:
    __slots__ = ()
s = Slots()
try:
    s.a = 1
except AttributeError as e:
    print(type(e).__name__, e)
