x = 1
x = y = z = 2
a, b = b, a
a, *b = 1, 2, 3
[a, b] = (c, d) = e
(a) = 1
((a)) = 2
x.y = 1
x[0] = 1
x[1:2] = []
a.b.c[d].e = f
*a, = b
a, = b
x = 1,
x = yield_ = 3
