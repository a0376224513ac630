def f(**a):
    nonlocal a
