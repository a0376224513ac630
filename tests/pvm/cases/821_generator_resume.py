# Resuming generators from for loops, next(), send() and built-ins, with the
# errors of a send that cannot resume: just started, running, finished.
def count(n):
    i = 0
    while i < n:
        got = yield i
        if got is not None:
            i = got
        i += 1
    return "done"


print([x for x in count(5)], sum(count(4)), list(count(0)))
g = count(10)
print(next(g), g.send(5), next(g))
try:
    count(3).send(1)
except TypeError as e:
    print("TypeError", e)


holder = {}


def selfish():
    yield holder["g"].send(None)


holder["g"] = selfish()
for attempt in range(2):
    try:
        print(next(holder["g"]))
    except (ValueError, StopIteration) as e:
        print(attempt, type(e).__name__, e)
g = count(1)
print(list(g), list(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.value)
try:
    g.send(None)
except StopIteration as e:
    print("StopIteration again", e.value)


async def co():
    return 7


c = co()
try:
    c.send(None)
except StopIteration as e:
    print("coroutine returned", e.value)
try:
    c.send(None)
except RuntimeError as e:
    print("RuntimeError", e)
c2 = co()
try:
    c2.send(3)
except TypeError as e:
    print("TypeError", e)
c2.close()


def pairs():
    for i in range(3):
        yield i, i * i


for a, b in pairs():
    print(a, b)
for k, (a, b) in enumerate(pairs()):
    print(k, a + b)


def stop_early():
    try:
        yield 1
        yield 2
    finally:
        print("closed")


for x in stop_early():
    print("got", x)
    break
print(max(count(6)), min(count(6)), any(x > 3 for x in count(5)), "".join(str(x) for x in count(4)))
