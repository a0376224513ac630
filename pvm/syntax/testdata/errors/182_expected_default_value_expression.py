def f(x=): pass
