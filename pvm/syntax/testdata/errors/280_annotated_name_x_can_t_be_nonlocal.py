def f():
    nonlocal x
    x: int
