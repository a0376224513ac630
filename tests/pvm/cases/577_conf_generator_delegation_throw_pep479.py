# Generator delegation with throw/close, finally blocks, and PEP 479 on throw().
def tryit(f):
    try:
        r = f()
        print("ok", repr(r))
    except BaseException as e:
        print(type(e).__name__, e)
log = []
def inner():
    try:
        while True:
            try:
                x = yield
                log.append(("inner got", x))
            except ValueError as e:
                log.append(("inner caught", str(e)))
                yield "recovered"
    finally:
        log.append("inner finally")
def outer():
    try:
        r = yield from inner()
    except GeneratorExit:
        log.append("outer GeneratorExit")
        raise
    finally:
        log.append("outer finally")
g = outer(); next(g)
g.send(1)
tryit(lambda: g.throw(ValueError("v")))
g.send(None)
tryit(lambda: g.throw(KeyError("k")))
print(log); log.clear()
g = outer(); next(g); g.close(); print(log); log.clear()
def sub():
    yield 1
    return "sub-result"
def deleg():
    r = yield from sub()
    yield ("got", r)
    r2 = yield from []
    yield ("empty", r2)
    r3 = yield from iter([7, 8])
    return r3
tryit(lambda: list(deleg()))
def ret_in_finally():
    try:
        yield 1
    finally:
        return "from finally"
gg = ret_in_finally(); next(gg)
tryit(lambda: gg.throw(ValueError("x")))
gg = ret_in_finally(); next(gg)
tryit(lambda: gg.close())
def yields_in_finally():
    try:
        yield 1
    finally:
        yield 2
y = yields_in_finally(); next(y)
tryit(lambda: y.close())
tryit(lambda: y.throw(TypeError("after")))
def thrower():
    yield 1
t = thrower()
tryit(lambda: t.throw(ValueError))
tryit(lambda: t.throw(ValueError("x")))
t2 = thrower(); next(t2)
tryit(lambda: t2.throw(StopIteration("si")))
def gen_raises_si():
    yield from gen_raising()
def gen_raising():
    raise StopIteration("inner si")
    yield
tryit(lambda: list(gen_raises_si()))
def g_send_after_close():
    yield 1
gsc = g_send_after_close(); next(gsc); gsc.close()
tryit(lambda: gsc.send(None))
tryit(lambda: gsc.throw(ValueError("late")))
tryit(lambda: gsc.close())
def recursive_gen(n):
    if n > 0:
        yield n
        yield from recursive_gen(n - 1)
tryit(lambda: list(recursive_gen(5)))
def running_check():
    me = yield
    try:
        next(me)
    except ValueError as e:
        yield str(e)
rc = running_check(); next(rc)
tryit(lambda: rc.send(rc))
def exc_in_gen_expr():
    return list(1 // x for x in [1, 0])
tryit(exc_in_gen_expr)
def gen_close_return():
    try:
        yield 1
    except GeneratorExit:
        return "ignored"
gcr = gen_close_return(); next(gcr)
tryit(lambda: gcr.close())
def g1(): yield 1
x = g1()
try: x.throw(StopIteration)
except BaseException as e: print(type(e).__name__, e, type(e.__cause__).__name__)
x = g1(); next(x); next(x, None)
try: x.throw(StopIteration('z'))
except BaseException as e: print(type(e).__name__, e)
async def c(): pass
co = c()
try: co.throw(StopIteration)
except BaseException as e: print(type(e).__name__, e)
x = g1()
try: x.throw(GeneratorExit)
except BaseException as e: print(type(e).__name__, e)
