def f():
    x = {(yield): 1 for x in y}
