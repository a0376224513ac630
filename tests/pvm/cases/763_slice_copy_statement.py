# x[a:b] = y[c:d]: the slice read feeds only the store, whatever the target.
a = list(range(8))
a[:2] = a[1:3]
print(a)
a[:] = a[::-1]
print(a)
a[2:6] = a[5:1:-1]
print(a)
a[::2] = a[1::2]
print(a)
a[1:1] = a[:3]
print(a)
a[:] = a[2:2]
print(a)


class Keeper:
    def __setitem__(self, key, value):
        self.kept = value


class KeepList(list):
    def __setitem__(self, key, value):
        self.kept = value
        list.__setitem__(self, key, value)


src = [10, 20, 30, 40]
k = Keeper()
k[0:1] = src[1:3]
kl = KeepList([0, 0, 0])
kl[:2] = src[::-2]
dst = [0, 0, 0]
dst[:2] = src[:2]
dst[1:] = src[2:]
print(k.kept, kl.kept, kl, dst)
k.kept.append(5)
print(k.kept, src)


def bounds():
    b = [7, 8, 9]
    b[:1] = src[3:]
    print("inner", b)
    return 2


dst[:bounds()] = src[1:3]
print(dst)


def bad():
    raise KeyError("bound")


try:
    dst[: bad()] = src[::-1]
except KeyError as e:
    print("KeyError", e)
dst[:] = src[1:]
print(dst)


def gen(out, inp):
    out[: (yield)] = inp[::-1]
    yield out


g1 = gen([0] * 4, [1, 2, 3])
g2 = gen([0] * 4, [4, 5, 6])
next(g1)
next(g2)
print(g2.send(1), g1.send(2))
t = (1, 2, 3)
s = [0, 0]
s[:] = t[1:]
print(s)
try:
    s[::2] = src[:3]
except ValueError as e:
    print("ValueError", e)
s[:1] = src[:1]
print(s, src)


class SlicingIndex:
    def __index__(self):
        [1, 2, 3, 4][1:3]
        return 1


print(src[SlicingIndex() : 3], "abcdef"[SlicingIndex() : 4 : 2], (1, 2, 3)[SlicingIndex() :])
s[SlicingIndex() :] = src[SlicingIndex() : 2]
print(s)


def pairs():
    for x in [7, 8, 9][0:2]:
        yield x


s[:1] = (x for x in pairs())
print(s)
