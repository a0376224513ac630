# type(), classes as objects, type with three arguments
print(type(1), type(1.0), type("s"), type(b"b"), type([]), type(()), type({}), type(None), type(type))
print(type(len), type(lambda: 0).__name__, type(print).__name__, type(range(1)), type(slice(1)))
print(type(iter([])).__name__, type(iter(())).__name__, type(iter("")).__name__, type(iter({})).__name__)
print(type((x for x in [])).__name__, type(zip()).__name__, type(map(str, [])).__name__, type(enumerate([])).__name__)
print(type(reversed([])).__name__, type(filter(None, [])).__name__, type({}.keys()).__name__, type(NotImplemented).__name__)
class A:
    x = 1
class B(A):
    pass
print(type(A), type(B()), type(B()) is B, type(B()) == A, type(A()) is A)
print(A.__name__, B.__bases__, B.__base__, B.__mro__, B.mro())
Dyn = type("Dyn", (A,), {"y": 2, "hello": lambda self: f"hello from {type(self).__name__}"})
d = Dyn()
print(Dyn, Dyn.__name__, Dyn.__bases__, d.x, d.y, d.hello(), isinstance(d, A))
Empty = type("Empty", (), {})
print(Empty, Empty.__bases__, Empty.__mro__)
try:
    type("Bad", "notatuple", {})
except TypeError as e:
    print(type(e).__name__, e)
try:
    type(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
print(type.__name__, int.__name__, int.__qualname__, str.__mro__, bool.__mro__, object.__bases__)
print(type(int) is type, isinstance(int, type), isinstance(type, type), isinstance(type, object))
classes = [int, float, str, list, dict, tuple, bytes, bytearray, bool, range, type(None)]
print([c.__name__ for c in classes])
print([c() for c in classes[:-2]], classes[-1]() is None)
print(int("5"), float("2.5"), str(9), list("ab"), dict(a=1), tuple([1]), bytes(2), bool(3))
factory = {"int": int, "float": float, "str": str}
print([factory[t](v) for t, v in [("int", "42"), ("float", "1e3"), ("str", 7)]])
print(type(A.x), callable(A), callable(A()))
def make(cls, *a):
    return cls(*a)
print(make(list, "xyz"), make(dict, [("k", 1)]), make(B).x)
print(A.__module__, Dyn.__module__, Dyn.__qualname__)
