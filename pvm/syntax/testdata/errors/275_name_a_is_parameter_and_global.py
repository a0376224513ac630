def f(*a):
    global a
