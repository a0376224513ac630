# Async generators: aclose, athrow, GeneratorExit ignored, finally blocks.
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value

async def closing():
    try:
        yield 1
        yield 2
    finally:
        print("finally")

async def catcher():
    while True:
        try:
            yield 1
        except KeyError as e:
            print("caught", repr(e))
            yield 99

async def ignorer():
    try:
        yield 1
    except GeneratorExit:
        yield 2

async def main():
    g = closing()
    print(await g.__anext__())
    await g.aclose()
    print(g.ag_running)
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("closed stop")
    g = closing()
    print(await g.__anext__())
    try:
        await g.athrow(ValueError("boom"))
    except ValueError as e:
        print("athrow", e)
    c = catcher()
    await c.asend(None)
    print(await c.athrow(KeyError("k")))
    print(await c.asend(None), await c.athrow(KeyError))
    await c.aclose()
    print("catcher closed")
    i = ignorer()
    await i.__anext__()
    try:
        await i.aclose()
    except RuntimeError as e:
        print(e)
    await closing().aclose()
    print("never started: no finally")

run(main())
