async def f():
    await x
    await f()
    return await g(1)
    x = await y
    await a.b.c()
    [await x async for x in y]
    async with a: pass
    async for i in x: pass
async def g(a, *, b=1) -> int:
    pass
async def h():
    yield 1
    await asyncio.sleep(0)
class C:
    async def m(self):
        return await self.x
