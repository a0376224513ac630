async def f():
    async with x as y: yield from z
