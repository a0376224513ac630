# simple, chained and multiple assignment
a = 1
b = c = d = [0]
print(a, b, c, d, b is c is d)
b.append(1)
print(b, c, d)
x, y = 1, 2
x, y = y, x
print(x, y)
x, y, z = "abc"
print(x, y, z)
(p, q), r = (1, 2), 3
print(p, q, r)
[m, n] = [10, 20]
print(m, n)
i = j = k = 7
i += 1
print(i, j, k)
lst = [0, 0, 0]
idx = 0
idx, lst[idx] = 2, 99
print(idx, lst)
d = {}
d["a"] = d["b"] = 5
print(d)
class Obj:
    pass
o = Obj()
o.val = o.other = "same"
print(o.val, o.other)
s = [1, 2, 3, 4, 5]
s[1:3] = ["x"]
print(s)
s[::2] = [None] * len(s[::2])
print(s)
first, *rest = s
print(first, rest)
a = b = 0
a += 1
print(a, b)
t = 1, 2, 3
print(t, type(t).__name__)
single = 1,
print(single)
u, = [42]
print(u)
(v) = 5
print(v)
x = y = z = 1 + 2
print(x + y + z)
n1 = n2 = []
n1 += [1]
print(n1, n2)
s1 = s2 = "ab"
s1 += "c"
print(s1, s2)
