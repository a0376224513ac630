# Chains of generators delegating with yield from: values and sends pass
# straight through, returns come back, and exceptions raised deep in the
# chain are caught (or not) at the right level, with finally blocks run.
def leaf(n, fail_at=None):
    total = 0
    for i in range(n):
        if i == fail_at:
            raise ValueError("leaf failed at %d" % i)
        got = yield i
        if got is not None:
            total += got
    return total


def middle(n, fail_at=None, catch=False):
    try:
        r = yield from leaf(n, fail_at)
    except ValueError as e:
        if not catch:
            raise
        yield "caught " + str(e)
        r = -1
    return ("middle", r)


def top(n, fail_at=None, catch=False):
    r = yield from middle(n, fail_at, catch)
    yield r


print(list(top(3)))
print(list(top(4, fail_at=2, catch=True)))
try:
    print(list(top(4, fail_at=1)))
except ValueError as e:
    print("ValueError", e)
g = top(3)
print(next(g), g.send(10), g.send(20), g.send(30))


def deep(d):
    if d == 0:
        r = yield "bottom"
        return r
    r = yield from deep(d - 1)
    return r + 1


g = deep(20)
print(next(g))
try:
    g.send(100)
except StopIteration as e:
    print("returned", e.value)


def stopper():
    yield 1
    raise StopIteration("inner")


def wraps():
    yield from stopper()


try:
    print(list(wraps()))
except RuntimeError as e:
    print("RuntimeError", e, type(e.__cause__).__name__)


def guarded(log):
    try:
        yield from leaf(5)
    finally:
        log.append("guarded closed")


log = []
g = guarded(log)
print(next(g), next(g))
print(g.throw(KeyError("k")) if False else "skip")
g.close()
print(log)


def loop_then_fail(log):
    for x in guarded(log):
        yield from leaf(3, fail_at=x + 1)


log = []
try:
    print(list(loop_then_fail(log)))
except ValueError as e:
    print("ValueError", e, log)


def selfish():
    yield from inner_selfish()


def inner_selfish():
    yield me.send(None)


me = selfish()
try:
    next(me)
except ValueError as e:
    print("ValueError", e)
print(list(me))
print(list(top(0)), sum(leaf(5)), [x for x in middle(2)])
