def f():
    for x in y:
        def g():
            continue
