def f(a, b, /, c, d, *, e, f): pass
def g(a, b=1, /, c=2, *args, d, e=3, **kw): pass
def h(a, /): pass
def i(a, /, *, b): pass
def j(*, a=1, b): pass
def k(a=1, /, *, b=2): pass
