# collections.abc AsyncIterable, AsyncIterator and AsyncGenerator: structural checks,
# the async generator type registered, mixin __anext__ and aclose.
from collections.abc import AsyncIterable, AsyncIterator, AsyncGenerator, Coroutine, Awaitable, Generator
async def ag():
    yield 1
async def co():
    return 1
class AI:
    def __aiter__(self): return self
    async def __anext__(self): raise StopAsyncIteration
c = co()
print(isinstance(ag(), AsyncGenerator), isinstance(ag(), AsyncIterator), isinstance(ag(), AsyncIterable), isinstance(AI(), AsyncIterator), isinstance(AI(), AsyncGenerator))
print(isinstance(c, Coroutine), isinstance(c, Awaitable), isinstance(ag(), Generator), issubclass(AI, AsyncIterable), isinstance([], AsyncIterable))
c.close()
class MyAG(AsyncGenerator):
    def __init__(self): self.n = 0
    async def asend(self, v):
        self.n += 1
        if self.n > 3: raise StopAsyncIteration
        return self.n
    async def athrow(self, typ, val=None, tb=None):
        raise StopAsyncIteration
def run(coro):
    try:
        while True: coro.send(None)
    except StopIteration as e:
        return e.value
async def main():
    g = MyAG()
    print([x async for x in g])
    await g.aclose()
    print("closed")
    try:
        AsyncIterator()
    except TypeError as e:
        print(e)
run(main())
