# Slice assignment: equal, shorter, longer, empty, extended, self, iterables.
a = list(range(10))
a[2:5] = ["x", "y", "z"]
print(a)
a[2:5] = [7]
print(a)
a[1:2] = [1, 1, 1, 1]
print(a)
a[3:3] = (9, 9)
print(a)
a[5:2] = [0]
print(a)
a[-3:] = []
print(a)
a[:] = a
print(a)
a[2:] = a
print(a)
a[:4] = a[3::-1]
print(a)
b = list(range(8))
b[::2] = "abcd"
print(b)
b[7:0:-3] = [0, 1, 2]
print(b)
b[::-1] = b
print(b)
b[100:] = [5]
print(b)
b[-100:1] = range(3)
print(b)
c = list(range(6))
c[1:4] = (x * x for x in range(5))
print(c)
c[1:3] = {"k": 1, "j": 2}
print(c)
c[:] = []
print(c)
for bad in (lambda: b.__setitem__(slice(0, 6, 2), [1, 2]), lambda: b.__setitem__(slice(None, None, -1), [])):
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)
try:
    b[0:2] = 5
except TypeError as e:
    print("TypeError", e)
try:
    b[::0] = []
except ValueError as e:
    print("ValueError", e)
d = [1, 2, 3, 4, 5, 6]
d[1:5:2] = d[4:0:-2]
print(d)
e = [1, 2, 3]
e[1:1] = e
print(e)
f = [[0]] * 3
f[0:2] = f[1:3]
f[0].append(1)
print(f)
ba = bytearray(b"abcdefg")
ba[::2] = b""
ba[::-2] = bytearray()
print(ba)
