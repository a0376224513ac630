# == and != between instances: identity by default, but any __eq__ or
# __ne__ on either side (own, inherited, added or removed later) and
# built-in bases take part as in CPython.
class Plain:
    pass


class Sub(Plain):
    pass


class WithEq(Plain):
    def __eq__(self, other):
        return "WithEq.__eq__"


class OnlyNe:
    def __ne__(self, other):
        return "OnlyNe.__ne__"


class L(list):
    pass


def eq(a, b):
    return a == b


def ne(a, b):
    return a != b


p, q, s = Plain(), Plain(), Sub()
for i in range(2):
    print(eq(p, p), eq(p, q), ne(p, q), ne(s, s), eq(p, s), ne(s, p))
w = WithEq()
print(eq(p, w), eq(w, p), ne(w, p))
o = OnlyNe()
print(eq(o, o), eq(o, p), ne(o, p), ne(p, o), ne(o, o))
print(eq(L([1]), L([1])), ne(L([1]), L([2])), eq(L(), []), eq([], L()))
Plain.__eq__ = lambda self, other: "added"
print(eq(p, q), ne(p, q), eq(s, p), eq(p, 1), eq(1, p))
del Plain.__eq__
print(eq(p, q), ne(p, q), eq(p, p))
Sub.__ne__ = lambda self, other: "Sub.__ne__"
print(ne(s, p), ne(p, s), ne(p, q), eq(s, s))
del Sub.__ne__
print(ne(s, p), ne(s, s))


class Meta(type):
    def __eq__(cls, other):
        return "Meta.__eq__"

    __hash__ = type.__hash__


class C(metaclass=Meta):
    pass


c1, c2 = C(), C()
print(eq(c1, c2), eq(c1, c1), eq(C, C), ne(c1, c2))
items = [p, q, s]
print(items.index(s), s in items, Plain() in items, items.count(p))
print(eq(p, None), ne(None, p), eq(p, "x"))
try:
    p < q
except TypeError as e:
    print("TypeError", e)
