# lists operating on themselves: extend(self), += self, slice-assign self, aliasing in repeat
l = [1, 2]
l.extend(l)
print(l)
l += l
print(l, len(l))
m = [1, 2, 3]
m[1:2] = m
print(m)
n = [1, 2, 3]
n[:] = n[::-1]
print(n)
o = [0]
o.append(o)
print(o, o[1] is o, len(o))
p = [[0] * 2] * 3
p[0][0] = 9
print(p, p[0] is p[2])
q = [1, 2, 3]
q[::2] = q[1:3]
print(q)
r = [1, 2, 3]
r *= 3
print(r)
r *= 0
print(r)
s = [1, 2]
t = s
s = s + [3]
print(s, t)
u = [1, 2]
v = u
u += [3]
print(u, v)
w = list(range(5))
w[1:4] = []
print(w)
x = list(range(5))
del x[:]
print(x, len(x))
y = [3, 1, 2]
y.sort(key=lambda e: -e)
print(y)
z = [1, 2, 3]
try:
    z.sort(key=lambda e: (z.append(e), e)[1])
except ValueError as e:
    print(type(e).__name__, e)
print(z)
a = [1, 2, 3, 4]
b = a[:]
a[len(a):] = a
print(a, b)
c = [5]
c.insert(0, c)
print(c)
d = ["x"]
d.extend(iter(d[:]))
print(d)
