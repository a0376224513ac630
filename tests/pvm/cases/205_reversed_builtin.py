# reversed() on sequences, dict views, custom __reversed__ and sequence protocol
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed((1, 2))), list(reversed(range(5))), list(reversed(b"ab")))
print(list(reversed(range(0, 20, 3))), list(reversed(range(5, 0, -2))), list(reversed([])), "".join(reversed("hello")))
d = {"a": 1, "b": 2, "c": 3}
print(list(reversed(d)), list(reversed(d.keys())), list(reversed(d.values())), list(reversed(d.items())))
r = reversed([1, 2, 3])
print(type(r).__name__, next(r), list(r), list(r))
print(type(reversed(range(3))).__name__, type(reversed("ab")).__name__, type(reversed(d)).__name__)
class Custom:
    def __reversed__(self):
        return iter(["custom", "reversed"])
print(list(reversed(Custom())))
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 100
print(list(reversed(Seq())))
for bad in [5, None, (x for x in []), iter([1])]:
    try:
        reversed(bad)
    except TypeError as e:
        print(type(e).__name__, e)
class OnlyIter:
    def __iter__(self):
        return iter([1, 2])
try:
    reversed(OnlyIter())
except TypeError as e:
    print(type(e).__name__, e)
class NoneReversed:
    __reversed__ = None
    def __len__(self):
        return 1
    def __getitem__(self, i):
        return i
try:
    reversed(NoneReversed())
except TypeError as e:
    print(type(e).__name__, e)
lst = [1, 2, 3]
rv = reversed(lst)
lst.append(4)
print(list(rv))
lst2 = [1, 2, 3]
rv2 = reversed(lst2)
lst2.clear()
print(list(rv2))
print(list(reversed(bytearray(b"xyz"))), sorted([3, 1, 2], reverse=True) == list(reversed(sorted([3, 1, 2]))))
for i in reversed(range(3)):
    print("countdown", i)
