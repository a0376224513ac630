# calling dunder methods directly through getattr and on types
ops = ["__add__", "__sub__", "__mul__", "__truediv__", "__floordiv__", "__mod__", "__pow__", "__lt__", "__eq__", "__and__", "__lshift__"]
for name in ops:
    print(name, getattr(7, name)(3), getattr(7.5, name, None) and getattr(7.5, name)(2) if name not in ("__and__", "__lshift__") else "n/a")
print(getattr("abc", "__len__")(), getattr([1, 2], "__getitem__")(1), getattr({"k": 1}, "__contains__")("k"))
print(int.__add__(1, 2), str.__mul__("ab", 2), list.__len__([1, 2, 3]), dict.__getitem__({"a": 9}, "a"), tuple.__add__((1,), (2,)))
print((5).__radd__(1), (5).__rsub__(1), (2).__rpow__(3), "x".__rmul__(3), [0].__rmul__(2))
print((1).__add__(1.5), (1.5).__radd__(1), (True).__and__(1), NotImplemented is (1).__add__("s"))
print(type(3).__name__, (3).__class__.__name__, int.__mro__, str.__len__("hey"), object.__eq__(1, 1))
print("%s" % (3).__repr__(), (3).__str__(), (3.0).__repr__(), "é".__repr__(), [1].__repr__(), (None).__repr__())
print((10).__format__("x"), (1.5).__format__(".3f"), "s".__format__(">4"), (10).__bool__(), (0.0).__bool__())
print([1, 2, 3].__reversed__().__next__(), iter([7]).__next__(), range(3).__iter__().__next__(), "ab".__iter__().__next__())
print((4).__neg__(), (4).__pos__(), (4).__invert__(), (-4).__abs__(), (4.5).__trunc__(), (4.5).__floor__(), (4.5).__ceil__())
print((17).__divmod__(5), (17).__rdivmod__(5), (2.5).__divmod__(1), (3).__index__(), (3).__int__(), (3).__float__())
print((1, 2).__hash__() == hash((1, 2)), "x".__hash__() == hash("x"), [].__hash__ is None, {}.__hash__ is None)
print([1, 2].__iadd__([3]), {"a": 1}.__or__({"b": 2}), (1, 2).__contains__(2), (1, 2).__len__(), b"ab".__getitem__(0))
for bad in [lambda: getattr(5, "__nope__"), lambda: (5).__add__(), lambda: int.__add__("a", 1), lambda: str.__len__(5)]:
    try:
        bad()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
