a, *b = c
*a, b = c
a, *b, c = d
[a, *b] = c
(*a, b) = c
print(*a)
print(*a, *b)
x = [*a, *b]
x = {*a}
x = (*a, 1)
f(*a, *b, **c, **d)
for a, *b in c: pass
x = *a,
