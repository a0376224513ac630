# exceptions, finally and close/throw on coroutines
class Suspend:
    def __await__(self):
        value = yield "suspended"
        return value
async def guarded(log):
    try:
        log.append("start")
        got = await Suspend()
        log.append(f"got {got}")
        return got
    finally:
        log.append("finally")
log = []
c = guarded(log)
print(c.send(None))
try:
    c.send("payload")
except StopIteration as e:
    print("result", e.value, log)
log = []
c = guarded(log)
c.send(None)
c.close()
print("closed", log)
log = []
c = guarded(log)
c.send(None)
try:
    c.throw(ValueError("thrown in"))
except ValueError as e:
    print("propagated", e, log)
async def inner_fail():
    await Suspend()
    raise KeyError("inner")
async def outer_wrap():
    try:
        return await inner_fail()
    except KeyError as e:
        raise RuntimeError("wrapped") from e
o = outer_wrap()
o.send(None)
try:
    o.send(None)
except RuntimeError as e:
    print(type(e).__name__, e, "cause:", repr(e.__cause__))
async def returns_early():
    return "immediate"
r = returns_early()
try:
    r.send(None)
except StopIteration as e:
    print(e.value)
try:
    r.send(None)
except RuntimeError as e:
    print(type(e).__name__, e)
async def sends_non_none():
    return 1
s = sends_non_none()
try:
    s.send("x")
except TypeError as e:
    print(type(e).__name__, e)
s.close()
class BadAwait:
    def __await__(self):
        return 5
async def uses_bad():
    await BadAwait()
u = uses_bad()
try:
    u.send(None)
except TypeError as e:
    print(type(e).__name__, e)
async def gather(*coros):
    results = []
    for co in coros:
        results.append(await co)
    return results
async def val(x):
    return x * x
g = gather(val(2), val(3), val(4))
try:
    g.send(None)
except StopIteration as e:
    print(e.value)
