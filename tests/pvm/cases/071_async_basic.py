# async def / await driven manually with send(None); no event loop
async def add(a, b):
    return a + b
async def compute():
    x = await add(1, 2)
    y = await add(x, 10)
    return x * y
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value
print(run(add(2, 3)))
print(run(compute()))
c = add(1, 1)
print(type(c).__name__)
try:
    c.send(None)
except StopIteration as e:
    print("StopIteration value", e.value)
try:
    c.send(None)
except RuntimeError as e:
    print(type(e).__name__, e)
class Yield:
    def __init__(self, label):
        self.label = label
    def __await__(self):
        got = yield self.label
        return f"{self.label} resumed with {got!r}"
async def steps():
    r1 = await Yield("step1")
    r2 = await Yield("step2")
    return [r1, r2]
co = steps()
print(co.send(None))
print(co.send("A"))
try:
    co.send("B")
except StopIteration as e:
    print(e.value)
async def fib(n):
    if n < 2:
        return n
    return await fib(n - 1) + await fib(n - 2)
print(run(fib(15)))
async def raises():
    await Yield("before")
    raise ValueError("async failure")
r = raises()
print(r.send(None))
try:
    r.send(None)
except ValueError as e:
    print(type(e).__name__, e)
async def catches():
    try:
        await raises()
    except ValueError as e:
        return f"caught inside coroutine: {e}"
cc = catches()
cc.send(None)
try:
    cc.send(None)
except StopIteration as e:
    print(e.value)
async def uses_await_in_expr():
    vals = [await add(i, i) for i in range(4)]
    d = {k: await add(k, 1) for k in range(2)}
    return vals, d, (await add(1, 1)) if True else None
print(run(uses_await_in_expr()))
async def not_awaitable():
    await 5
try:
    run(not_awaitable())
except TypeError as e:
    print(type(e).__name__, e)
