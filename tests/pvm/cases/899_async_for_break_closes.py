# Leaving `async for x in agen():` early (break, return, an exception) closes
# the async generator the loop made, as CPython's reference counting does.
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value

async def agen(tag):
    try:
        for i in range(5):
            yield i
    finally:
        print("agen finally", tag)

async def first_two(tag):
    out = []
    async for x in agen(tag):
        if len(out) == 2:
            return out
        out.append(x)

async def main():
    async for x in agen("break"):
        if x == 1:
            break
    print("after break")
    print(await first_two("return"))
    print("after return")
    try:
        async for x in agen("raise"):
            raise ValueError(x)
    except ValueError as e:
        print("caught", e)
    g = agen("held")
    async for x in g:
        break
    print("held is still open")
    await g.aclose()
    async for x in agen("exhausted"):
        pass
    print("after exhausted")
    return "done"

print(run(main()))
