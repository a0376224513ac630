def f():
    return [y for x in (y := z)]
