# Ellipsis and NotImplemented singletons
print(Ellipsis, ..., repr(...), Ellipsis is ..., type(...).__name__)
print(bool(...), ... == Ellipsis, str(Ellipsis))
def stub():
    ...
print(stub())
class Todo:
    def method(self):
        ...
print(Todo().method())
x = [1, ..., 3]
print(x, x.count(...), ... in x)
class Indexer:
    def __getitem__(self, key):
        return key
ix = Indexer()
print(ix[...], ix[1, ...], ix[..., 0], ix[:, ...], ix[1:2, ..., ::3])
print({...: "ellipsis key"}[...])
print(NotImplemented, repr(NotImplemented), type(NotImplemented).__name__)
class A:
    def __eq__(self, other):
        return NotImplemented
    def __add__(self, other):
        return NotImplemented
    def __radd__(self, other):
        return NotImplemented
a = A()
print(a == a, a == 1, a != 1)
try:
    a + 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    1 + a
except TypeError as e:
    print(type(e).__name__, e)
try:
    a + a
except TypeError as e:
    print(type(e).__name__, e)
print(int.__add__(1, "x"), (1).__eq__("1"), "a".__lt__(1), [].__eq__(5))
print((5).__add__(2.0), (2.0).__radd__(5), (3).__mul__([1]), [1].__mul__(3))
print((1).__truediv__(4), (1.0).__rtruediv__(4))
class Cmp:
    def __lt__(self, other):
        return NotImplemented
try:
    Cmp() < Cmp()
except TypeError as e:
    print(type(e).__name__, e)
print(NotImplemented is NotImplemented, NotImplemented == NotImplemented)
print(Ellipsis.__class__.__name__, NotImplemented.__class__.__name__)
