pass
del a
del a, b
del a[0], b.c
del (a, b)
del [a, b]
del (a), [b]
del a,
assert x
assert x, "message"
def g():
    global a
    global a, b, c
raise
raise E
raise E("x")
raise E from F
x = 1; y = 2
x = 1; y = 2;
pass;
a; b; c
...
