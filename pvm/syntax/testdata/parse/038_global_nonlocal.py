x = 0
def f():
    global x
    x = 1
def g():
    y = 1
    def h():
        nonlocal y
        y = 2
    return h
def k():
    global a, b
    a = b = 1
