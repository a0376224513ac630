def f():
    x = [(yield x) for x in y]
