def f():
    return [x for x in y if (x := 1)]
