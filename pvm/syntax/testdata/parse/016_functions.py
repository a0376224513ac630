def f(): pass
def f(a): pass
def f(a, b): return a + b
def f(a=1, b=2): pass
def f(a, b=1, *args, c, d=2, **kwargs): pass
def f(a, /, b, *, c): pass
def f(a, b=1, /, c=2): pass
def f(*, a): pass
def f(*args, **kwargs): pass
def f(a: int, b: str = "x") -> bool:
    return True
def f(*args: int, **kwargs: str) -> None: pass
def f(a,): pass
def f(
    a,
    b,
): pass
def f():
    """Docstring."""
    x = 1
    return x
def f():
    return
def f():
    return 1, 2
def f():
    return *a, *b
def outer():
    def inner():
        nonlocal x
        x = 2
    x = 1
    inner()
    return x
def g():
    yield
    yield 1
    yield 1, 2
    x = yield
    y = yield from z
    await_ = 1
def f(*args: *Ts): pass
