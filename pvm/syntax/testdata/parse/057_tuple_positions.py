x = 1, 2
x = (1, 2)
x = 1,
x = (1,)
x = ()
a, b = 1, 2
(a, b) = 1, 2
for a, b in c: pass
for (a, b) in c: pass
return_ = (1, 2), (3, 4)
y = (1, 2,), 3
z = f((1, 2))
