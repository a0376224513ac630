def g():
    yield
    yield x
    yield x, y
    yield *a, b
    yield from g()
    x = yield
    x = yield y
    x = yield from y
    f((yield))
    f((yield x))
    a = (yield) + 1
    (yield)
    await_ = (yield from x)
    return (yield)
    yield lambda: 0
    [(yield)]
