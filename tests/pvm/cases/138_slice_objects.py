# slice objects: attributes, indices(), use as subscripts, equality
s = slice(1, 10, 2)
print(s, repr(s), s.start, s.stop, s.step, type(s).__name__)
print(slice(5), slice(None), slice(1, 2), slice(None, None, -1), slice("a", "b", "c"))
data = list(range(15))
print(data[s], data[slice(5)], data[slice(None, None, -4)], "abcdefgh"[slice(2, -2)])
for sl in [slice(None), slice(2, 8), slice(-3, None), slice(None, None, -1), slice(100, 200), slice(-100, 5, 2),
           slice(10, 2, -3), slice(None, None, 3), slice(5, None, -2)]:
    print(sl, sl.indices(10), list(range(*sl.indices(10))), data[:10][sl])
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 3), slice(1, 2, None) == slice(1, 2))
try:
    slice(1, 2, 0).indices(10)
except ValueError as e:
    print(type(e).__name__, e)
try:
    slice(1, 2).indices(-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    slice("a", 2).indices(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    slice()
except TypeError as e:
    print(type(e).__name__, e)
class Recorder:
    def __getitem__(self, key):
        return key
r = Recorder()
print(r[1:2], r[::3], r[:], r[1:2, 3:4], r[::], r[1:], r[:-1:None])
print(type(r[1:2]).__name__, r[0:0].start, r[:].stop)
try:
    hash(slice(1, 2))
    print("slices hashable")
except TypeError as e:
    print(type(e).__name__, e)
sl = slice(2, 6)
t = tuple(range(10))
print(t[sl], "0123456789"[sl], b"0123456789"[sl], bytearray(b"0123456789")[sl], range(10)[sl])
lst = list(range(10))
lst[sl] = ["x"]
print(lst)
del lst[slice(None, None, 2)]
print(lst)
print(slice(1, 5, 2).indices(3), slice(-1, -5, -1).indices(3), slice(None, None, -2).indices(0))
