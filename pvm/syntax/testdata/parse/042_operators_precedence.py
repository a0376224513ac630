a + b * c ** d
(a + b) * c
a * b + c * d
a - b - c
a / b / c
a ** -b
-a ** -b
not a == b
not a and not b
a if b else c or d
lambda: a if b else c
a | b & c ^ d
a << b + c
a @ b @ c
x = a < b and c > d or e == f
~a + -b * +c
a // b % c
