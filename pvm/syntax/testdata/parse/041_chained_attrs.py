a.b.c.d.e
a.b().c[d].e()
a().b().c()
(a).b
(a.b).c
"abc".upper()
1 .real
1.0.real
[1][0]
{1: 2}[1]
(1, 2)[0]
f"{x}".strip()
b"x".decode()
a.b.c = 1
