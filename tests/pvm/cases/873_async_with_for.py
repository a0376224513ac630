# async with and async for inside coroutines driven by send(): __aenter__,
# __aexit__ (its result decides suppression) and __anext__ are awaited, and
# may suspend the coroutine; StopAsyncIteration ends the loop (else runs),
# break/continue/return unwind through __aexit__; async comprehensions too.


class Step:
    def __init__(self, tag):
        self.tag = tag

    def __await__(self):
        return (yield self.tag)


class Lock:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress

    async def __aenter__(self):
        await Step("acquire " + self.name)
        return self.name.upper()

    async def __aexit__(self, et, ev, tb):
        await Step("release " + self.name)
        print("  exit", self.name, et.__name__ if et else None, ev)
        return self.suppress


class Ticker:
    def __init__(self, n, fail_at=None):
        self.n, self.i, self.fail_at = n, 0, fail_at

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.i == self.fail_at:
            raise ValueError(f"broken at {self.i}")
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await Step(("tick", self.i))
        return self.i


def drive(coro):
    steps, reply = [], None
    while True:
        try:
            req = coro.send(reply)
        except StopIteration as e:
            print("steps:", steps)
            return e.value
        steps.append(req)
        reply = len(steps)


async def main():
    out = []
    async with Lock("a") as a, Lock("b") as b:
        out.append(a + b)
    async with Lock("quiet", suppress=True):
        raise KeyError("swallowed")
    try:
        async with Lock("loud"):
            raise TypeError("escapes")
    except TypeError as e:
        out.append(str(e))
    async for i in Ticker(5):
        if i == 2:
            continue
        if i == 4:
            break
        out.append(i)
    else:
        out.append("not reached")
    async for i in Ticker(1):
        out.append(("once", i))
    else:
        out.append("else ran")
    try:
        async for i in Ticker(3, fail_at=1):
            out.append(i)
    except ValueError as e:
        out.append(repr(e))

    async def guarded():
        async with Lock("ret"):
            return "from inside"

    out.append(await guarded())
    out.append([x * 10 async for x in Ticker(4) if x % 2])
    out.append([[i + j async for i in Ticker(2)] for j in (100, 200)])
    return out


print(drive(main()))


async def protocol_errors():
    for mgr in (1, Ticker(1)):
        try:
            async with mgr:
                pass
        except TypeError as e:
            print("with:", e)
    for it in ([1, 2], Lock("x")):
        try:
            async for _ in it:
                pass
        except TypeError as e:
            print("for:", e)
    return "done"


print(drive(protocol_errors()))
