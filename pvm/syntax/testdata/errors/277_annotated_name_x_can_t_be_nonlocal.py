def f():
    x: int
    nonlocal x
