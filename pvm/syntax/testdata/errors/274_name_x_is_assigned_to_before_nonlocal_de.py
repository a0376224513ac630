def f():
    with a as x: pass
    nonlocal x
