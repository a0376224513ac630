with a: pass
with a as b: pass
with a as b, c as d: pass
with a, b: pass
with (a): pass
with (a, b): pass
with (a as b): pass
with (a as b, c as d): pass
with (a as b, c as d,): pass
with (a, b) as c: pass
with a as (b, c): pass
with a as [b, c]: pass
with a as b.c: pass
with a as b[0]: pass
with (
    open(x) as f,
    open(y) as g,
):
    pass
with f() as x, g(): pass
with (a)(b) as c: pass
with (a)[0]: pass
async def f():
    with (yield): pass
    async with a as b:
        pass
    async with a, b: pass
    async for x in y:
        pass
    async for x in y:
        pass
    else:
        pass
