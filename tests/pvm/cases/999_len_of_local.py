# len(x) of a local, and other globals called with one local: every kind
# of sized object, __len__ that misbehaves, len rebound and restored
# between calls, an unbound local, and string building in between.
class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


def size(x):
    return len(x)


def total(xs):
    t = 0
    i = 0
    while i < len(xs):
        t += xs[i]
        i += 1
    return t


print([size(x) for x in ([1, 2], "héllo", b"ab", {"a": 1}, (), range(5), Sized(3))])
print(total([1, 2, 3, 4]))
for bad in (5, None, Sized(-1), Sized("x"), Sized(2**70)):
    try:
        print(size(bad))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)


def len(x):
    return "shadowed"


print(size([1]), total.__name__)
del len
print(size([1, 2, 3]))


def other(x):
    return abs(x) + hash(x) % 2


print(other(-3), other(4))


def unbound(flag):
    if flag:
        v = [1]
    return len(v)


print(unbound(True))
try:
    unbound(False)
except UnboundLocalError as e:
    print("UnboundLocalError", e)


def built(n):
    s = ""
    sizes = []
    for i in range(n):
        s += str(i)
        sizes.append(len(s))
    return sizes


print(built(12))


class Growing:
    def __init__(self):
        self.calls = 0

    def __len__(self):
        self.calls += 1
        return self.calls


g = Growing()
print(size(g), size(g), size(g))
keys = {"a": 1}
while len(keys) < 5:
    keys[str(len(keys))] = len(keys)
print(keys)


def one(x):
    return [abs(x), repr(x), hash(x), callable(x), round(x), hex(x), bin(x), oct(x)]


def seq(xs):
    it = iter(xs)
    return [sum(xs), sorted(xs), min(xs), max(xs), any(xs), all(xs), next(it), next(it)]


print(one(-7), seq([3, 0, 2]))
for bad in ("x", 2.5):
    try:
        print(one(bad))
    except TypeError as e:
        print("TypeError", e)
try:
    seq([1])
except StopIteration:
    print("StopIteration")
abs = lambda v: "mine"
print(one(-7)[0])
del abs
print(one(-7)[0])
