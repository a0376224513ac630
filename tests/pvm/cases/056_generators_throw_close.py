# generator throw() and close(), GeneratorExit and finally blocks
def worker():
    try:
        while True:
            try:
                x = yield
                print("  processing", x)
            except ValueError as e:
                print("  handled inside:", e)
                yield "recovered"
    finally:
        print("  cleanup")
w = worker()
next(w)
w.send(1)
print(w.throw(ValueError("bad input")))
next(w)
w.send(2)
w.close()
print("closed")
w.close()
try:
    w.send(3)
except StopIteration:
    print("send after close -> StopIteration")
def no_handler():
    yield 1
    yield 2
g = no_handler()
next(g)
try:
    g.throw(KeyError("k"))
except KeyError as e:
    print("propagated", type(e).__name__, e)
print(next(g, "exhausted after throw"))
def ignores_exit():
    while True:
        try:
            yield
        except GeneratorExit:
            print("  got GeneratorExit, yielding anyway")
            yield "bad"
bad = ignores_exit()
next(bad)
try:
    bad.close()
except RuntimeError as e:
    print(type(e).__name__, e)
def returns_on_exit():
    try:
        yield 1
    except GeneratorExit:
        print("  GeneratorExit caught, returning")
        return
r = returns_on_exit()
next(r)
r.close()
print("close ok")
unstarted = no_handler()
unstarted.close()
print(next(unstarted, "unstarted closed"))
def throw_types():
    while True:
        try:
            yield
        except Exception as e:
            print("  caught", type(e).__name__, e.args)
t = throw_types()
next(t)
t.throw(TypeError("typed"))
t.throw(RuntimeError)
t.throw(ZeroDivisionError("zd", 1))
t.close()
def finally_yield():
    try:
        yield "first"
    finally:
        print("  finally runs on throw")
fy = finally_yield()
next(fy)
try:
    fy.throw(IndexError("idx"))
except IndexError as e:
    print("after finally:", e)
def gen_return_in_finally():
    try:
        yield 1
    finally:
        return "swallowed"
gr = gen_return_in_finally()
next(gr)
try:
    gr.throw(ValueError("lost"))
except StopIteration as s:
    print("StopIteration", s.value)
