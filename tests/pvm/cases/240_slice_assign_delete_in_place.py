# Slice assignment and deletion, moving items within the list's (or
# bytearray's) own array when it has room: every step, sign and length.
l = list(range(10))
l[2:5] = ["a"]
print(l)
l[1:1] = ["x", "y", "z"]
print(l)
l[3:] = []
print(l)
l[:0] = l
print(l)
l[1:3] = l
print(l)
m = list(range(8))
m.append(8)
m[0:2] = range(5)
print(m, len(m))
t = (1, 2, 3)
m[4:7] = t
print(m)
m[-2:] = "ab"
print(m)
m[5:2] = [9, 9]
print(m)
big = list(range(20))
for i in range(10):
    big[i:i + 3] = [i] * (i % 4)
print(big)
for spec in [(None, None, 2), (1, None, 3), (None, None, -2), (8, 2, -3), (2, 7, None), (0, 0, None), (5, None, None), (None, None, 1), (-3, None, -1), (1, 9, 4), (3, 4, 7)]:
    l = list(range(12))
    del l[slice(*spec)]
    b = bytearray(range(65, 77))
    del b[slice(*spec)]
    print(spec, l, b)
    l.append("x")
    print(l[-3:], len(l))
b = bytearray(b"hello world")
b[0:5] = b"HELLO!!"
print(b)
b[3:3] = b
print(b)
b[2:20] = b"-"
print(b, len(b))
b[:] = b"abc" * 3
print(b)
b[1:4] = []
print(b)
b[-1:] = range(65, 70)
print(b)
