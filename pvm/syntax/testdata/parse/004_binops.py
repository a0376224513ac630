a + b - c * d / e // f % g @ h ** i
a | b ^ c & d << e >> f
-a + +b - ~c
a ** b ** c
-a ** b
(a + b) * c
a + (b * c)
2 ** -1
not a
a and b or c and d
a or b or c
a and (b or c)
not not a
~~x
