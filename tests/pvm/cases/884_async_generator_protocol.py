# Async generators: async for, async comprehensions, __anext__/asend/anext/aiter,
# async generator expressions, and what they refuse (next, iter, for).
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value

class Sleep:
    def __await__(self):
        yield "tick"
        return 5

async def agen(n):
    for i in range(n):
        x = await Sleep()
        got = yield i * x
        if got is not None:
            print("got", got)

async def main():
    out = []
    async for v in agen(3):
        out.append(v)
    print(out)
    print([v async for v in agen(4) if v % 2 == 0])
    g = agen(3)
    print(type(g).__name__, g.__name__, g.__qualname__)
    print(await g.__anext__())
    print(await g.asend("hello"))
    print(await anext(g))
    try:
        await anext(g)
    except StopAsyncIteration as e:
        print("stop", repr(e))
    print(await anext(agen(0), "default"))
    print(aiter(g) is g)
    ge = (x * 2 async for x in agen(3))
    print(type(ge).__name__)
    print([y async for y in ge])

print(run(main()))

g = agen(2)
try:
    next(g)
except TypeError as e:
    print(e)
try:
    iter(g)
except TypeError as e:
    print(e)
try:
    for x in g:
        pass
except TypeError as e:
    print(e)
aw = g.__anext__()
print(aw.send(None))
try:
    aw.send(None)
except StopIteration as e:
    print("stopiter", e.value)
try:
    aw.send(None)
except RuntimeError as e:
    print(e)
print(type(aw).__name__, type(g.aclose()).__name__)

async def bad():
    raise StopAsyncIteration
    yield

try:
    run(bad().__anext__())
except RuntimeError as e:
    print(e, type(e.__cause__).__name__)
try:
    bad().asend(1).send(None)
except TypeError as e:
    print(e)
