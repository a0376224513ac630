# Async generators: already-running errors, ag_running/ag_await, awaits in
# finally during aclose, StopIteration inside, anext defaults, aiter/anext errors.
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value

class Sleep:
    def __await__(self):
        yield "tick"

async def ticker(n):
    for i in range(n):
        await Sleep()
        yield i

async def main():
    g = ticker(3)
    a = g.__anext__()
    print(a.send(None))
    print(g.ag_running, type(g.ag_await).__name__)
    try:
        await g.__anext__()
    except RuntimeError as e:
        print(e)
    try:
        await g.aclose()
    except RuntimeError as e:
        print(e)
    try:
        await g.athrow(ValueError)
    except RuntimeError as e:
        print(e)
    try:
        a.send(None)
    except StopIteration as e:
        print("value", e.value)
    print(g.ag_running, g.ag_await)
    await g.aclose()
    await g.aclose()
    try:
        await g.athrow(ValueError)
    except ValueError as e:
        print("thrown into finished", type(e).__name__)
    # async generator expression in a plain function
    def make():
        return (i * i async for i in ticker(4))
    print([x async for x in make()])
    # await inside a generator expression makes it async
    async def double(x):
        return 2 * x
    ge = (await double(x) for x in range(3))
    print(type(ge).__name__, [y async for y in ge])
    # nested async comprehension
    print([[y async for y in ticker(i)] for i in range(3)])
    print({k: v async for k, v in pairs()})
    # StopIteration inside an async generator
    async def si():
        yield 1
        raise StopIteration(2)
    try:
        async for v in si():
            print("si", v)
    except RuntimeError as e:
        print(e)
    # exceptions propagate out of async for
    async def boom():
        yield 1
        1 / 0
    try:
        async for v in boom():
            print("boom", v)
    except ZeroDivisionError as e:
        print("zde", e)
    # break out of async for; the generator stays suspended
    g = ticker(5)
    async for v in g:
        if v == 2:
            break
    print(await g.__anext__())
    # anext default with a finished generator
    print(await anext(g, "end"), await anext(g, "end"))
    # asend to an async generator with try/finally and awaits in finally
    async def cleanup():
        try:
            yield "a"
        finally:
            await Sleep()
            print("cleaned")
    c = cleanup()
    print(await c.__anext__())
    await c.aclose()
    return "done"

async def pairs():
    for k in "abc":
        yield k, ord(k)

print(run(main()))
try:
    aiter(5)
except TypeError as e:
    print(e)
try:
    anext(5)
except TypeError as e:
    print(e)
class AI:
    def __aiter__(self):
        return self
    async def __anext__(self):
        raise StopAsyncIteration
print(run(anext(AI(), 7)))
async def f():
    yield 1
print(f.__name__, type(f()).__name__)
print(f().__anext__().__await__() is not None)
