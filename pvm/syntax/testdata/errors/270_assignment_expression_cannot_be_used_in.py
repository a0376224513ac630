def f():
    return [y for x in z for w in (y := v)]
