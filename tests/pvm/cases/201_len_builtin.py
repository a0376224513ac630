# len() on every sized type and on objects with __len__
for obj in ["", "abc", "日本😀", b"", b"\x00\x01", bytearray(3), [], [1, [2, 3]], (), (1,), {}, {"a": 1, "b": 2},
            range(10), range(0, 100, 7), range(5, 0), {}.keys(), {"x": 1}.values(), {"x": 1}.items()]:
    print(repr(obj), len(obj))
class Sized:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
print(len(Sized(0)), len(Sized(42)), len(Sized(True)))
class IndexLen:
    def __len__(self):
        class I:
            def __index__(self):
                return 7
        return I()
try:
    print(len(IndexLen()))
except TypeError as e:
    print(type(e).__name__, e)
for bad in [5, 1.5, None, len, iter([]), (x for x in []), object()]:
    try:
        len(bad)
    except TypeError as e:
        print(type(e).__name__, e)
for n in [-1, 2 ** 63, 1.5, "3"]:
    try:
        print(len(Sized(n)))
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    len()
except TypeError as e:
    print(type(e).__name__, e)
try:
    len([], [])
except TypeError as e:
    print(type(e).__name__, e)
print(len("a" * 100000), len(list(range(1000))), len(str(2 ** 1000)))
class NoLen:
    def __iter__(self):
        return iter([1, 2])
try:
    len(NoLen())
except TypeError as e:
    print(type(e).__name__, e)
print(len(NoLen.__name__), len(dict(a=1, b=2, c=3)), len(b"\xff" * 3))
