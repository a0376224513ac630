# list(), tuple(), dict() constructors from every iterable kind
class It:
    def __iter__(self):
        return iter([3, 1, 2])
def gen():
    yield "g1"
    yield "g2"
sources = [[1, 2], (1, 2), "ab", b"ab", bytearray(b"ab"), range(3), {"k": 1, "j": 2}, {"k": 1}.values(),
           {"k": 1}.items(), It(), gen(), iter([9]), map(str, [1]), zip("ab", "cd"), enumerate("x"), reversed([1, 2])]
for s in sources:
    print(type(s).__name__, list(s))
for s in [[1, 2], "xy", range(2), It(), gen()]:
    print(tuple(s))
print(list(), tuple(), dict(), list([]), tuple(()), dict({}))
print(dict([("a", 1), ("b", 2)]), dict(zip("ab", [1, 2])), dict(a=1, b=2), dict({"a": 1}, b=2), dict([("a", 1)], a=2))
print(dict(["ab", "cd"]), dict([[1, 2], (3, 4)]), dict(enumerate("xy")), dict({"x": 1}.items()), dict(dict(z=0)))
class Mapping:
    def keys(self):
        return ["p", "q"]
    def __getitem__(self, k):
        return k.upper()
print(dict(Mapping()), {**Mapping()})
for bad in [5, None, 1.5]:
    for ctor in (list, tuple):
        try:
            ctor(bad)
        except TypeError as e:
            print(ctor.__name__, type(e).__name__, e)
for bad in [[1], ["abc"], [(1,)], [(1, 2, 3)], 5]:
    try:
        dict(bad)
    except (TypeError, ValueError) as e:
        print("dict", type(e).__name__, e)
try:
    list([1], [2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    list(x=1)
except TypeError as e:
    print(type(e).__name__, e)
original = [1, [2]]
copy = list(original)
copy[1].append(3)
copy.append(4)
print(original, copy, tuple(original)[1] is original[1])
t = (1, 2)
print(tuple(t) is t, list(t) == [1, 2], list("") == [], tuple(x * 2 for x in range(3)))
print(list({"b": 0, "a": 0}), list(sorted({"b": 0, "a": 0})), dict.fromkeys(range(2), "v"))
class SubList(list):
    pass
print(list(SubList([1, 2])), type(list(SubList([1]))).__name__, SubList("ab"), type(SubList("ab")).__name__)
