def f():
    nonlocal x
    global x
