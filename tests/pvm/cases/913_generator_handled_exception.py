# A generator suspended in an except clause keeps its handled exception: a bare
# raise after resuming re-raises it, and the caller's own handling is unaffected.
def gen():
    try:
        raise KeyError("k")
    except KeyError:
        yield 1
        raise
g = gen()
next(g)
try:
    raise TypeError("t")
except TypeError:
    try:
        next(g)
    except Exception as e:
        print(type(e).__name__, e)
def gen():
    try:
        raise KeyError("k")
    except KeyError:
        yield 1
    yield 2
g = gen()
next(g)
try:
    raise ValueError("v")
except ValueError as e:
    print(repr(e.__context__))
print(next(g))
def gen2():
    yield 1
    raise
g2 = gen2()
next(g2)
try:
    raise TypeError("caller")
except TypeError:
    try:
        next(g2)
    except Exception as e:
        print("inherited:", repr(e))
