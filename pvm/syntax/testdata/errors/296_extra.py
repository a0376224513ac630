a.b.c[d].e *a, = b
