# len(): the common one-argument call and everything around it: other
# argument counts, keywords, __len__ results, shadowing, len as a value.
class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


print(len([1, 2, 3]), len("héllo"), len((1,)), len({1: 2}), len(b"ab"), len(range(3, 10, 2)))
print(len(Sized(4)), len(Sized(True)), len(bytearray(5)), len({}.keys()))
for bad in (Sized(-1), Sized(2**70), Sized(1.5), Sized("x"), 5, None):
    try:
        print(len(bad))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
for args in ((), ([1], [2])):
    try:
        len(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    len(obj=[1])
except TypeError as e:
    print("TypeError", e)


class Holder:
    size = len


f = len
print(f([0] * 7), Holder.size("abc"), Holder().size, list(map(len, ["a", "bb", ""])))
print(sorted(["ccc", "a", "bb"], key=len), max(["ab", "abcd", "abc"], key=len))


def shadowed(xs):
    len = lambda v: -1
    return len(xs)


print(shadowed([1, 2]))


def uses_global(xs):
    return len(xs) * 2


len_saved = len


def fake_len(x):
    return 100


print(uses_global([1, 2, 3]))
len = fake_len
print(uses_global([1, 2, 3]))
len = len_saved
print(uses_global([1, 2, 3]), len.__name__, repr(len))
