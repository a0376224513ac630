# assignment and deletion through subscripts and slices
l = list(range(10))
l[0] = "zero"
l[-1] = "nine"
print(l)
l[2:5] = ["a", "b"]
print(l)
l[1:1] = [100, 200, 300]
print(l)
l[:] = range(8)
print(l)
l[::2] = "abcd"
print(l)
l[::-3] = [7, 8, 9]
print(l)
l[10:20] = ["tail"]
print(l)
l[-100:1] = ["head"]
print(l)
del l[0]
print(l)
del l[::2]
print(l)
del l[1:3]
print(l)
del l[-1]
print(l)
try:
    l[::2] = [1, 2, 3, 4, 5, 6]
except ValueError as e:
    print(type(e).__name__, e)
try:
    l[100] = 1
except IndexError as e:
    print(type(e).__name__, e)
try:
    del l[100]
except IndexError as e:
    print(type(e).__name__, e)
try:
    l["a"] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    l[1:2] = 5
except TypeError as e:
    print(type(e).__name__, e)
m = [[0] * 3 for _ in range(3)]
m[1][2] = 5
m[2][0:2] = [7, 7]
print(m)
d = {}
d[(1, 2)] = "tuple key"
d[3.5] = "float key"
d[None] = "none key"
print(d)
del d[3.5]
print(d)
ba = bytearray(b"hello world")
ba[0] = 72
ba[6:11] = b"WORLD!!"
print(ba)
del ba[-2:]
print(ba)
try:
    ba[0] = 256
except ValueError as e:
    print(type(e).__name__, e)
try:
    "abc"[0] = "x"
except TypeError as e:
    print(type(e).__name__, e)
try:
    del (1, 2)[0]
except TypeError as e:
    print(type(e).__name__, e)
