# operator.length_hint of the built-in iterators CPython gives a hint for,
# and int() with an out-of-range (even huge) base.
import operator

s = "héllo"
it = iter(s)
next(it)
print(operator.length_hint(it), operator.length_hint(reversed("abc")))
r = reversed("abc")
next(r)
print(operator.length_hint(r))
b = iter(b"xyz")
next(b)
print(operator.length_hint(b))
d = {"a": 1, "b": 2, "c": 3}
di = iter(d)
next(di)
print(operator.length_hint(di), operator.length_hint(iter(d.values())), operator.length_hint(iter(d.items())))
d["z"] = 0
print(operator.length_hint(di))
class Seq:
    def __len__(self):
        return 4
    def __getitem__(self, i):
        return i
rs = reversed(Seq())
print(operator.length_hint(rs), list(rs), operator.length_hint(rs))
print(operator.length_hint(iter([1, 2, 3])), operator.length_hint(iter(range(10))))
print(operator.length_hint(map(str, [1, 2]), 7))
for base in [2**100, -2**100, 37, 1, -1]:
    try:
        int("43", base)
    except ValueError as e:
        print("ValueError:", e)
print(int("43", 0), int("z", 36))
