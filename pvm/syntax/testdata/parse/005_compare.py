a < b
a < b < c
a == b != c <= d >= e > f
a in b
a not in b
a is b
a is not b
a < b == c is not d not in e
(a < b) < c
x = 1 if a else 2
y = a if b else c if d else e
z = (a if b else c) if d else e
