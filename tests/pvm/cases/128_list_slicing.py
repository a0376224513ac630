# list slicing: reads, writes, deletes, extended slices
l = list(range(10))
print(l[2:5], l[:3], l[7:], l[-3:], l[:-7], l[::3], l[1::3], l[::-1], l[8:2:-2], l[-1:-4:-1], l[5:5])
print(l[100:], l[-100:2], l[2:-100], l[::-100], l[3:1], l[slice(1, 8, 2)])
a = l[:]
a[0] = "x"
print(l[0], a[0])
b = list(range(10))
b[2:4] = ["a", "b", "c", "d"]
print(b)
b[2:6] = []
print(b)
b[:0] = [-2, -1]
print(b)
b[len(b):] = [10, 11]
print(b)
b[::2] = ["e"] * len(b[::2])
print(b)
b[1::2] = reversed(b[1::2])
print(b)
c = list(range(10))
del c[1:3]
print(c)
del c[::2]
print(c)
del c[-1:]
print(c)
del c[:]
print(c)
d = list(range(6))
d[1:4] = d
print(d)
e = list(range(6))
e[::-2] = "xyz"
print(e)
try:
    e[::2] = [1, 2]
except ValueError as err:
    print(type(err).__name__, err)
try:
    e[1:2] = 5
except TypeError as err:
    print(type(err).__name__, err)
try:
    e[::0]
except ValueError as err:
    print(type(err).__name__, err)
f = [1, 2, 3]
f[5:10] = [4]
print(f)
f[-10:1] = [0]
print(f)
g = [[0]] * 3
g[0].append(1)
print(g)
h = [[0] for _ in range(3)]
h[0].append(1)
print(h)
m = list(range(20))
print(m[::5], m[1:-1:4], m[-2::-6], m[15:3:-4])
s = slice(2, 8, 3)
print(m[s], s.start, s.stop, s.step, s.indices(20), s.indices(5))
print(m[::-1][::-1] == m, m[:10] + m[10:] == m)
